import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../i18n/language-switch';
import { CookieNotice } from '../cookie-notice';
import { Logo } from '../logo';
import classes from './auth-frame.module.css';

interface AuthFrameProps {
  area: string;
  areaLabel: string;
  homeHref?: string;
  /** The help page linked under the card. */
  helpHref: string;
  /** Narrow card for sign-in forms, wide for pages such as a shared profile. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame of an area's pages for guests: sign in, magic link, password reset, registration. */
export function AuthFrame({ area, areaLabel, homeHref = '/', helpHref, width = 'narrow', children }: AuthFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.root} data-testid={`layout-${area}`}>
      <header className={classes.header}>
        <Logo to={homeHref} />
        <LanguageSwitch />
      </header>
      <CookieNotice />
      <main className={classes.main} id="main-content">
        <Paper className={classes.card} data-width={width} shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder>
          <p className={classes.area}>{areaLabel}</p>
          {children}
        </Paper>
      </main>
      <footer className={classes.footer}>
        <span>© Teamcast</span>
        <Link to={helpHref}>{t('nav.faq')}</Link>
      </footer>
    </div>
  );
}
