import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './cookie-notice.module.css';

export const cookieConsentKey = 'teamcast.cookie-notice';

/** The cookie notice of the public site; once acknowledged it stays away on this device. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => window.localStorage.getItem(cookieConsentKey) === null);
  if (!visible) return null;
  return (
    <section className={classes.notice} aria-label={t('public.cookies.label')} data-testid="cookie-notice">
      <p>{t('public.cookies.text')}</p>
      <Button
        size="sm"
        onClick={() => {
          window.localStorage.setItem(cookieConsentKey, 'accepted');
          setVisible(false);
        }}
      >
        {t('public.cookies.accept')}
      </Button>
    </section>
  );
}
