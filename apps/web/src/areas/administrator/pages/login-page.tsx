import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { SignInForm } from '../../../features/identity/components/sign-in-form';
import { PageTitle } from '../../../shared/ui/page-title';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="login-administrator">
      <PageTitle subtitle={t('identity.login.lead')}>{t('administrator.login.title')}</PageTitle>
      <SignInForm area="administrator" home={paths.administrator.profiles} />
    </div>
  );
}
