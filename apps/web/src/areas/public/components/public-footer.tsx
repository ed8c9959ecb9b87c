import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentHref } from '../../../shared/documents/document-links';
import { useLocale } from '../../../shared/i18n/use-locale';
import { paths } from '../../../shared/paths';
import { Logo } from '../../../shared/ui/logo';
import { usePublicHref, useStaticSite } from '../site/site-context';
import { ApiStatus } from './api-status';
import classes from './public-footer.module.css';

interface FooterLink {
  to: string;
  label: string;
  /** The partner test and the PDFs are not the app's pages: they open with a full page load, not by the router. */
  fullLoad?: boolean;
}

interface FooterColumn {
  id: string;
  title: string;
  links: readonly FooterLink[];
}

function FooterFrame({ about, columns, testId }: { about: ReactNode; columns: readonly FooterColumn[]; testId?: string }) {
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  return (
    <footer className={classes.footer} data-testid={testId}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.about}>
          <Logo to={publicHref(paths.public.landing)} tone="light" />
          {about}
        </div>
        {columns.map((column) => (
          <nav key={column.id} aria-labelledby={column.id} className={classes.column}>
            <h2 id={column.id}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.fullLoad ? <a href={link.to}>{link.label}</a> : <Link to={publicHref(link.to)}>{link.label}</Link>}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container size="lg" className={classes.bottom}>
        <span>{t('public.footer.copyright', { year: new Date().getFullYear() })}</span>
      </Container>
    </footer>
  );
}

/**
 * The public site's footer. The love site's pages (a shared result, the couple questionnaire) end with the
 * love site's own links instead: a visitor there came about a couple, not a company.
 */
export function PublicFooter({ love = false }: { love?: boolean }) {
  const { t } = useTranslation();
  const staticSite = useStaticSite() !== null;
  const locale = useLocale();
  const privacyPolicy: FooterLink = { to: documentHref('privacyPolicy', locale), label: t('public.footer.privacyPolicy'), fullLoad: true };
  const partnerTest: FooterLink = { to: paths.main.root, label: t('nav.forCouples'), fullLoad: true };
  if (love) {
    return (
      <FooterFrame
        testId="footer-love"
        about={<p>{t('love.footer.about')}</p>}
        columns={[
          {
            id: 'footer-love',
            title: t('love.footer.title'),
            links: [
              partnerTest,
              { to: paths.loveMobile.registration, label: t('love.footer.signUp') },
              { to: paths.loveMobile.login, label: t('nav.login') },
              { to: paths.public.faq, label: t('nav.faq') },
              privacyPolicy,
            ],
          },
        ]}
      />
    );
  }
  return (
    <FooterFrame
      about={
        <>
          <p>{t('public.footer.about')}</p>
          {/* A page rendered at build time has no one to ask whether the service answers. */}
          {staticSite ? null : <ApiStatus />}
        </>
      }
      columns={[
        {
          id: 'footer-product',
          title: t('public.footer.product'),
          links: [
            { to: paths.owner.registration, label: t('public.footer.forCompanies') },
            partnerTest,
            { to: paths.public.enterprise, label: t('nav.enterprise') },
          ],
        },
        {
          id: 'footer-help',
          title: t('public.footer.help'),
          links: [
            { to: paths.public.faq, label: t('nav.faq') },
            { to: paths.owner.login, label: t('nav.login') },
            { to: paths.estimator.login, label: t('public.footer.forEstimators') },
          ],
        },
        {
          id: 'footer-documents',
          title: t('public.footer.documents'),
          links: [
            { to: documentHref('userGuide', locale), label: t('public.footer.userGuide'), fullLoad: true },
            { to: documentHref('pitchDeck', locale), label: t('public.footer.pitchDeck'), fullLoad: true },
            privacyPolicy,
          ],
        },
      ]}
    />
  );
}
