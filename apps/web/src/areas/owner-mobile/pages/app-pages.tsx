import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { SignOutSection } from '../../../shared/ui/mantine/sign-out-section';
import { PageTitle } from '../../../shared/ui/page-title';

export function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ownerMobile.profiles.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ownerMobile.profile.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function P2pPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ownerMobile.p2p.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function TeamPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ownerMobile.team.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ownerMobile.settings.title')}</PageTitle>
      <InPreparation />
      <SignOutSection area="owner-mobile" />
    </>
  );
}
