import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProfileDetailView, TouchAreaContext } from '../../../features/profiles';

export function ProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <TouchAreaContext value>
      <ProfileDetailView key={id} area="love-mobile" id={id} fallbackTitle={t('loveMobile.profile.title')} />
    </TouchAreaContext>
  );
}
