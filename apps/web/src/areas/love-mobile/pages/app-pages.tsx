import { useTranslation } from 'react-i18next';
import { useOpenAccountDialog } from '../../../features/identity/components/owner-dialogs-outlet';
import { OwnerSettings } from '../../../features/identity/components/owner-settings';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function P2pPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('loveMobile.p2p.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

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
