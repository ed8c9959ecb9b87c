import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function BillingLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('billing.loading')} data-testid="billing-loading">
      <Loader size="sm" />
    </Center>
  );
}
