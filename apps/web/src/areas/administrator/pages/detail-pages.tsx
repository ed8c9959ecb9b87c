import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRememberLastOpened } from '../../../shared/last-opened/last-opened-store';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function ProfilePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  useRememberLastOpened('administrator', 'profile', id);
  return (
    <>
      <PageTitle>{t('administrator.profile.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
