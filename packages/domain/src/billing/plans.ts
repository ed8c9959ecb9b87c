import type { FeatureTier } from '../access/tool-access';

/**
 * The plans of spec section 3. NONE is having no plan (the basic tier); UNLIMITED is granted, not sold;
 * the rest are sold in `plan-prices.ts`. MID opens the simulator tier and FULL the simulator pro tier,
 * each for 1 to 4 teams; LITE opens the teams tier. The 3-day demos are free, taken once per owner, and
 * their seats are limited, as are those of the 120-month bonus.
 */
export const teamCounts = [1, 2, 3, 4] as const;
export type TeamCount = (typeof teamCounts)[number];

export const planFamilies = ['NONE', 'UNLIMITED', 'LITE', 'MID', 'FULL'] as const;
export type PlanFamily = (typeof planFamilies)[number];

type TeamPlanId = `${'MID' | 'FULL'}_${'WEEK' | 'MONTH'}_${TeamCount}`;
export type PlanId = 'NONE' | 'UNLIMITED' | 'LITE_DEMO' | 'LITE_WEEK' | 'LITE_MONTH' | 'MID_DEMO' | 'FULL_DEMO' | TeamPlanId | 'FULL_BONUS';

/** How long one paid period lasts. */
export interface BillingPeriod {
  unit: 'day' | 'week' | 'month';
  count: number;
}

/**
 * How a plan is had: not at all (NONE), granted by an administrator (UNLIMITED), a free demo, a
 * subscription that renews each period, or the bonus paid once for its whole term.
 */
export type PlanOffer = 'none' | 'granted' | 'demo' | 'recurring' | 'bonus';

export interface Plan {
  id: PlanId;
  family: PlanFamily;
  tier: FeatureTier;
  offer: PlanOffer;
  /** Null for the plans that never end (NONE, UNLIMITED). */
  period: BillingPeriod | null;
  /** How many teams the owner may keep; null for no plan limit (the server's hard cap still applies). */
  teams: number | null;
  /** Whether the plan is charged again at the end of each period until renewal is cancelled. */
  renews: boolean;
  /** Whether an owner can choose it in the subscription dialog. */
  sold: boolean;
  /** Whether its seats are limited by the configured count (the bonus and the demos). */
  limitedSeats: boolean;
}

const week: BillingPeriod = { unit: 'week', count: 1 };
const month: BillingPeriod = { unit: 'month', count: 1 };
const threeDays: BillingPeriod = { unit: 'day', count: 3 };
const tenYears: BillingPeriod = { unit: 'month', count: 120 };

const familyTier = { NONE: 'basic', UNLIMITED: 'simulatorPro', LITE: 'teams', MID: 'simulator', FULL: 'simulatorPro' } as const;

function recurring(id: PlanId, family: 'LITE' | 'MID' | 'FULL', period: BillingPeriod, teams: number): Plan {
  return { id, family, tier: familyTier[family], offer: 'recurring', period, teams, renews: true, sold: true, limitedSeats: false };
}

function demo(id: PlanId, family: 'LITE' | 'MID' | 'FULL', teams: number): Plan {
  return { id, family, tier: familyTier[family], offer: 'demo', period: threeDays, teams, renews: false, sold: true, limitedSeats: true };
}

// LITE opens the team check and the team list but not creating teams, so it allows none.
export const plans: readonly Plan[] = [
  { id: 'NONE', family: 'NONE', tier: 'basic', offer: 'none', period: null, teams: 0, renews: false, sold: false, limitedSeats: false },
  { id: 'UNLIMITED', family: 'UNLIMITED', tier: 'simulatorPro', offer: 'granted', period: null, teams: null, renews: false, sold: false, limitedSeats: false },
  demo('LITE_DEMO', 'LITE', 0),
  recurring('LITE_WEEK', 'LITE', week, 0),
  recurring('LITE_MONTH', 'LITE', month, 0),
  demo('MID_DEMO', 'MID', 1),
  ...teamCounts.map((n) => recurring(`MID_WEEK_${n}`, 'MID', week, n)),
  ...teamCounts.map((n) => recurring(`MID_MONTH_${n}`, 'MID', month, n)),
  demo('FULL_DEMO', 'FULL', 1),
  ...teamCounts.map((n) => recurring(`FULL_WEEK_${n}`, 'FULL', week, n)),
  ...teamCounts.map((n) => recurring(`FULL_MONTH_${n}`, 'FULL', month, n)),
  { id: 'FULL_BONUS', family: 'FULL', tier: 'simulatorPro', offer: 'bonus', period: tenYears, teams: 4, renews: false, sold: true, limitedSeats: true },
];

export const planIds = plans.map((plan) => plan.id) as readonly PlanId[];

const byId = new Map<string, Plan>(plans.map((plan) => [plan.id, plan]));

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && byId.has(value);
}

export function planOf(id: PlanId): Plan {
  const plan = byId.get(id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The plans an owner can choose; a plan that is weekly or monthly is shown under that billing choice. */
export const soldPlans: readonly Plan[] = plans.filter((plan) => plan.sold);

/** The limited offers whose seats are counted: the demos share one count, the bonus has its own. */
export type SeatOffer = 'demo' | 'bonus';

export function seatOfferOf(plan: Plan): SeatOffer | null {
  if (!plan.limitedSeats) return null;
  return plan.offer === 'bonus' ? 'bonus' : 'demo';
}

/**
 * The end of a period that starts at `start`, in UTC. A month ends on the same day of the next month,
 * or on its last day when it is shorter (31 January + 1 month = 28 or 29 February).
 */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  if (period.unit === 'day') return new Date(start.getTime() + period.count * 86_400_000);
  if (period.unit === 'week') return new Date(start.getTime() + period.count * 7 * 86_400_000);
  const year = start.getUTCFullYear();
  const targetMonth = start.getUTCMonth() + period.count;
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCDate(1);
  end.setUTCFullYear(year, targetMonth, Math.min(start.getUTCDate(), lastDay));
  return end;
}
