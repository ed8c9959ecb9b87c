import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { paymentFailureOf } from '@teamcast/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/language-context';
import { ErrorMessage, Loading } from '../../ui/feedback';
import ui from '../../ui/ui.module.css';
import { resultTexts } from '../result-texts';
import classes from '../result.module.css';

// Stripe's script is fetched once per publishable key, and only by someone who pays through Stripe.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

/** A refusal by Stripe in the browser, as one of our payment codes. */
export class StripeFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * Stripe's card field in this page (the number never touches our pages or server), and the payment
 * confirmed by Stripe.js, which asks for the bank's confirmation in its own window when needed.
 */
export function StripeCardForm(props: { publishableKey: string; clientSecret: string; submitLabel: string; busy: boolean; onPay: (pay: () => Promise<void>) => void }) {
  const { language } = useLanguage();
  const words = resultTexts[language].unlock.card;
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let cancelled = false;
    stripeFor(props.publishableKey).then(
      (stripe) => {
        if (cancelled || !mount.current) return;
        if (!stripe) return setFailed(true);
        card = stripe.elements({ locale: language }).create('card', { hidePostalCode: true });
        card.mount(mount.current);
        setReady({ stripe, card });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [props.publishableKey, language]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || props.busy) return;
    props.onPay(async () => {
      const result = await ready.stripe.confirmCardPayment(props.clientSecret, { payment_method: { card: ready.card } });
      if (result.error) throw new StripeFailure(result.error.type === 'validation_error' ? 'card_invalid' : paymentFailureOf(result.error.decline_code ?? result.error.code));
    });
  };

  if (failed) return <ErrorMessage code="network" />;
  return (
    <form className={classes.cardForm} onSubmit={submit} data-testid="card-entry" aria-label={words.title}>
      {ready ? null : <Loading label={words.stripeLoading} />}
      <div className={classes.stripeField} ref={mount} />
      <button type="submit" className={ui.primary} disabled={!ready || props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}
