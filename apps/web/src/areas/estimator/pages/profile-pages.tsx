import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { href, paths } from '../../../shared/paths';
import { LastOpenedLink } from '../../../shared/last-opened/last-opened-link';
import { useRememberLastOpened } from '../../../shared/last-opened/last-opened-store';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

/** The profiles assigned to the estimator; the list remembers the last one opened. */
export function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('estimator.profiles.title')}</PageTitle>
      <LastOpenedLink area="estimator" kind="profile" hrefOf={(id) => href(paths.estimator.profile, { id })} />
      <InPreparation />
    </>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  useRememberLastOpened('estimator', 'profile', id);
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
