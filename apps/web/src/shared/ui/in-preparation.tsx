import { useTranslation } from 'react-i18next';
import classes from './in-preparation.module.css';

/**
 * The state of a screen whose content a later release builds. One component on purpose: each use
 * marks a screen still to be done, and none may remain once that screen's work is finished.
 */
export function InPreparation() {
  const { t } = useTranslation();
  return (
    <section className={classes.box} aria-labelledby="in-preparation-title" data-testid="in-preparation">
      <svg className={classes.icon} viewBox="0 0 48 48" aria-hidden="true">
        <rect x="6" y="10" width="36" height="28" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M6 18h36" stroke="currentColor" strokeWidth="2.5" />
        <path d="M15 27h10M15 32h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h2 id="in-preparation-title" className={classes.title}>
        {t('common.inPreparation.title')}
      </h2>
      <p className={classes.text}>{t('common.inPreparation.text')}</p>
    </section>
  );
}
