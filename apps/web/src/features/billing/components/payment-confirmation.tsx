import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BillingState, PendingPayment, PriceList } from '@teamcast/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../shared/loading/load-chunk';
import { useBillingCalls } from '../api/billing-calls';
import { formatMoney } from '../money';
import { CardFailure } from '../payment-failure';
import { useBusy, type Outcome } from '../use-busy';

interface PaymentConfirmationProps {
  payment: PendingPayment;
  provider: PriceList['provider'];
  /** The billing state once the holder has answered, or why the payment did not go through. */
  onDone: (outcome: Outcome<BillingState>) => void;
}

/**
 * The card holder's confirmation of a payment (3-D Secure). With the built-in processor the bank's
 * question is asked here; with Stripe, Stripe asks it in its own window. Either way the subscription is
 * read again afterwards, since the payment's result reaches the server, not this page.
 */
export function PaymentConfirmation({ payment, provider, onDone }: PaymentConfirmationProps) {
  const { t, i18n } = useTranslation();
  const calls = useBillingCalls();
  const { busy, run } = useBusy();
  const titleId = useId();

  const answer = async (approve: boolean) => {
    const outcome = await run(approve ? 'approve' : 'decline', async () => {
      if (provider.kind === 'stripe' && provider.publishableKey) {
        if (approve) {
          const stripe = await loadChunk(() => import('../card-entry/stripe-loader'));
          await stripe.confirmStripePayment(provider.publishableKey, payment.clientSecret);
        }
      } else {
        const { status } = await calls.confirmSimulator(payment.clientSecret, approve ? 'approve' : 'decline');
        if (approve && status === 'failed') throw new CardFailure('card_declined');
      }
      const state = await calls.sync();
      if (!approve || state.subscribe?.status === 'incomplete' || state.payment) throw new CardFailure('payment_status_incomplete');
      return state;
    });
    if (outcome) onDone(outcome);
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" bg="var(--mantine-color-yellow-light)" data-testid="payment-confirmation" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('billing.confirm.title')}
        </Title>
        <Text size="sm">{t('billing.confirm.text', { amount: formatMoney(payment.amount, payment.currency, i18n.language) })}</Text>
        <Group gap="sm">
          <Button onClick={() => void answer(true)} loading={busy === 'approve'} disabled={busy !== null && busy !== 'approve'} data-autofocus>
            {t('billing.confirm.approve')}
          </Button>
          <Button variant="default" onClick={() => void answer(false)} loading={busy === 'decline'} disabled={busy !== null && busy !== 'decline'}>
            {t('billing.confirm.decline')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
