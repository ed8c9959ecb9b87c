import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

const modalId = 'account-deleted';

function AccountDeletedTitle() {
  const { t } = useTranslation();
  return <>{t('identity.accountDeleted.title')}</>;
}

function AccountDeletedBody() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="account-deleted">
      <Text>{t('identity.accountDeleted.text')}</Text>
      <Button onClick={() => modals.close(modalId)}>{t('common.close')}</Button>
    </Stack>
  );
}

/**
 * The account-deleted dialog (spec section 2). It is opened through the shell's modal manager, which
 * outlives the signed-in layout, so it stays on screen while the area goes to its login.
 */
export function openAccountDeletedDialog(): void {
  modals.open({ modalId, title: <AccountDeletedTitle />, children: <AccountDeletedBody />, centered: true });
}
