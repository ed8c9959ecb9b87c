import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { OwnerLoginPage, OwnerMagicLinkPage, OwnerRegistrationPage } from '../../../features/identity/components/owner-guest-pages';
import { VerificationPanel } from '../../../features/identity/components/verification-panel';
import { ownerAreaPages } from '../../../features/identity/owner-areas';
import { useAreaToken } from '../../../shared/auth/credentials-store';
import { PageTitle } from '../../../shared/ui/page-title';

const pages = ownerAreaPages['love-mobile'];

export function LoginPage() {
  const { t } = useTranslation();
  return <OwnerLoginPage area="love-mobile" title={t('loveMobile.login.title')} />;
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  return <OwnerMagicLinkPage area="love-mobile" title={t('loveMobile.magicLink.title')} />;
}

/**
 * Where someone lands after signing up on the love site: a welcome in its words, where the verification
 * link went with a way to send it again, and the way in.
 */
export function FirstSignupPage() {
  const { t } = useTranslation();
  const token = useAreaToken('love-mobile');
  const self = useOwnerSelf('love-mobile');
  return (
    <div data-testid="first-signup-love-mobile">
      <PageTitle>{t('loveMobile.firstSignup.title')}</PageTitle>
      {!token ? (
        <Stack gap="md" data-testid="first-signup-guest">
          <Text>{t('identity.firstSignup.guest')}</Text>
          <Button component={Link} to={pages.login}>
            {t('identity.login.submit')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg" data-testid="first-signup">
          <Title order={2} size="h4">
            {t('love.firstSignup.welcome')}
          </Title>
          <Text>{t('love.firstSignup.lead')}</Text>
          {self.isPending ? (
            <Loader size="sm" />
          ) : self.data?.status === 'verified' ? (
            <Alert color="teal" variant="light">
              {t('love.firstSignup.verified')}
            </Alert>
          ) : (
            <VerificationPanel area="love-mobile" email={self.data?.email} />
          )}
          <Button component={Link} to={pages.home} size="md" color="pink" data-testid="first-signup-continue">
            {t('love.firstSignup.continue')}
          </Button>
        </Stack>
      )}
    </div>
  );
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return <OwnerRegistrationPage area="love-mobile" title={t('loveMobile.registration.title')} />;
}
