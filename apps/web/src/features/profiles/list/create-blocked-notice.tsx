import { Alert, Button, Group, Text } from '@mantine/core';
import type { OwnerArea } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerificationDialog } from '../../identity/components/verification-panel';

export const createBlockedNoticeId = 'profiles-create-blocked';

/** Why an unverified owner cannot create profiles yet (spec section 6), and the way to verify. */
export function CreateBlockedNotice({ area, email }: { area: OwnerArea; email: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Alert color="orange" variant="light" radius="md" id={createBlockedNoticeId} data-testid="profiles-create-blocked">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('owner.unverified')}</Text>
        <Button size="xs" color="orange" variant="light" onClick={() => setOpened(true)}>
          {t('identity.verification.open')}
        </Button>
      </Group>
      <VerificationDialog area={area} email={email} opened={opened} onClose={() => setOpened(false)} />
    </Alert>
  );
}
