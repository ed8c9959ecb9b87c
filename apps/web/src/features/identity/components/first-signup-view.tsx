import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { OwnerArea } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAreaToken } from '../../../shared/auth/credentials-store';
import { useOwnerSelf } from '../api/use-owner-self';
import { ownerAreaPages } from '../owner-areas';
import { VerificationPanel } from './verification-panel';

/**
 * Where a new owner lands after signing up: a welcome, where the verification link went with a way to
 * send it again, and the way into the area. A guest who opens it is offered the login.
 */
export function FirstSignupView({ area }: { area: OwnerArea }) {
  const { t } = useTranslation();
  const token = useAreaToken(area);
  const self = useOwnerSelf(area);
  const pages = ownerAreaPages[area];

  if (!token) {
    return (
      <Stack gap="md" data-testid="first-signup-guest">
        <Text>{t('identity.firstSignup.guest')}</Text>
        <Button component={Link} to={pages.login}>
          {t('identity.login.submit')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="first-signup">
      <Title order={2} size="h4">
        {t('identity.firstSignup.welcome')}
      </Title>
      {self.isPending ? (
        <Loader size="sm" />
      ) : self.data?.status === 'verified' ? (
        <Alert color="teal" variant="light">
          {t('identity.firstSignup.verified')}
        </Alert>
      ) : (
        <VerificationPanel area={area} email={self.data?.email} />
      )}
      <Button component={Link} to={pages.home} size="md" data-testid="first-signup-continue">
        {t('identity.firstSignup.continue')}
      </Button>
    </Stack>
  );
}
