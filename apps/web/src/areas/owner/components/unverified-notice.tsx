import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The owner menu's notice for an account whose email is not confirmed yet: its dashboard tools are
 * blocked until it is. Renders nothing for a verified account.
 */
export function UnverifiedNotice({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  if (verified) return null;
  return (
    <Alert color="orange" variant="light" radius="md" p="sm" mb="xs" data-testid="unverified-notice">
      {t('owner.unverified')}
    </Alert>
  );
}
