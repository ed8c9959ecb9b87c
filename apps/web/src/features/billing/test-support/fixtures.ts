import type { BillingState, Invoice, OwnerSelf, PaymentMethod, PriceItem, PriceList, Subscription } from '@teamcast/contract';
import { currencyForLocale, discountPercent, planPrice, soldPlans, tierRules, planOf, type Locale, type PlanId } from '@teamcast/domain';

/** The plans on sale as the server lists them, priced from the domain's table in the language's currency. */
export function priceList(ln: Locale = 'ru', change: (item: PriceItem) => Partial<PriceItem> = () => ({})): PriceList {
  const currency = currencyForLocale(ln);
  const items = soldPlans.map((plan): PriceItem => {
    const { price, discountedPrice } = planPrice(plan.id, currency);
    const item: PriceItem = {
      subscription: plan.id,
      title: plan.id,
      description: '',
      price,
      discountedPrice,
      discountPercent: discountPercent(price, discountedPrice),
      currency,
      tier: plan.tier,
      offer: plan.offer as PriceItem['offer'],
      period: plan.period ?? { unit: 'month', count: 1 },
      teams: plan.teams ?? 0,
      renews: plan.renews,
      seatsLeft: plan.limitedSeats ? 25 : null,
      available: true,
    };
    return { ...item, ...change(item) };
  });
  return { currency, provider: { kind: 'simulator', publishableKey: null }, items };
}

export function subscription(plan: PlanId, overrides: Partial<Subscription> = {}): Subscription {
  const { price, discountedPrice } = planPrice(plan, 'RUB');
  return {
    status: 'active',
    subscribe: plan,
    latest_invoice: 'invoice-1',
    subscribeStartDate: '2026-03-01T10:00:00.000Z',
    subscribeEndDate: '2026-04-01T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    renews: planOf(plan).renews,
    currency: 'RUB',
    amount: discountedPrice || price,
    nextAttemptAt: null,
    ...overrides,
  };
}

/** The billing state a subscription gives: its tier's rules while it is in force. */
export function billingState(subscribe: Subscription | null, overrides: Partial<BillingState> = {}): BillingState {
  const inForce = subscribe && (subscribe.status === 'active' || subscribe.status === 'past_due');
  const plan = planOf(inForce ? subscribe.subscribe : 'NONE');
  return { subscribe, accessRules: { needVerify: false, ...tierRules[plan.tier] }, teamLimit: plan.teams, payment: null, ...overrides };
}

/** The account as it would read with that billing state. */
export function withBilling(self: OwnerSelf, state: BillingState): OwnerSelf {
  return { ...self, subscribe: state.subscribe, accessRules: state.accessRules };
}

export function card(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return { id: 'pm-4242', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true, ...overrides };
}

export function invoice(index: number, overrides: Partial<Invoice> = {}): Invoice {
  const day = String(28 - (index % 28)).padStart(2, '0');
  return {
    id: `invoice-${index}`,
    number: `TC-${String(index).padStart(4, '0')}`,
    status: 'paid',
    subscribe: 'LITE_MONTH',
    amount: 2990,
    currency: 'RUB',
    periodStart: `2026-02-${day}T10:00:00.000Z`,
    periodEnd: `2026-03-${day}T10:00:00.000Z`,
    createdAt: `2026-02-${day}T10:00:00.000Z`,
    paidAt: `2026-02-${day}T10:00:00.000Z`,
    attemptCount: 1,
    nextAttemptAt: null,
    lastError: null,
    ...overrides,
  };
}
