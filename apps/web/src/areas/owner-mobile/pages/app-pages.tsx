import { useTranslation } from 'react-i18next';
import { useOpenAccountDialog } from '../../../features/identity/components/owner-dialogs-outlet';
import { OwnerSettings } from '../../../features/identity/components/owner-settings';
import { PageTitle } from '../../../shared/ui/page-title';

export { P2pPage } from './p2p-page';
export { TeamPage } from './team-page';

export function SettingsPage() {
  const { t } = useTranslation();
  const openAccountDialog = useOpenAccountDialog();
  return (
    <>
      <PageTitle>{t('ownerMobile.settings.title')}</PageTitle>
      <OwnerSettings area="owner-mobile" openDialog={openAccountDialog} />
    </>
  );
}
