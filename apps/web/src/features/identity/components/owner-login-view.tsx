import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import type { OwnerArea } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnerLinkRequests } from '../api/link-requests';
import { ownerAreaPages } from '../owner-areas';
import { LinkRequestForm } from './link-request-form';
import { SignInForm } from './sign-in-form';

/**
 * An owner area's login: email and password, with the ways around a forgotten password (a sign-in link
 * by mail, a password-reset link) and the way to register.
 */
export function OwnerLoginView({ area }: { area: OwnerArea }) {
  const { t } = useTranslation();
  const pages = ownerAreaPages[area];
  const requests = useOwnerLinkRequests(area);
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <>
      <SignInForm area={area} home={pages.home}>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={pages.magicLink} size="sm">
            {t('identity.login.magicLink')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)} data-testid="forgot-password-open">
            {t('identity.login.forgotPassword')}
          </Anchor>
        </Group>
      </SignInForm>
      <Stack gap={4} mt="lg" align="center">
        <Text size="sm" c="dimmed">
          {t('identity.login.noAccount')}
        </Text>
        <Anchor component={Link} to={pages.registration} fw={600}>
          {t('identity.login.register')}
        </Anchor>
      </Stack>
      <Modal opened={forgotOpen} onClose={() => setForgotOpen(false)} title={t('identity.forgot.title')} centered data-testid="forgot-password-dialog">
        <LinkRequestForm
          request={requests.forgotPassword}
          lead={t('identity.forgot.lead')}
          submitLabel={t('identity.forgot.submit')}
          addressCodes={['user_not_found']}
          testId="forgot-password-form"
        />
      </Modal>
    </>
  );
}
