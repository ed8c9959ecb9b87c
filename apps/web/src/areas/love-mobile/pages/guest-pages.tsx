import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="login-love-mobile">
      <PageTitle>{t('loveMobile.login.title')}</PageTitle>
      <InPreparation />
    </div>
  );
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('loveMobile.magicLink.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function FirstSignupPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('loveMobile.firstSignup.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('loveMobile.registration.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
