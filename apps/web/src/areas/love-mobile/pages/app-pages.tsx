import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { SignOutSection } from '../../../shared/ui/mantine/sign-out-section';
import { PageTitle } from '../../../shared/ui/page-title';

export function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('loveMobile.profiles.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('loveMobile.profile.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function P2pPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('loveMobile.p2p.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('loveMobile.settings.title')}</PageTitle>
      <InPreparation />
      <SignOutSection area="love-mobile" />
    </>
  );
}
