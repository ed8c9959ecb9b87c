import { useTranslation } from 'react-i18next';
import { ProfilesView, TouchAreaContext } from '../../../features/profiles';
import { PageTitle } from '../../../shared/ui/page-title';

export function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <TouchAreaContext value>
      <PageTitle>{t('loveMobile.profiles.title')}</PageTitle>
      <ProfilesView area="love-mobile" />
    </TouchAreaContext>
  );
}
