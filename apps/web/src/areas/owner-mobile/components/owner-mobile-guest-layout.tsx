import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../../shared/paths';
import { AuthFrame } from '../../../shared/ui/mantine/auth-frame';

export function OwnerMobileGuestLayout() {
  const { t } = useTranslation();
  return (
    <AuthFrame area="owner-mobile" areaLabel={t('ownerMobile.areaName')} helpHref={paths.public.faq}>
      <Outlet />
    </AuthFrame>
  );
}
