import { useTranslation } from 'react-i18next';
import { href, paths } from '../../../shared/paths';
import { OwnerDialogsOutlet } from '../../../features/identity/components/owner-dialogs-outlet';
import { OwnerSession } from '../../../features/identity/session/area-sessions';
import { siteNames } from '../../../shared/site/site';
import { IconHeart, IconProfiles, IconSettings } from '../../../shared/ui/icons';
import { MobileFrame } from '../../../shared/ui/mobile-frame';

export function LoveMobileLayout() {
  const { t } = useTranslation();
  return (
    <OwnerSession area="love-mobile">
      <MobileFrame
        area="love-mobile"
        brand={siteNames.love}
        homeHref={href(paths.loveMobile.p2p)}
        tabsLabel={t('loveMobile.tabs.label')}
        tabs={[
          { to: href(paths.loveMobile.p2p), label: t('loveMobile.tabs.p2p'), icon: <IconHeart />, nested: true },
          { to: paths.loveMobile.profiles, label: t('loveMobile.tabs.profiles'), icon: <IconProfiles />, nested: true },
          { to: paths.loveMobile.settings, label: t('loveMobile.tabs.settings'), icon: <IconSettings /> },
        ]}
      >
        <OwnerDialogsOutlet area="love-mobile" />
      </MobileFrame>
    </OwnerSession>
  );
}
