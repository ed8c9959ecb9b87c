import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BillingState, PendingPayment, PriceItem, PriceList } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingCalls } from '../api/billing-calls';
import { usePaymentMethods } from '../api/billing-queries';
import { CardEntry } from '../card-entry/card-entry';
import type { MakePaymentMethod } from '../card-entry/card-entry-props';
import { formatMoney } from '../money';
import { billingFailureCode } from '../payment-failure';
import { brandName, planName } from '../plan-names';
import { useBusy, type Outcome } from '../use-busy';
import { BillingError } from './billing-messages';
import { PaymentConfirmation } from './payment-confirmation';
import { PriceTag } from './price-tag';

interface CheckoutProps {
  item: PriceItem;
  provider: PriceList['provider'];
  onBack: () => void;
  onPaid: (state: BillingState) => void;
}

/**
 * Paying for the plan chosen (spec section 3, selectedSubscription): with the default card, or with a
 * card entered now and saved first. A card that needs its holder's confirmation asks for it here; a
 * refusal is said here and the choice and the card stay, so the owner can try another card.
 */
export function Checkout({ item, provider, onBack, onPaid }: CheckoutProps) {
  const { t, i18n } = useTranslation();
  const calls = useBillingCalls();
  const cards = usePaymentMethods();
  const { busy, run } = useBusy();
  const [failure, setFailure] = useState<string | null>(null);
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  const [otherCard, setOtherCard] = useState(false);
  const defaultCard = cards.data?.find((card) => card.isDefault) ?? cards.data?.[0];
  const amount = formatMoney(item.discountedPrice, item.currency, i18n.language);

  const settle = (outcome: Outcome<BillingState>) => {
    setPayment(null);
    if (!outcome.ok) return setFailure(billingFailureCode(outcome.error));
    const state = outcome.value;
    if (state.payment?.status === 'requires_action') return setPayment(state.payment);
    if (state.payment) return setFailure('payment_failed');
    onPaid(state);
  };

  const pay = async (make?: MakePaymentMethod) => {
    setFailure(null);
    const outcome = await run('pay', async () => {
      if (make) {
        const id = await make();
        const saved = await calls.attachCard(id);
        // The card entered now is the one to charge, even when an earlier card is the default.
        if (saved.some((card) => card.id === id && !card.isDefault)) await calls.makeDefault(id);
        setOtherCard(false);
      }
      return calls.subscribe(item.subscription);
    });
    if (outcome) settle(outcome);
  };

  return (
    <Stack gap="md" data-testid="checkout">
      <Anchor component="button" type="button" size="sm" onClick={onBack} disabled={busy !== null} style={{ alignSelf: 'flex-start' }}>
        ← {t('billing.checkout.back')}
      </Anchor>
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          <Title order={3} size="h4">
            {planName(t, item.subscription)}
          </Title>
          <PriceTag item={item} />
        </Stack>
      </Paper>
      <BillingError code={failure} />
      {payment ? (
        <PaymentConfirmation payment={payment} provider={provider} onDone={settle} />
      ) : cards.isPending ? null : defaultCard && !otherCard ? (
        <Stack gap="sm">
          <Text size="sm" data-testid="checkout-card">
            {t('billing.checkout.withCard', { brand: brandName(defaultCard.brand), last4: defaultCard.last4 })}
          </Text>
          <Group gap="sm">
            <Button onClick={() => void pay()} loading={busy === 'pay'}>
              {t('billing.checkout.pay', { amount })}
            </Button>
            <Button variant="default" onClick={() => setOtherCard(true)} disabled={busy !== null}>
              {t('billing.checkout.otherCard')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('billing.card.title')}
          </Title>
          <CardEntry provider={provider} submitLabel={t('billing.checkout.pay', { amount })} busy={busy === 'pay'} onCard={(make) => void pay(make)} />
        </Stack>
      )}
      {item.renews ? (
        <Text size="xs" c="dimmed">
          {t('billing.checkout.renewal')}
        </Text>
      ) : null}
    </Stack>
  );
}
