import { useTranslation } from 'react-i18next';
import { useOpenAccountDialog } from '../../../features/identity/components/owner-dialogs-outlet';
import { OwnerSettings } from '../../../features/identity/components/owner-settings';
import { PageTitle } from '../../../shared/ui/page-title';

export { P2pPage } from './p2p-page';

/** The language, the account (email, password, deleting it) and signing out, as the owner's dialogs do them. */
export function SettingsPage() {
  const { t } = useTranslation();
  const openAccountDialog = useOpenAccountDialog();
  return (
    <>
      <PageTitle>{t('loveMobile.settings.title')}</PageTitle>
      <OwnerSettings area="love-mobile" openDialog={openAccountDialog} />
    </>
  );
}
