import { useTranslation } from 'react-i18next';
import { href, paths } from '../../../shared/paths';
import { LastOpenedLink } from '../../../shared/last-opened/last-opened-link';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

/** Companies (owners) with their subscriptions. */
export function OwnersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('administrator.owners.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('administrator.profiles.title')}</PageTitle>
      <LastOpenedLink area="administrator" kind="profile" hrefOf={(id) => href(paths.administrator.profile, { id })} />
      <InPreparation />
    </>
  );
}

/** Prediction models: fetched, trained, uploaded, published. */
export function NeuronetPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('administrator.neuronet.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
