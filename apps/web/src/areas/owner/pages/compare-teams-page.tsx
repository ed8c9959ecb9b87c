import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function CompareTeamsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.compareTeams.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
