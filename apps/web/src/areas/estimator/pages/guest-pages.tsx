import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useEstimatorLinkRequests } from '../../../features/identity/api/link-requests';
import { LinkRequestForm } from '../../../features/identity/components/link-request-form';
import { MagicLinkView } from '../../../features/identity/components/magic-link-view';
import { PasswordLoginLink } from '../../../features/identity/components/auth-links';
import { SignInForm } from '../../../features/identity/components/sign-in-form';
import { PageTitle } from '../../../shared/ui/page-title';
import phone from '../components/estimator-phone.module.css';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="login-estimator" className={phone.touchGroup}>
      <PageTitle subtitle={t('identity.login.lead')}>{t('estimator.login.title')}</PageTitle>
      <SignInForm area="estimator" home={paths.estimator.profiles}>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.estimator.magicLink} size="sm">
            {t('identity.login.magicLink')}
          </Anchor>
          <Anchor component={Link} to={paths.estimator.passwordReset} size="sm">
            {t('identity.login.forgotPassword')}
          </Anchor>
        </Group>
      </SignInForm>
    </div>
  );
}

/** Where the emailed sign-in link lands; without a token it asks for one. */
export function MagicLinkPage() {
  const { t } = useTranslation();
  const requests = useEstimatorLinkRequests();
  return (
    <div data-testid="magic-link-estimator">
      <PageTitle>{t('estimator.magicLink.title')}</PageTitle>
      <MagicLinkView area="estimator" account="estimator" home={paths.estimator.profiles} request={requests.loginLink}>
        <PasswordLoginLink to={paths.estimator.login} />
      </MagicLinkView>
    </div>
  );
}

/** Asks for a link that signs the estimator in and opens the new-password form. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const requests = useEstimatorLinkRequests();
  return (
    <div data-testid="password-reset-estimator">
      <PageTitle>{t('estimator.passwordReset.title')}</PageTitle>
      <Stack gap="md">
        <LinkRequestForm
          request={requests.resetLink}
          addressCodes={['user_not_found']}
          lead={t('identity.forgot.lead')} submitLabel={t('identity.forgot.submit')} testId="password-reset-form" />
        <PasswordLoginLink to={paths.estimator.login} />
      </Stack>
    </div>
  );
}
