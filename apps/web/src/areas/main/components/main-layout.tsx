import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../../shared/paths';
import { LanguageSwitch } from '../../../shared/i18n/language-switch';
import { Logo } from '../../../shared/ui/logo';
import { ErrorToast } from './error-toast';
import classes from './main-layout.module.css';

/**
 * The consumer test's own frame: a phone-width column with no component library, so the test's
 * first page loads as little as possible.
 */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.root} data-testid="layout-main">
      <a className="tc-skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <header className={classes.header}>
        <Logo to={paths.main.onboarding} />
        <LanguageSwitch />
      </header>
      <main className={classes.main} id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={classes.footer}>{t('main.footer')}</footer>
      <ErrorToast />
    </div>
  );
}
