import { useTranslation } from 'react-i18next';
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
