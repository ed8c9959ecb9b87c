import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="login-owner">
      <PageTitle>{t('owner.login.title')}</PageTitle>
      <InPreparation />
    </div>
  );
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.magicLink.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function FirstSignupPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.firstSignup.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.registration.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

/** A profile opened from a share link; its owner may have hidden part of it. */
export function SharedProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.sharedProfile.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
