import { useTranslation } from 'react-i18next';
import { OwnerFirstSignupPage, OwnerLoginPage, OwnerMagicLinkPage, OwnerRegistrationPage } from '../../../features/identity/components/owner-guest-pages';

export function LoginPage() {
  const { t } = useTranslation();
  return <OwnerLoginPage area="owner" title={t('owner.login.title')} />;
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  return <OwnerMagicLinkPage area="owner" title={t('owner.magicLink.title')} />;
}

export function FirstSignupPage() {
  const { t } = useTranslation();
  return <OwnerFirstSignupPage area="owner" title={t('owner.firstSignup.title')} />;
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return <OwnerRegistrationPage area="owner" title={t('owner.registration.title')} />;
}
