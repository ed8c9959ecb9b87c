import { useId, useRef, useState } from 'react';
import { useLanguage } from '../i18n/language-context';
import ui from '../ui/ui.module.css';
import { resultTexts } from './result-texts';
import classes from './result.module.css';
import { copyLink, shareLink, type ShareOutcome } from './share-link';

/** A link to send: shown in full (so it can always be copied by hand), with a share and a copy button. */
export function LinkBox({ url, label, title, text, testId }: { url: string; label: string; title: string; text?: string; testId: string }) {
  const { language } = useLanguage();
  const words = resultTexts[language].link;
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const after = (result: ShareOutcome) => {
    setOutcome(result);
    if (result === 'manual') field.current?.select();
  };
  return (
    <div className={classes.linkBox} data-testid={testId}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} ref={field} className={ui.input} value={url} readOnly onFocus={(event) => event.target.select()} data-testid={`${testId}-url`} />
      <div className={classes.linkActions}>
        <button type="button" className={ui.primary} onClick={() => void shareLink({ url, title, text }).then(after)}>
          {words.share}
        </button>
        <button type="button" className={ui.secondary} onClick={() => void copyLink(url).then(after)}>
          {words.copy}
        </button>
      </div>
      <p className={ui.muted} role="status">
        {outcome === 'copied' ? words.copied : outcome === 'manual' ? words.selectHint : ''}
      </p>
    </div>
  );
}
