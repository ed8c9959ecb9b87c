import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusView, statusViewClasses as classes } from './status-view';

export function NotFoundView({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <StatusView
      testId="not-found"
      mark="404"
      title={t('status.notFound.title')}
      text={t('status.notFound.text')}
      actions={
        <Link className={classes.primary} to={homeHref}>
          {t('status.toHome')}
        </Link>
      }
    />
  );
}

/** `text` replaces the generic explanation when the cause is known, like an answer outside the contract. */
export function InternalErrorView({ homeHref = '/', text }: { homeHref?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <StatusView
      testId="internal-error"
      mark="500"
      title={t('status.internalError.title')}
      text={text ?? t('status.internalError.text')}
      actions={
        <>
          <button type="button" className={classes.primary} onClick={() => window.location.reload()}>
            {t('status.reload')}
          </button>
          {/* A full page load, not a client navigation: the app on screen may be what is broken. */}
          <a className={classes.secondary} href={homeHref}>
            {t('status.toHome')}
          </a>
        </>
      }
    />
  );
}

/** A script chunk or stylesheet did not arrive: only a reload can fetch it again. */
export function LoadFailureView({ kind }: { kind: 'chunk' | 'stylesheet' }) {
  const { t } = useTranslation();
  return (
    <StatusView
      testId="load-failure"
      mark="⟳"
      title={t('status.loadFailure.title')}
      text={kind === 'stylesheet' ? t('status.loadFailure.stylesheet') : t('status.loadFailure.chunk')}
      actions={
        <button type="button" className={classes.primary} onClick={() => window.location.reload()}>
          {t('status.reload')}
        </button>
      }
    />
  );
}
