import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function TeamCheckPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.teamCheck.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
