import type { FlameTest } from '@teamcast/contract';
import { rules } from '@teamcast/domain';
import { useId, useState, type FormEvent } from 'react';
import { failureCode } from '../api/flame-client';
import { useLanguage } from '../i18n/language-context';
import { useNavigation } from '../router/navigation';
import { flamePaths } from '../router/routes';
import { useServices } from '../services';
import { forgetTest } from '../storage/history';
import { ErrorMessage } from '../ui/feedback';
import ui from '../ui/ui.module.css';
import { resultTexts } from './result-texts';
import classes from './result.module.css';

/**
 * Saving the result by email (`POST /owner/save/flame`), so it opens on any device. Whoever saved it can
 * then delete it for good, which the page offers only from then on.
 */
export function SavePanel({ test, onChange }: { test: FlameTest; onChange: (test: FlameTest) => void }) {
  const { language } = useLanguage();
  const { client, store } = useServices();
  const { navigate } = useNavigation();
  const words = resultTexts[language].save;
  const ids = { title: useId(), email: useId() };
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = rules.required(email) ? 'required' : rules.email(email) ? 'invalid' : null;
    setProblem(found);
    if (found || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { savedEmail } = await client('saveFlame', { body: { id: test.key, email: email.trim(), ln: language } });
      onChange({ ...test, savedEmail });
      setEmail('');
    } catch (error) {
      setFailure(failureCode(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await client('deleteFlameData', { params: { key: test.key } });
      forgetTest(store, test.key);
      navigate(flamePaths.onboarding, { replace: true });
    } catch (error) {
      setFailure(failureCode(error));
      setBusy(false);
    }
  };

  return (
    <section className={ui.card} aria-labelledby={ids.title} data-testid="flame-save">
      <h2 className={ui.subtitle} id={ids.title}>
        {words.title}
      </h2>
      {test.savedEmail ? (
        <p className={ui.notice} data-testid="flame-saved">
          {words.saved(test.savedEmail)}
        </p>
      ) : (
        <p className={ui.muted}>{words.lead}</p>
      )}
      <form className={classes.saveForm} onSubmit={(event) => void save(event)} noValidate>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={ids.email}>
            {words.email}
          </label>
          <input
            id={ids.email}
            className={ui.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={254}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids.email}-problem` : undefined}
          />
          {problem ? (
            <span className={ui.fieldError} id={`${ids.email}-problem`}>
              {words[problem]}
            </span>
          ) : null}
        </div>
        <button type="submit" className={ui.secondary} disabled={busy}>
          {words.submit}
        </button>
      </form>
      {failure ? <ErrorMessage code={failure} /> : null}
      {test.savedEmail ? (
        confirming ? (
          <div className={ui.alert} role="group" aria-label={words.remove} data-testid="flame-delete-confirm">
            <span>{words.removeConfirm}</span>
            <div className={classes.linkActions}>
              <button type="button" className={ui.primary} disabled={busy} onClick={() => void remove()}>
                {words.removeYes}
              </button>
              <button type="button" className={ui.secondary} disabled={busy} onClick={() => setConfirming(false)}>
                {words.removeNo}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className={ui.quiet} onClick={() => setConfirming(true)} data-testid="flame-delete">
            {words.remove}
          </button>
        )
      ) : null}
    </section>
  );
}
