import type { FlameShareChoice, FlameTest } from '@teamcast/contract';
import { useId, useState } from 'react';
import { failureCode } from '../api/flame-client';
import { useLanguage } from '../i18n/language-context';
import { useServices } from '../services';
import { ErrorMessage } from '../ui/feedback';
import ui from '../ui/ui.module.css';
import { LinkBox } from './link-box';
import { resultTexts } from './result-texts';
import classes from './result.module.css';

/**
 * The shared link (`/result/:token`): names and the score, plus only the profiles ticked here. It can be
 * made again with another choice, and revoked, after which it says so.
 */
export function SharePanel({ test, onChange }: { test: FlameTest; onChange: (test: FlameTest) => void }) {
  const { language } = useLanguage();
  const { client, origin } = useServices();
  const words = resultTexts[language].share;
  const titleId = useId();
  // Nothing personal is shown until it is ticked.
  const [show, setShow] = useState<FlameShareChoice>(test.share?.show ?? { firstProfile: false, secondProfile: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);

  const run = async (action: () => Promise<FlameTest>) => {
    setBusy(true);
    setFailure(null);
    try {
      onChange(await action());
    } catch (error) {
      setFailure(failureCode(error));
    } finally {
      setBusy(false);
    }
  };
  const make = () =>
    run(async () => {
      const share = await client('shareFlame', { params: { key: test.key }, body: { show } });
      setRevoked(false);
      return { ...test, share };
    });
  const revoke = () =>
    run(async () => {
      await client('revokeFlameShare', { params: { key: test.key } });
      setRevoked(true);
      return { ...test, share: null };
    });

  const changed = test.share && (test.share.show.firstProfile !== show.firstProfile || test.share.show.secondProfile !== show.secondProfile);
  const choices = [
    { field: 'firstProfile', name: test.people[0].name },
    { field: 'secondProfile', name: test.people[1].name },
  ] as const;

  return (
    <section className={ui.card} aria-labelledby={titleId} data-testid="flame-share">
      <h2 className={ui.subtitle} id={titleId}>
        {words.title}
      </h2>
      <p className={ui.muted}>{words.lead}</p>
      <div className={classes.choices}>
        {choices.map(({ field, name }) => (
          <label key={field} className={classes.choice}>
            <input type="checkbox" checked={show[field]} onChange={(event) => setShow({ ...show, [field]: event.target.checked })} />
            <span>{words.show(name)}</span>
          </label>
        ))}
      </div>
      {failure ? <ErrorMessage code={failure} /> : null}
      {revoked && !test.share ? (
        <p className={ui.notice} role="status">
          {words.revoked}
        </p>
      ) : null}
      {test.share ? (
        <>
          <LinkBox url={`${origin}/result/${test.share.token}`} label={words.linkLabel} title={test.title} testId="flame-share-link" />
          <div className={classes.linkActions}>
            {changed ? (
              <button type="button" className={ui.secondary} disabled={busy} onClick={() => void make()}>
                {words.update}
              </button>
            ) : null}
            <button type="button" className={ui.quiet} disabled={busy} onClick={() => void revoke()} data-testid="flame-share-revoke">
              {words.revoke}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className={ui.secondary} disabled={busy} onClick={() => void make()} data-testid="flame-share-make">
          {words.make}
        </button>
      )}
    </section>
  );
}
