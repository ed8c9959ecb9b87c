import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="login-owner-mobile">
      <PageTitle>{t('ownerMobile.login.title')}</PageTitle>
      <InPreparation />
    </div>
  );
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ownerMobile.magicLink.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function FirstSignupPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ownerMobile.firstSignup.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ownerMobile.registration.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function SharedProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ownerMobile.sharedProfile.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
