import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { paths } from '../../../shared/paths';
import { AuthFrame } from '../../../shared/ui/mantine/auth-frame';

export function OwnerGuestLayout() {
  const { t } = useTranslation();
  // A shared profile is a page to read, not a form: it gets the wide card.
  const sharedProfile = useMatch(paths.owner.sharedProfile) !== null;
  return (
    <AuthFrame area="owner" areaLabel={t('owner.areaName')} helpHref={paths.public.faq} width={sharedProfile ? 'wide' : 'narrow'}>
      <Outlet />
    </AuthFrame>
  );
}
