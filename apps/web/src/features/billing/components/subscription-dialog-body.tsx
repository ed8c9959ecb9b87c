import { Anchor, Button, Divider, Stack } from '@mantine/core';
import type { BillingState, PriceItem } from '@teamcast/contract';
import type { FeatureTier } from '@teamcast/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingCalls } from '../api/billing-calls';
import { useBillingState, usePriceList } from '../api/billing-queries';
import { formatDay } from '../money';
import { billingFailureCode } from '../payment-failure';
import { planName } from '../plan-names';
import { useBusy } from '../use-busy';
import { BillingLoader } from './billing-loader';
import { BillingError, BillingNotice } from './billing-messages';
import { Checkout } from './checkout';
import { CurrentSubscription } from './current-subscription';
import { PaymentConfirmation } from './payment-confirmation';
import { PlanCatalogue } from './plan-catalogue';

export interface SubscriptionDialogBodyProps {
  /** The tier the owner was sent for, by a locked tool. */
  tier?: FeatureTier;
  /** What sits at the bottom: the way to ask for a plan of one's own. */
  footer?: ReactNode;
  onComparison: () => void;
  onCards: () => void;
  onInvoices: () => void;
}

/**
 * The subscription dialog (spec section 3's billing state): the plan now and what can be done with it,
 * the plans on sale, monthly or weekly (monthTariffPlan), and paying for the one chosen
 * (selectedSubscription, shown while selectedSubscriptionVisible).
 */
export function SubscriptionDialogBody({ tier, footer, onComparison, onCards, onInvoices }: SubscriptionDialogBodyProps) {
  const { t, i18n } = useTranslation();
  const state = useBillingState();
  const prices = usePriceList();
  const calls = useBillingCalls();
  const { busy, run } = useBusy();
  const [monthTariffPlan, setMonthTariffPlan] = useState(true);
  const [selectedSubscription, setSelectedSubscription] = useState<PriceItem | null>(null);
  const [selectedSubscriptionVisible, setSelectedSubscriptionVisible] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<BillingState['payment']>(null);
  // Trials started here count as had at once, before the plans are read again, so none is asked for twice.
  const [trialsHad, setTrialsHad] = useState<readonly string[]>([]);

  const subscription = state.data?.subscribe ?? null;

  const announce = (next: BillingState) => {
    const s = next.subscribe;
    if (!s || s.subscribe === 'NONE') return setNotice(null);
    const plan = planName(t, s.subscribe);
    if (s.status !== 'active') return setNotice(null);
    if (s.cancelAtPeriodEnd && s.subscribeEndDate) return setNotice(t('billing.notice.cancelled', { plan, date: formatDay(s.subscribeEndDate, i18n.language) }));
    setNotice(s.subscribeEndDate ? t('billing.notice.active', { plan, date: formatDay(s.subscribeEndDate, i18n.language) }) : t('billing.notice.activeForever', { plan }));
  };

  const act = async (name: string, work: () => Promise<BillingState>) => {
    setFailure(null);
    setNotice(null);
    const outcome = await run(name, work);
    if (!outcome) return;
    if (!outcome.ok) return setFailure(billingFailureCode(outcome.error));
    if (outcome.value.payment?.status === 'requires_action') return setConfirming(outcome.value.payment);
    announce(outcome.value);
  };

  const choose = (item: PriceItem) => {
    setFailure(null);
    setNotice(null);
    setSelectedSubscription(item);
    setSelectedSubscriptionVisible(true);
  };

  if (state.isPending || prices.isPending || !prices.data) {
    return (
      <Stack gap="md" data-testid="subscription-dialog">
        {prices.isError ? (
          <Stack gap="sm" align="flex-start">
            <BillingError code={billingFailureCode(prices.error)} />
            <Button variant="default" onClick={() => void prices.refetch()}>
              {t('billing.retry')}
            </Button>
          </Stack>
        ) : (
          <BillingLoader />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="subscription-dialog">
      <CurrentSubscription
        subscription={subscription}
        busy={busy}
        onCancel={() => void act('cancel', calls.cancel)}
        onResume={() => void act('resume', calls.resume)}
        onCards={onCards}
        onInvoices={onInvoices}
      />
      <BillingNotice text={notice} />
      {selectedSubscription && selectedSubscriptionVisible ? (
        <Checkout
          item={selectedSubscription}
          provider={prices.data.provider}
          onBack={() => setSelectedSubscriptionVisible(false)}
          onPaid={(next) => {
            setSelectedSubscriptionVisible(false);
            setSelectedSubscription(null);
            announce(next);
          }}
        />
      ) : (
        <>
          <BillingError code={failure} />
          {confirming ? (
            <PaymentConfirmation
              payment={confirming}
              provider={prices.data.provider}
              onDone={(outcome) => {
                setConfirming(null);
                if (outcome.ok) announce(outcome.value);
                else setFailure(billingFailureCode(outcome.error));
              }}
            />
          ) : null}
          <PlanCatalogue
            prices={{ ...prices.data, items: prices.data.items.map((item) => (trialsHad.includes(item.subscription) ? { ...item, available: false } : item)) }}
            current={subscription}
            highlight={tier}
            monthTariffPlan={monthTariffPlan}
            onMonthTariffPlan={setMonthTariffPlan}
            onChoose={choose}
            onDemo={(item) =>
              void act(`demo-${item.subscription}`, async () => {
                const next = await calls.startDemo(item.subscription);
                setTrialsHad((had) => [...had, item.subscription]);
                return next;
              })
            }
            busy={busy}
          />
          <Anchor component="button" type="button" size="sm" onClick={onComparison} style={{ alignSelf: 'flex-start' }} data-testid="open-comparison">
            {t('billing.compare.link')}
          </Anchor>
        </>
      )}
      {footer ? (
        <>
          <Divider />
          {footer}
        </>
      ) : null}
    </Stack>
  );
}
