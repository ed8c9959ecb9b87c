import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="login-administrator">
      <PageTitle>{t('administrator.login.title')}</PageTitle>
      <InPreparation />
    </div>
  );
}
