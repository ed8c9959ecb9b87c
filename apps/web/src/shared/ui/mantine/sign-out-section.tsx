import { Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconLogout } from '../icons';

/** The mobile areas' way out: they have no side menu, so settings carry the sign-out. */
export function SignOutSection({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed" mb="sm">
        {t('common.signOutHint')}
      </Text>
      <Button variant="light" color="red" fullWidth leftSection={<IconLogout size={18} />} onClick={onSignOut}>
        {t('common.logout')}
      </Button>
    </Paper>
  );
}
