import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { Logo } from '../../../shared/ui/logo';
import { ApiStatus } from './api-status';
import classes from './public-footer.module.css';

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.about}>
          <Logo to={paths.public.landing} tone="light" />
          <p>{t('public.footer.about')}</p>
          <ApiStatus />
        </div>
        <nav aria-labelledby="footer-product" className={classes.column}>
          <h2 id="footer-product">{t('public.footer.product')}</h2>
          <ul>
            <li>
              <Link to={paths.owner.registration}>{t('public.footer.forCompanies')}</Link>
            </li>
            <li>
              <Link to={paths.main.root}>{t('nav.forCouples')}</Link>
            </li>
            <li>
              <Link to={paths.public.enterprise}>{t('nav.enterprise')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help" className={classes.column}>
          <h2 id="footer-help">{t('public.footer.help')}</h2>
          <ul>
            <li>
              <Link to={paths.public.faq}>{t('nav.faq')}</Link>
            </li>
            <li>
              <Link to={paths.owner.login}>{t('nav.login')}</Link>
            </li>
            <li>
              <Link to={paths.estimator.login}>{t('public.footer.forEstimators')}</Link>
            </li>
          </ul>
        </nav>
      </Container>
      <Container size="lg" className={classes.bottom}>
        <span>{t('public.footer.copyright', { year: new Date().getFullYear() })}</span>
      </Container>
    </footer>
  );
}
