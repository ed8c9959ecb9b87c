import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="login-estimator">
      <PageTitle>{t('estimator.login.title')}</PageTitle>
      <InPreparation />
    </div>
  );
}

/** Where the emailed sign-in link lands. */
export function MagicLinkPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('estimator.magicLink.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function PasswordResetPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('estimator.passwordReset.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
