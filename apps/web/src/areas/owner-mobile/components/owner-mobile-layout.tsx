import { useTranslation } from 'react-i18next';
import { href, paths } from '../../../shared/paths';
import { OwnerDialogsOutlet } from '../../../features/identity/components/owner-dialogs-outlet';
import { OwnerSession } from '../../../features/identity/session/area-sessions';
import { IconPair, IconProfiles, IconSettings, IconTeam } from '../../../shared/ui/icons';
import { MobileFrame } from '../../../shared/ui/mobile-frame';
import { TouchAreaContext } from '../../../shared/ui/touch-area';

export function OwnerMobileLayout() {
  const { t } = useTranslation();
  return (
    <OwnerSession area="owner-mobile">
      <MobileFrame
        area="owner-mobile"
        brand="Teamcast"
        homeHref={href(paths.ownerMobile.p2p)}
        tabsLabel={t('ownerMobile.tabs.label')}
        tabs={[
          { to: href(paths.ownerMobile.p2p), label: t('ownerMobile.tabs.p2p'), icon: <IconPair />, nested: true },
          { to: href(paths.ownerMobile.team), label: t('ownerMobile.tabs.team'), icon: <IconTeam />, nested: true },
          { to: paths.ownerMobile.profiles, label: t('ownerMobile.tabs.profiles'), icon: <IconProfiles />, nested: true },
          { to: paths.ownerMobile.settings, label: t('ownerMobile.tabs.settings'), icon: <IconSettings /> },
        ]}
      >
        {/* Every page of the area is a phone's: its controls are thumb-sized whatever the window's width. */}
        <TouchAreaContext value>
          <OwnerDialogsOutlet area="owner-mobile" />
        </TouchAreaContext>
      </MobileFrame>
    </OwnerSession>
  );
}
