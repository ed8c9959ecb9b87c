import { featureTiers, type FeatureTier, type ToolAccessRules } from '../access/tool-access';
import { planOf, type PlanId } from './plans';

/**
 * A subscription's statuses (spec section 3): incomplete while its first payment waits for the card
 * holder, active, past_due while a failed renewal is retried, unpaid when the retries are spent, and
 * canceled once it has ended (renewal cancelled and the period over, or replaced by another plan).
 */
export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'unpaid', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A failed renewal keeps the plan's tools open while it is retried, so a lapsed card stops no one's work at once. */
export const accessGrantingStatuses: readonly SubscriptionStatus[] = ['active', 'past_due'];

export type AllowRules = Omit<ToolAccessRules, 'needVerify'>;

/**
 * How far up the tiers are, in the spec's order: each opens what the ones before it open. The Monitor
 * comes after Teams and before the Simulator, so the simulator tiers open the director monitor too.
 */
const tierRank: Readonly<Record<FeatureTier, number>> = { basic: 0, teams: 1, monitor: 2, simulator: 3, simulatorPro: 4 };

export function tierIncludes(tier: FeatureTier, other: FeatureTier): boolean {
  return tierRank[tier] >= tierRank[other];
}

/**
 * What each tier opens, as access rules: Teams the team check and the team list, Monitor also the
 * director monitor, Simulator also the manager simulator (scenes, creating teams), Simulator Pro also
 * the comparison of teams.
 */
export const tierRules: Readonly<Record<FeatureTier, AllowRules>> = {
  basic: { allowTeams: false, allowScene: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false },
  teams: { allowTeams: true, allowScene: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false },
  monitor: { allowTeams: true, allowScene: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: true },
  simulator: { allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: false, allowMonitor: true },
  simulatorPro: { allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true },
};

export const orderedTiers: readonly FeatureTier[] = featureTiers;

/** The part of a subscription its access depends on. */
export interface SubscriptionStanding {
  plan: PlanId;
  status: SubscriptionStatus;
}

/** What the owner may use: the access rules, the team limit, and whether they count as subscribed. */
export interface PlanAccess {
  rules: AllowRules;
  /** Null: no plan limit, only the server's hard cap. */
  teamLimit: number | null;
  /** The plan in force, NONE without one. Expertise is hidden from owners without a plan (spec section 6). */
  plan: PlanId;
  tier: FeatureTier;
}

/** The access a subscription gives; none, or one that has lapsed, gives the basic tier. */
export function accessOf(subscription: SubscriptionStanding | null): PlanAccess {
  const plan = subscription && accessGrantingStatuses.includes(subscription.status) ? planOf(subscription.plan) : planOf('NONE');
  return { rules: { ...tierRules[plan.tier] }, teamLimit: plan.teams, plan: plan.id, tier: plan.tier };
}
