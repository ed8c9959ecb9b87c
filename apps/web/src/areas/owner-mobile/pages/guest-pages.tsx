import { useTranslation } from 'react-i18next';
import { OwnerFirstSignupPage, OwnerLoginPage, OwnerMagicLinkPage, OwnerRegistrationPage } from '../../../features/identity/components/owner-guest-pages';

export function LoginPage() {
  const { t } = useTranslation();
  return <OwnerLoginPage area="owner-mobile" title={t('ownerMobile.login.title')} />;
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  return <OwnerMagicLinkPage area="owner-mobile" title={t('ownerMobile.magicLink.title')} />;
}

export function FirstSignupPage() {
  const { t } = useTranslation();
  return <OwnerFirstSignupPage area="owner-mobile" title={t('ownerMobile.firstSignup.title')} />;
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return <OwnerRegistrationPage area="owner-mobile" title={t('ownerMobile.registration.title')} />;
}
