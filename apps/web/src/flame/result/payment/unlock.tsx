import type { FlameTest, PendingPayment } from '@teamcast/contract';
import { currencyForLocale, fullReportPrice, type Currency } from '@teamcast/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { failureCode, FlameApiError } from '../../api/flame-client';
import { useLanguage } from '../../i18n/language-context';
import { useServices } from '../../services';
import { ErrorMessage, Loading } from '../../ui/feedback';
import ui from '../../ui/ui.module.css';
import { resultTexts } from '../result-texts';
import classes from '../result.module.css';
import { SimulatorCardForm, type SimulatorCard } from './card-form';
import { builtInProvider, providerOf, type PaymentProvider } from './payment-provider';

// Stripe's card entry and script load only when the server pays through Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

type Stage =
  | { kind: 'offer' }
  | { kind: 'starting' }
  | { kind: 'card'; payment: PendingPayment; provider: PaymentProvider; busy: boolean }
  /** The bank asks the holder to confirm (3-D Secure), here with the built-in processor. */
  | { kind: 'confirm'; payment: PendingPayment; busy: 'approve' | 'decline' | null }
  | { kind: 'finishing' };

export function formatMoney(amount: number, currency: Currency, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(amount);
}

/** Any refusal on the way reads as the card's refusal, except an unconfirmed payment (spec section 8). */
function paymentFailure(error: unknown): string {
  const code = error instanceof FlameApiError ? error.code : error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'unknown';
  if (error instanceof FlameApiError && (error.statusCode === 0 || error.statusCode >= 500 || error.statusCode === 429)) return code;
  if (['card_declined', 'insufficient_funds', 'payment_status_incomplete', 'card_invalid', 'payment_not_found'].includes(code)) return code;
  return 'card_declined';
}

/**
 * The paid unlock: the price, then a card, then the full report for life. The payment is the result's
 * own (by its key), so asking again after a refusal confirms the same payment with another card and it
 * can never be paid twice. Until it goes through, nothing of the result changes.
 */
export function Unlock({ test, onPaid }: { test: FlameTest; onPaid: () => Promise<unknown> }) {
  const { language } = useLanguage();
  const { client } = useServices();
  const words = resultTexts[language].unlock;
  const titleId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'offer' });
  const [failure, setFailure] = useState<string | null>(null);
  const price = (payment?: PendingPayment) => {
    const currency = payment?.currency ?? currencyForLocale(language);
    return formatMoney(payment?.amount ?? fullReportPrice[currency], currency, language);
  };

  const finish = async () => {
    setStage({ kind: 'finishing' });
    // Asking for the status settles a payment whose outcome has not reached the server yet.
    await client('checkAnonymousPaymentPair', { body: { key: test.key } }).catch(() => null);
    await onPaid();
  };

  const start = async () => {
    setFailure(null);
    setStage({ kind: 'starting' });
    try {
      const intent = await client('createAnonymousPaymentIntent', { body: { key: test.key, ln: language } });
      if (intent.status === 'PAID') return await finish();
      if (!intent.payment) throw new FlameApiError('payment_failed', 402);
      setStage({ kind: 'card', payment: intent.payment, provider: providerOf(intent), busy: false });
    } catch (error) {
      setFailure(failureCode(error));
      setStage({ kind: 'offer' });
    }
  };

  const payWithSimulator = async (payment: PendingPayment, card: SimulatorCard) => {
    setFailure(null);
    setStage({ kind: 'card', payment, provider: builtInProvider, busy: true });
    try {
      const { status } = await client('confirmSimulatorPayment', { body: { clientSecret: payment.clientSecret, card } });
      if (status === 'succeeded') return await finish();
      setStage({ kind: 'confirm', payment, busy: null });
    } catch (error) {
      setFailure(paymentFailure(error));
      setStage({ kind: 'card', payment, provider: builtInProvider, busy: false });
    }
  };

  const confirm = async (payment: PendingPayment, answer: 'approve' | 'decline') => {
    setFailure(null);
    setStage({ kind: 'confirm', payment, busy: answer });
    try {
      const { status } = await client('confirmSimulatorPayment', { body: { clientSecret: payment.clientSecret, authentication: answer } });
      if (answer === 'approve' && status === 'succeeded') return await finish();
      throw new FlameApiError('payment_status_incomplete', 402);
    } catch (error) {
      setFailure(paymentFailure(error));
      setStage({ kind: 'card', payment, provider: builtInProvider, busy: false });
    }
  };

  const payWithStripe = (payment: PendingPayment, provider: PaymentProvider) => async (pay: () => Promise<void>) => {
    setFailure(null);
    setStage({ kind: 'card', payment, provider, busy: true });
    try {
      await pay();
      await finish();
    } catch (error) {
      setFailure(paymentFailure(error));
      setStage({ kind: 'card', payment, provider, busy: false });
    }
  };

  return (
    <section className={`${ui.card} ${classes.unlock}`} aria-labelledby={titleId} data-testid="flame-unlock">
      <h2 className={ui.subtitle} id={titleId}>
        {words.title}
      </h2>
      <p>{words.lead}</p>
      {failure ? <ErrorMessage code={failure} /> : null}
      {stage.kind === 'offer' ? (
        <button type="button" className={ui.primary} onClick={() => void start()} data-testid="flame-unlock-start">
          {words.open(price())}
        </button>
      ) : null}
      {stage.kind === 'starting' ? <Loading label={words.starting} /> : null}
      {stage.kind === 'finishing' ? <Loading label={words.paying} /> : null}
      {stage.kind === 'card' && stage.provider.kind === 'stripe' && stage.provider.publishableKey ? (
        <Suspense fallback={<Loading label={words.card.stripeLoading} />}>
          <StripeCardForm
            publishableKey={stage.provider.publishableKey}
            clientSecret={stage.payment.clientSecret}
            submitLabel={words.card.pay(price(stage.payment))}
            busy={stage.busy}
            onPay={payWithStripe(stage.payment, stage.provider)}
          />
        </Suspense>
      ) : null}
      {stage.kind === 'card' && (stage.provider.kind === 'simulator' || !stage.provider.publishableKey) ? (
        <>
          {stage.busy ? <Loading label={words.paying} /> : null}
          <SimulatorCardForm submitLabel={words.card.pay(price(stage.payment))} busy={stage.busy} onCard={(card) => void payWithSimulator(stage.payment, card)} />
        </>
      ) : null}
      {stage.kind === 'confirm' ? (
        <div className={classes.confirm} role="group" aria-label={words.confirm.title} data-testid="payment-confirmation">
          <p className={ui.label}>{words.confirm.title}</p>
          <p>{words.confirm.text(price(stage.payment))}</p>
          <div className={classes.linkActions}>
            <button type="button" className={ui.primary} disabled={stage.busy !== null} onClick={() => void confirm(stage.payment, 'approve')}>
              {words.confirm.approve}
            </button>
            <button type="button" className={ui.secondary} disabled={stage.busy !== null} onClick={() => void confirm(stage.payment, 'decline')}>
              {words.confirm.decline}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
