import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProfileDetailView } from '../../../features/profiles';

export function ProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <ProfileDetailView key={id} area="owner" id={id} fallbackTitle={t('owner.profile.title')} />;
}
