import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SharedProfileView, TouchAreaContext } from '../../../features/profiles';

/** A profile opened from a share link in the mobile owner area. */
export function SharedProfilePage() {
  const { t } = useTranslation();
  const { sharelink = '' } = useParams();
  return (
    <TouchAreaContext value>
      <SharedProfileView key={sharelink} area="owner-mobile" sharelink={sharelink} fallbackTitle={t('ownerMobile.sharedProfile.title')} />
    </TouchAreaContext>
  );
}
