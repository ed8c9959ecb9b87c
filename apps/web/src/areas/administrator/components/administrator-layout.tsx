import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSignOut } from '../../../features/identity/api/use-sign-out';
import { AdministratorSession } from '../../../features/identity/session/area-sessions';
import { IconBuilding, IconKey, IconList, IconLogout, IconMail, IconNetwork, IconProfiles, IconStar } from '../../../shared/ui/icons';
import { AppFrame } from '../../../shared/ui/mantine/app-frame';
import { MenuAction, MenuLink } from '../../../shared/ui/mantine/menu-link';

/** The administrator's frame; its side menu follows the spec: companies, profiles, estimators, questionnaires, neuronet. */
export function AdministratorLayout() {
  return (
    <AdministratorSession>
      <AdministratorFrame />
    </AdministratorSession>
  );
}

function AdministratorFrame() {
  const { t } = useTranslation();
  const signOut = useSignOut('administrator');
  return (
    <AppFrame
      area="administrator"
      areaLabel={t('administrator.areaName')}
      homeHref={paths.administrator.profiles}
      menuLabel={t('administrator.menu.label')}
      menu={(close) => (
        <>
          <MenuLink to={paths.administrator.owners} label={t('administrator.menu.owners')} icon={<IconBuilding />} onNavigate={close} />
          <MenuLink to={paths.administrator.profiles} label={t('administrator.menu.profiles')} icon={<IconProfiles />} nested onNavigate={close} />
          <MenuLink to={paths.administrator.estimators} label={t('administrator.menu.estimators')} icon={<IconStar />} onNavigate={close} />
          <MenuLink
            to={paths.administrator.questionnaires}
            label={t('administrator.menu.questionnaires')}
            icon={<IconList />}
            nested
            onNavigate={close}
          />
          <MenuLink to={paths.administrator.neuronet} label={t('administrator.menu.neuronet')} icon={<IconNetwork />} onNavigate={close} />
          <MenuLink to={paths.administrator.mail} label={t('administrator.menu.mail')} icon={<IconMail />} onNavigate={close} />
          <MenuLink to={paths.administrator.audit} label={t('administration.audit.menu')} icon={<IconKey />} onNavigate={close} />
        </>
      )}
      menuFooter={<MenuAction label={t('common.logout')} icon={<IconLogout />} onClick={() => void signOut()} />}
    >
      <Outlet />
    </AppFrame>
  );
}
