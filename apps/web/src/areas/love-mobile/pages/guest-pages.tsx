import { useTranslation } from 'react-i18next';
import { OwnerFirstSignupPage, OwnerLoginPage, OwnerMagicLinkPage, OwnerRegistrationPage } from '../../../features/identity/components/owner-guest-pages';

export function LoginPage() {
  const { t } = useTranslation();
  return <OwnerLoginPage area="love-mobile" title={t('loveMobile.login.title')} />;
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  return <OwnerMagicLinkPage area="love-mobile" title={t('loveMobile.magicLink.title')} />;
}

export function FirstSignupPage() {
  const { t } = useTranslation();
  return <OwnerFirstSignupPage area="love-mobile" title={t('loveMobile.firstSignup.title')} />;
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return <OwnerRegistrationPage area="love-mobile" title={t('loveMobile.registration.title')} />;
}
