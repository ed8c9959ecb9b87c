import { siteNames } from '@teamcast/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language-context';
import { Link, useNavigation } from '../router/navigation';
import { flamePaths } from '../router/routes';
import { useServices } from '../services';
import { CookieNotice } from './cookie-notice';
import { LanguageSwitch } from './language-switch';
import classes from './layout.module.css';

function Logo() {
  const { site } = useServices();
  return (
    <Link href={flamePaths.onboarding} className={classes.logo}>
      <svg className={classes.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <circle cx="12.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.4" />
        <circle cx="19.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.4" />
      </svg>
      <span>{siteNames[site]}</span>
    </Link>
  );
}

/** The test's frame: a phone-width column with the name, the language, the cookie notice and the page. */
export function Layout({ children }: { children: ReactNode }) {
  const { texts } = useLanguage();
  const { route } = useNavigation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // A new page takes the focus to its content, so a screen reader starts there rather than at a removed button.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [route]);
  return (
    <div className={classes.root} data-testid="layout-main">
      <a className={classes.skip} href="#main-content">
        {texts.skipToContent}
      </a>
      <header className={classes.header}>
        <Logo />
        <LanguageSwitch />
      </header>
      <CookieNotice />
      <main className={classes.main} id="main-content" tabIndex={-1} ref={main}>
        {children}
      </main>
      <footer className={classes.footer}>{texts.footer}</footer>
    </div>
  );
}
