import { useLanguage } from '../i18n/language-context';
import { Link } from '../router/navigation';
import { flamePaths } from '../router/routes';
import type { HistoryItem } from '../storage/history';
import ui from '../ui/ui.module.css';
import classes from './onboarding.module.css';

/** The tests taken on this device, each opening its result. */
export function HistoryList({ items, onForget }: { items: readonly HistoryItem[]; onForget: (key: string) => void }) {
  const { texts, language } = useLanguage();
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section className={ui.card} aria-labelledby="flame-history" data-testid="flame-history">
      <h2 className={ui.subtitle} id="flame-history">
        {texts.onboarding.history}
      </h2>
      <ul className={classes.history}>
        {items.map((item) => (
          <li key={item.compatibilityId} className={classes.historyItem}>
            <Link href={flamePaths.result(item.compatibilityId)} className={classes.historyLink}>
              <span className={classes.historyTitle}>{item.title}</span>
              <span className={classes.historyMeta}>
                <span className={classes.status} data-status={item.status}>
                  {texts.onboarding.statuses[item.status]}
                </span>
                <time dateTime={item.createdAt}>{day.format(new Date(item.createdAt))}</time>
              </span>
            </Link>
            <button type="button" className={classes.forget} aria-label={texts.onboarding.forget(item.title)} onClick={() => onForget(item.compatibilityId)}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
