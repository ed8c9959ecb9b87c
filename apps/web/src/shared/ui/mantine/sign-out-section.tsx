import { Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthArea } from '../../auth/auth-area';
import { useLogout } from '../../auth/logout-context';
import { IconLogout } from '../icons';

/** The mobile areas' way out: they have no side menu, so settings carry the sign-out. */
export function SignOutSection({ area }: { area: AuthArea }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Paper withBorder radius="md" p="md" mt="lg">
      <Text size="sm" c="dimmed" mb="sm">
        {t('common.signOutHint')}
      </Text>
      <Button variant="light" color="red" fullWidth leftSection={<IconLogout size={18} />} onClick={() => logout(area)}>
        {t('common.logout')}
      </Button>
    </Paper>
  );
}
