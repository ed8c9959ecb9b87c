import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SharedProfileView } from '../../../features/profiles';

/** A profile opened from a share link; its owner may have hidden part of it. */
export function SharedProfilePage() {
  const { t } = useTranslation();
  const { sharelink = '' } = useParams();
  return <SharedProfileView key={sharelink} area="owner" sharelink={sharelink} fallbackTitle={t('owner.sharedProfile.title')} />;
}
