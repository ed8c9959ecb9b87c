import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './cookie-notice.module.css';

/** Acknowledged once on a device, the notice stays away in every area: the public site and the consumer test read it too. */
export const cookieNoticeKey = 'teamcast.cookie-notice';

function acknowledged(): boolean {
  try {
    return window.localStorage.getItem(cookieNoticeKey) !== null;
  } catch {
    // Storage refused (a private window): the notice shows, and goes away for the visit once accepted.
    return false;
  }
}

/**
 * The cookie notice (spec sections 2 and 9) of the app's frames. It takes its own place in the page's flow,
 * under the header, rather than floating over the page: on a phone a floating notice would cover a page's
 * main button, and nothing the page asks of a visitor may sit under it.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !acknowledged());
  if (!visible) return null;
  return (
    <section className={classes.notice} aria-label={t('cookies.label')} data-testid="cookie-notice">
      <p className={classes.text}>{t('cookies.text')}</p>
      <button
        type="button"
        className={classes.accept}
        onClick={() => {
          try {
            window.localStorage.setItem(cookieNoticeKey, 'accepted');
          } catch {
            // Not remembered, as above.
          }
          setVisible(false);
        }}
      >
        {t('cookies.accept')}
      </button>
    </section>
  );
}
