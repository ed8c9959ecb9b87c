import { Button, Paper, Stack, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFailure } from '../payment-failure';
import type { CardEntryProps } from './card-entry-props';
import { stripeFor } from './stripe-loader';

/** Stripe's card field: the number never touches our pages or our server, only the payment method id. */
export function StripeCardForm({ publishableKey, ...props }: CardEntryProps & { publishableKey: string }) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: i18n.language === 'ru' ? 'ru' : 'en' }}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ submitLabel, busy, onCard }: CardEntryProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onCard(async () => {
      const result = await stripe.createPaymentMethod({ type: 'card', card });
      if (result.error) throw new CardFailure(result.error.type === 'validation_error' ? 'card_invalid' : 'card_declined');
      return result.paymentMethod.id;
    });
  };
  return (
    <form onSubmit={submit} data-testid="card-entry" aria-label={t('billing.card.title')}>
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {t('billing.card.number')}
        </Text>
        <Paper withBorder radius="sm" p="sm">
          <CardElement options={{ hidePostalCode: true }} />
        </Paper>
        <Button type="submit" loading={busy} disabled={!stripe}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
