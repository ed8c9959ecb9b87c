import { Alert, Button, Stack, Text } from '@mantine/core';
import type { OwnerArea } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTouchArea } from '../../../shared/ui/touch-area';
import { VerificationDialog } from './verification-panel';

/**
 * What an unverified owner sees instead of the dashboard's tools (spec section 6): the blocking notice
 * and the way to the verification dialog.
 */
export function VerificationRequired({ area, email }: { area: OwnerArea; email: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const touch = useTouchArea();
  return (
    <Alert color="orange" variant="light" radius="md" data-testid="dashboard-blocked" title={t('owner.unverified')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('identity.verification.explain', { email })}</Text>
        <Button color="orange" size={touch ? 'lg' : undefined} onClick={() => setOpened(true)} data-testid="verification-open">
          {t('identity.verification.open')}
        </Button>
      </Stack>
      <VerificationDialog area={area} email={email} opened={opened} onClose={() => setOpened(false)} />
    </Alert>
  );
}
