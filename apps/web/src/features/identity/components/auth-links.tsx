import { Anchor, Group, Text } from '@mantine/core';
import type { OwnerArea } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownerAreaPages } from '../owner-areas';

/** Under a registration form: the way back to the login for those who have an account. */
export function HaveAccountLink({ area }: { area: OwnerArea }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} justify="center" mt="lg">
      <Text size="sm" c="dimmed">
        {t('identity.registration.haveAccount')}
      </Text>
      <Anchor component={Link} to={ownerAreaPages[area].login} size="sm" fw={600}>
        {t('identity.login.submit')}
      </Anchor>
    </Group>
  );
}

/** Under a link request: the way back to the password login. */
export function PasswordLoginLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm" ta="center">
      {t('identity.magicLink.withPassword')}
    </Anchor>
  );
}
