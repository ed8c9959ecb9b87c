import { Center, Loader } from '@mantine/core';
import type { PriceList } from '@teamcast/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../shared/loading/load-chunk';
import type { CardEntryProps } from './card-entry-props';
import { SimulatorCardForm } from './simulator-card-form';

// Stripe's libraries load only for an owner who pays through Stripe, never with the built-in processor.
const StripeCardForm = lazy(() => loadChunk(() => import('./stripe-card-form')).then((module) => ({ default: module.StripeCardForm })));

/** The card entry of the processor the server uses. */
export function CardEntry({ provider, ...props }: CardEntryProps & { provider: PriceList['provider'] }) {
  const { t } = useTranslation();
  if (provider.kind === 'simulator' || !provider.publishableKey) return <SimulatorCardForm {...props} />;
  return (
    <Suspense
      fallback={
        <Center py="md" role="status" aria-label={t('billing.loading')}>
          <Loader size="sm" />
        </Center>
      }
    >
      <StripeCardForm publishableKey={provider.publishableKey} {...props} />
    </Suspense>
  );
}
