import { useLanguage } from '../i18n/language-context';
import ui from './ui.module.css';

/** A request under way: a spinner with words for screen readers and sighted people alike. */
export function Loading({ label }: { label?: string }) {
  const { texts } = useLanguage();
  return (
    <div className={ui.loading} role="status">
      <span className={ui.spinner} aria-hidden="true" />
      <span>{label ?? texts.loading}</span>
    </div>
  );
}

/** A failure in the reader's language, with a way to try again; what was entered stays where it was. */
export function ErrorMessage({ code, onRetry, retryLabel }: { code: string; onRetry?: () => void; retryLabel?: string }) {
  const { texts, error } = useLanguage();
  return (
    <div className={ui.alert} role="alert" data-testid="flame-error" data-code={code}>
      <span>{error(code)}</span>
      {onRetry ? (
        <button type="button" className={ui.secondary} onClick={onRetry}>
          {retryLabel ?? texts.retry}
        </button>
      ) : null}
    </div>
  );
}
