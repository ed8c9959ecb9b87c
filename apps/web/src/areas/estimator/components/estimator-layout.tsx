import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../../app/paths';
import { useLogout } from '../../../shared/auth/logout-context';
import { IconCompare, IconLogout, IconProfiles } from '../../../shared/ui/icons';
import { AppFrame } from '../../../shared/ui/mantine/app-frame';
import { MenuAction, MenuLink } from '../../../shared/ui/mantine/menu-link';

export function EstimatorLayout() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <AppFrame
      area="estimator"
      areaLabel={t('estimator.areaName')}
      homeHref={paths.estimator.profiles}
      menuLabel={t('estimator.menu.label')}
      menu={(close) => (
        <>
          <MenuLink to={paths.estimator.profiles} label={t('estimator.menu.profiles')} icon={<IconProfiles />} nested onNavigate={close} />
          <MenuLink to={paths.estimator.compareProfiles} label={t('estimator.menu.compare')} icon={<IconCompare />} onNavigate={close} />
        </>
      )}
      menuFooter={<MenuAction label={t('common.logout')} icon={<IconLogout />} onClick={() => logout('estimator')} />}
    >
      <Outlet />
    </AppFrame>
  );
}
