import { Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { LanguageSwitch } from '../../../shared/i18n/language-switch';
import { Logo } from '../../../shared/ui/logo';
import { usePublicHref, useStaticSite } from '../site/site-context';
import { CookieNotice } from './cookie-notice';
import { PublicFooter } from './public-footer';
import classes from './public-layout.module.css';

/** The public site's frame: header with the main links, the cookie notice under it until acknowledged, the page, the footer. */
/** Pages of the love site within the public one: a shared result and the couple questionnaire. */
const isLovePage = (pathname: string) => pathname.startsWith('/result/') || pathname === paths.public.coupleQuestionnaire;

export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const staticSite = useStaticSite();
  const publicHref = usePublicHref();
  const links = [
    { to: publicHref(paths.public.faq), label: t('nav.faq') },
    { to: publicHref(paths.public.enterprise), label: t('nav.enterprise') },
    { to: paths.main.root, label: t('nav.forCouples') },
  ];
  return (
    <div className={classes.root} data-testid="layout-public">
      <a className="tc-skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Logo to={publicHref(paths.public.landing)} />
          <nav aria-label={t('nav.mainMenu')} className={classes.nav}>
            <ul className={classes.navList}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={classes.navLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Group gap="sm" wrap="nowrap" className={classes.actions}>
            <LanguageSwitch />
            <Button component={Link} to={paths.owner.login} variant="default" visibleFrom="sm">
              {t('nav.login')}
            </Button>
            {staticSite ? (
              // A page rendered at build time opens its menu without any script.
              <details className={classes.staticMenu}>
                <summary aria-label={t('layout.openMenu')}>
                  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                    <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </summary>
                <nav aria-label={t('nav.mainMenu')} className={classes.staticMenuPanel}>
                  {links.map((link) => (
                    <a key={link.to} href={link.to}>
                      {link.label}
                    </a>
                  ))}
                  <a href={paths.owner.login}>{t('nav.login')}</a>
                </nav>
              </details>
            ) : (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('layout.closeMenu') : t('layout.openMenu')}
                aria-expanded={opened}
              />
            )}
          </Group>
        </Container>
      </header>
      <CookieNotice />
      {staticSite ? null : (
      <Drawer opened={opened} onClose={close} position="right" size="xs" title={t('nav.mainMenu')} hiddenFrom="sm">
        <nav aria-label={t('nav.mainMenu')}>
          <Stack gap="xs">
            {links.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant="subtle" justify="flex-start" onClick={close}>
                {link.label}
              </Button>
            ))}
            <Button component={Link} to={paths.owner.login} onClick={close}>
              {t('nav.login')}
            </Button>
          </Stack>
        </nav>
      </Drawer>
      )}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <PublicFooter love={isLovePage(pathname)} />
    </div>
  );
}
