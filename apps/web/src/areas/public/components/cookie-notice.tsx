import { Button, Container } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './cookie-notice.module.css';

export const cookieConsentKey = 'teamcast.cookie-notice';

/**
 * The cookie notice of the public site; once acknowledged it stays away on this device. It takes its
 * own place under the header rather than floating over the page: on a phone a floating notice covered
 * the questionnaire's first button, and nothing the page asks of a visitor may sit under it.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => window.localStorage.getItem(cookieConsentKey) === null);
  if (!visible) return null;
  return (
    <section className={classes.notice} aria-label={t('public.cookies.label')} data-testid="cookie-notice">
      <Container size="lg" className={classes.inner}>
        <p>{t('public.cookies.text')}</p>
        <Button
          size="sm"
          variant="default"
          className={classes.accept}
          onClick={() => {
            window.localStorage.setItem(cookieConsentKey, 'accepted');
            setVisible(false);
          }}
        >
          {t('public.cookies.accept')}
        </Button>
      </Container>
    </section>
  );
}
