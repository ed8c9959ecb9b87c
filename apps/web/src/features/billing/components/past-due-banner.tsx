import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BillingState, PendingPayment, Subscription } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingCalls } from '../api/billing-calls';
import { usePriceList } from '../api/billing-queries';
import { formatDay, formatMoney } from '../money';
import { billingFailureCode } from '../payment-failure';
import { planName } from '../plan-names';
import { useBusy, type Outcome } from '../use-busy';
import { BillingError } from './billing-messages';
import { PaymentConfirmation } from './payment-confirmation';

interface PastDueBannerProps {
  subscription: Subscription;
  /** Where the invoices are, for a subscription whose latest invoice is not known. */
  onInvoices: () => void;
}

/**
 * Across the owner's area while a renewal is unpaid: what happened, until when the tools stay open,
 * and paying the latest invoice with the default card, with the outcome said here.
 */
export function PastDueBanner({ subscription: s, onInvoices }: PastDueBannerProps) {
  const { t, i18n } = useTranslation();
  const calls = useBillingCalls();
  const prices = usePriceList();
  const { busy, run } = useBusy();
  const [failure, setFailure] = useState<string | null>(null);
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  // Paid: gone at once, before the account reads paid, so a second click has nothing to press.
  const [paid, setPaid] = useState(false);
  const plan = planName(t, s.subscribe);

  const settle = (outcome: Outcome<BillingState>) => {
    setPayment(null);
    if (!outcome.ok) return setFailure(billingFailureCode(outcome.error));
    if (outcome.value.payment?.status === 'requires_action') return setPayment(outcome.value.payment);
    setPaid(true);
    // The banner is gone, so the outcome is said where it outlives it.
    notifications.show({ id: 'past-due-paid', color: 'teal', message: t('billing.pastDue.paid', { plan }) });
  };
  const payNow = async () => {
    const invoice = s.latest_invoice;
    if (!invoice) return onInvoices();
    setFailure(null);
    const outcome = await run('pay', () => calls.payInvoice(invoice));
    if (outcome) settle(outcome);
  };

  if (paid) return null;
  const text =
    s.status === 'past_due' && s.nextAttemptAt
      ? t('billing.pastDue.retry', { plan, date: formatDay(s.nextAttemptAt, i18n.language) })
      : t('billing.pastDue.unpaid', { plan });
  return (
    <Alert color="red" variant="light" title={t('billing.pastDue.title')} data-testid="past-due-banner" mb="md">
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        <BillingError code={failure} />
        {payment && prices.data ? <PaymentConfirmation payment={payment} provider={prices.data.provider} onDone={settle} /> : null}
        <Group gap="sm">
          <Button color="red" onClick={() => void payNow()} loading={busy === 'pay'} disabled={payment !== null}>
            {t('billing.pastDue.pay', { amount: formatMoney(s.amount, s.currency, i18n.language) })}
          </Button>
          <Button variant="subtle" color="red" onClick={onInvoices}>
            {t('billing.invoices.title')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
