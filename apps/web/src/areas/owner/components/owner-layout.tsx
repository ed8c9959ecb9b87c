import { useTranslation } from 'react-i18next';
import { href, paths } from '../../../shared/paths';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { useSignOut } from '../../../features/identity/api/use-sign-out';
import { useOwnerAccountDialogs } from '../../../features/identity/components/account-dialogs';
import { OwnerSession } from '../../../features/identity/session/area-sessions';
import {
  IconCompare,
  IconHelp,
  IconHome,
  IconInfo,
  IconKey,
  IconLogout,
  IconMail,
  IconMonitor,
  IconPair,
  IconProfiles,
  IconSimulator,
  IconStar,
  IconTeam,
  IconTrash,
} from '../../../shared/ui/icons';
import { AppFrame } from '../../../shared/ui/mantine/app-frame';
import { MenuAction, MenuLink } from '../../../shared/ui/mantine/menu-link';
import { isPastDue, PastDueBanner, SubscriptionSummary } from '../../../features/billing';
import { ConnectionStatus, WatchRealtime } from './connection-status';
import { openInfoDialog } from './info-dialog';
import { PlansProvider, usePlans } from './plans-dialog';
import { IconCard, IconInvoice, IconPlan } from './tool-access';
import { ToolGate } from './tool-gate';
import { ToolMenuEntry } from './tool-menu-entry';
import { TrainingProvider, useTraining } from './training-dialog';
import { UnverifiedNotice } from './unverified-notice';

/**
 * The owner's frame. The side menu is the one the spec lists, in its order: home, profiles,
 * compatibility check, team check, manager simulator, director monitor, team comparison,
 * FAQ, info, change password (and email), delete account, logout, language, and the unverified notice.
 * Billing adds the plan in force (opening the subscription dialog), the payment cards and the invoices at the
 * end of the menu, so the tools and the FAQ keep their place, and a banner across the area while a renewal
 * is unpaid.
 * The dashboard's training can be opened again from the menu, next to the info. A tool the plan does
 * not open stays in the menu, locked, and its pages show the lock; the FAQ and help open inside the area.
 */
export function OwnerLayout() {
  return (
    <WatchRealtime>
      <OwnerSession area="owner">
        <TrainingProvider>
          <PlansProvider>
            <OwnerFrame />
          </PlansProvider>
        </TrainingProvider>
      </OwnerSession>
    </WatchRealtime>
  );
}

function OwnerFrame() {
  const { t } = useTranslation();
  const signOut = useSignOut('owner');
  const { data: self } = useOwnerSelf('owner');
  const dialogs = useOwnerAccountDialogs('owner');
  const training = useTraining();
  const plans = usePlans();
  const subscription = self?.subscribe;
  // Until the account has loaded nothing is known to be blocked, so nothing is shown as blocked.
  const verified = !self?.accessRules.needVerify;
  return (
    <AppFrame
      area="owner"
      areaLabel={t('owner.areaName')}
      homeHref={paths.owner.dashboard}
      menuLabel={t('owner.menu.label')}
      menu={(close) => (
        <>
          <UnverifiedNotice verified={verified} />
          <MenuLink to={paths.owner.dashboard} label={t('owner.menu.home')} icon={<IconHome />} onNavigate={close} />
          <MenuLink to={paths.owner.profiles} label={t('owner.menu.profiles')} icon={<IconProfiles />} nested onNavigate={close} />
          <ToolMenuEntry tool="p2p" to={href(paths.owner.p2p)} label={t('owner.menu.p2p')} icon={<IconPair />} nested onNavigate={close} />
          <ToolMenuEntry tool="teamCheck" to={href(paths.owner.teamCheck)} label={t('owner.menu.teamCheck')} icon={<IconTeam />} nested onNavigate={close} />
          <ToolMenuEntry tool="simulator" to={paths.owner.teams} label={t('owner.menu.simulator')} icon={<IconSimulator />} onNavigate={close} />
          <ToolMenuEntry tool="monitor" to={paths.owner.monitor} label={t('owner.menu.monitor')} icon={<IconMonitor />} onNavigate={close} />
          <ToolMenuEntry
            tool="compareTeams"
            to={href(paths.owner.compareTeams)}
            label={t('owner.menu.compareTeams')}
            icon={<IconCompare />}
            nested
            onNavigate={close}
          />
          <MenuLink to={paths.owner.faq} label={t('owner.menu.faq')} icon={<IconHelp />} onNavigate={close} />
          <MenuAction label={t('owner.menu.info')} icon={<IconInfo />} onClick={() => openInfoDialog(t)} />
          <MenuAction
            label={t('dashboard.training.menu')}
            icon={<IconStar />}
            onClick={() => {
              close();
              training.open();
            }}
          />
          <SubscriptionSummary
            subscription={subscription}
            icon={<IconPlan />}
            onOpen={() => {
              close();
              plans.open();
            }}
          />
          <MenuAction
            label={t('billing.cards.title')}
            icon={<IconCard />}
            onClick={() => {
              close();
              plans.openCards();
            }}
          />
          <MenuAction
            label={t('billing.invoices.title')}
            icon={<IconInvoice />}
            onClick={() => {
              close();
              plans.openInvoices();
            }}
          />
        </>
      )}
      menuFooter={
        <>
          <MenuAction label={t('owner.menu.changePassword')} icon={<IconKey />} onClick={() => dialogs.open('changePassword')} />
          <MenuAction label={t('owner.menu.changeEmail')} icon={<IconMail />} onClick={() => dialogs.open('changeEmail')} />
          <MenuAction label={t('owner.menu.deleteAccount')} icon={<IconTrash />} onClick={() => dialogs.open('deleteAccount')} />
          <MenuAction label={t('common.logout')} icon={<IconLogout />} onClick={() => void signOut()} />
        </>
      }
    >
      <ConnectionStatus />
      {isPastDue(subscription) ? <PastDueBanner subscription={subscription} onInvoices={plans.openInvoices} /> : null}
      <ToolGate />
      {dialogs.element}
    </AppFrame>
  );
}
