import { useState } from 'react';
import { useLanguage } from '../i18n/language-context';
import { useServices } from '../services';
import classes from './layout.module.css';

/** The same key as the rest of the site's notice: acknowledged once, it stays away everywhere. */
export const cookieNoticeKey = 'teamcast.cookie-notice';

/**
 * The cookie notice (spec section 9). It sits in the page's flow under the header instead of floating
 * over it, so on a phone it can never cover the test's buttons; it only pushes them down a little.
 */
export function CookieNotice() {
  const { texts } = useLanguage();
  const { store } = useServices();
  const [visible, setVisible] = useState(() => store.get(cookieNoticeKey) === null);
  if (!visible) return null;
  return (
    <section className={classes.cookies} aria-label={texts.cookies.label} data-testid="cookie-notice">
      <p>{texts.cookies.text}</p>
      <button
        type="button"
        className={classes.cookiesAccept}
        onClick={() => {
          store.set(cookieNoticeKey, 'accepted');
          setVisible(false);
        }}
      >
        {texts.cookies.accept}
      </button>
    </section>
  );
}
