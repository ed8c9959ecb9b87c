import { useTranslation } from 'react-i18next';
import { ProfilesView } from '../../../features/profiles';
import { PageTitle } from '../../../shared/ui/page-title';

export function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.profiles.title')}</PageTitle>
      <ProfilesView area="owner" />
    </>
  );
}
