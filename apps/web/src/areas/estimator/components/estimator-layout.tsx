import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../../shared/paths';
import { estimatorSelfQuery } from '../../../features/identity/api/self-queries';
import { useSignOut } from '../../../features/identity/api/use-sign-out';
import { useEstimatorAccountDialogs } from '../../../features/identity/components/account-dialogs';
import { EstimatorSession } from '../../../features/identity/session/area-sessions';
import { useApiClient } from '../../../shared/api/api-context';
import { IconCompare, IconKey, IconLogout, IconProfiles } from '../../../shared/ui/icons';
import { AppFrame } from '../../../shared/ui/mantine/app-frame';
import { MenuAction, MenuLink } from '../../../shared/ui/mantine/menu-link';

export function EstimatorLayout() {
  return (
    <EstimatorSession>
      <EstimatorFrame />
    </EstimatorSession>
  );
}

function EstimatorFrame() {
  const { t } = useTranslation();
  const signOut = useSignOut('estimator');
  const { data: self } = useQuery(estimatorSelfQuery(useApiClient('estimator')));
  const dialogs = useEstimatorAccountDialogs({ hasPassword: self?.hasPassword ?? true });
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
      menuFooter={
        <>
          <MenuAction label={t('estimator.menu.changePassword')} icon={<IconKey />} onClick={dialogs.open} />
          <MenuAction label={t('common.logout')} icon={<IconLogout />} onClick={() => void signOut()} />
        </>
      }
    >
      <Outlet />
      {dialogs.element}
    </AppFrame>
  );
}
