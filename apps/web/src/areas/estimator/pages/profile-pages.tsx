import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

/**
 * The profiles assigned to the estimator. The link to the one opened last comes with the list: it
 * names a profile only as the list confirms it.
 */
export function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('estimator.profiles.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('estimator.profile.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function CompareProfilesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('estimator.compare.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
