import { planOf, type BillingPeriod, type FeatureTier, type PlanId } from '@teamcast/domain';
import type { TFunction } from 'i18next';

/** The tiers by their names in the owner's help, which the locks and the plans share. */
export const tierNames = {
  basic: 'ownerHelp.tiers.basic',
  teams: 'ownerHelp.tiers.teams',
  monitor: 'ownerHelp.tiers.monitor',
  simulator: 'ownerHelp.tiers.simulator',
  simulatorPro: 'ownerHelp.tiers.simulatorPro',
} as const satisfies Record<FeatureTier, string>;

/** What each tier opens, in a line. */
export const tierOpens = {
  basic: 'ownerHelp.tierOpens.basic',
  teams: 'ownerHelp.tierOpens.teams',
  monitor: 'ownerHelp.tierOpens.monitor',
  simulator: 'ownerHelp.tierOpens.simulator',
  simulatorPro: 'ownerHelp.tierOpens.simulatorPro',
} as const satisfies Record<FeatureTier, string>;

/** How long a plan lasts or how often it is charged: "per month", or "for 3 days" for the ones paid once. */
export function periodText(t: TFunction, period: BillingPeriod, renews: boolean): string {
  if (renews && period.count === 1 && period.unit !== 'day') return t(period.unit === 'week' ? 'billing.period.perWeek' : 'billing.period.perMonth');
  if (period.unit === 'day') return t('billing.period.days', { count: period.count });
  if (period.unit === 'week') return t('billing.period.days', { count: period.count * 7 });
  if (period.count % 12 === 0) return t('billing.period.years', { count: period.count / 12 });
  return t('billing.period.months', { count: period.count });
}

/**
 * A plan as the owner reads it: the tier, then what sets it apart (a trial, the bonus, how many teams),
 * from the plans' table so a new plan needs no text of its own.
 */
export function planName(t: TFunction, id: PlanId): string {
  const plan = planOf(id);
  const tier = t(tierNames[plan.tier]);
  if (plan.offer === 'none') return t('billing.plan.none');
  if (plan.offer === 'granted') return t('billing.plan.granted', { tier });
  if (plan.offer === 'demo') return t('billing.plan.demo', { tier });
  if (plan.offer === 'bonus') return t('billing.plan.bonus', { tier });
  if (plan.family === 'LITE' || plan.teams === null) return tier;
  return t('billing.plan.withTeams', { tier, count: plan.teams });
}

/** A card's brand as written on it: the processor gives it in lower case. */
export function brandName(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', mir: 'Мир', amex: 'American Express', unknown: '' };
  return known[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
