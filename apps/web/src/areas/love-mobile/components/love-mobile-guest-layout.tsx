import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../../shared/paths';
import { AuthFrame } from '../../../shared/ui/mantine/auth-frame';

export function LoveMobileGuestLayout() {
  const { t } = useTranslation();
  return (
    <AuthFrame area="love-mobile" areaLabel={t('loveMobile.areaName')} helpHref={paths.public.faq}>
      <Outlet />
    </AuthFrame>
  );
}
