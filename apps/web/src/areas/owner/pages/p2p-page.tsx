import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function P2pPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.p2p.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
