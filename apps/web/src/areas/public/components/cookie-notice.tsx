import { Button, Container } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaticSite } from '../site/site-context';
import { cookieConsentKey } from '../site/storage-keys';
import classes from './cookie-notice.module.css';

export { cookieConsentKey };

/**
 * The cookie notice of the public site; once acknowledged it stays away on this device. It takes its
 * own place under the header rather than floating over the page: on a phone a floating notice covered
 * the questionnaire's first button, and nothing the page asks of a visitor may sit under it.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  // A page rendered at build time cannot know; it ships the notice hidden and its script shows it.
  const staticSite = useStaticSite() !== null;
  const [visible, setVisible] = useState(() => staticSite || window.localStorage.getItem(cookieConsentKey) === null);
  if (!visible) return null;
  return (
    <section
      className={classes.notice}
      aria-label={t('public.cookies.label')}
      data-testid="cookie-notice"
      hidden={staticSite}
    >
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
