/**
 * Which of the owner's tools the access rules open, and which plan tier to name when they do not
 * (spec sections 3 and 6). The rules come from the owner's plan (`billing/subscription-access.ts`);
 * the server checks them and the web's locks name the tier to buy.
 */

/** The feature tiers of spec section 3, in the spec's order. */
export const featureTiers = ['basic', 'teams', 'monitor', 'simulator', 'simulatorPro'] as const;
export type FeatureTier = (typeof featureTiers)[number];

/** The owner's access rules as the server keeps them; all false for a new owner. */
export interface ToolAccessRules {
  needVerify: boolean;
  allowTeams: boolean;
  allowScene: boolean;
  allowCreateTeams: boolean;
  allowCompareTeams: boolean;
  allowMonitor: boolean;
}

type AllowRule = Exclude<keyof ToolAccessRules, 'needVerify'>;

/** What the server refuses with 403 `feature_unavailable`, by the name it gives in `params.feature`. */
export const gatedFeatures = ['teams', 'create_teams', 'compare_teams', 'monitor'] as const;
export type GatedFeature = (typeof gatedFeatures)[number];

interface FeatureAccess {
  /** Every rule must be on; the server checks the same ones. */
  rules: readonly AllowRule[];
  tier: FeatureTier;
}

export const featureAccess: Readonly<Record<GatedFeature, FeatureAccess>> = {
  teams: { rules: ['allowTeams'], tier: 'teams' },
  create_teams: { rules: ['allowTeams', 'allowCreateTeams'], tier: 'simulator' },
  compare_teams: { rules: ['allowTeams', 'allowCompareTeams'], tier: 'simulatorPro' },
  monitor: { rules: ['allowTeams', 'allowMonitor'], tier: 'monitor' },
};

/** The owner's tools a plan can lock. */
export const ownerTools = ['p2p', 'teamCheck', 'simulator', 'compareTeams', 'monitor'] as const;
export type OwnerTool = (typeof ownerTools)[number];

/**
 * The features a tool needs before it opens at all; the pair check needs none (a verified email is
 * enough). The team check (on the scratch scene) and the simulator open with the teams; creating a team
 * in the simulator also needs `create_teams`, which the Simulator tier gives with `allowScene`.
 */
export const toolFeatures: Readonly<Record<OwnerTool, readonly GatedFeature[]>> = {
  p2p: [],
  teamCheck: ['teams'],
  simulator: ['teams'],
  compareTeams: ['compare_teams'],
  monitor: ['monitor'],
};

/** Why a feature is closed: which one, and the tier that opens it. */
export interface FeatureLock {
  feature: GatedFeature;
  tier: FeatureTier;
}

export function isGatedFeature(value: unknown): value is GatedFeature {
  return typeof value === 'string' && (gatedFeatures as readonly string[]).includes(value);
}

export function featureAllowed(feature: GatedFeature, rules: ToolAccessRules): boolean {
  return featureAccess[feature].rules.every((rule) => rules[rule]);
}

/** The lock on a feature, or null when the rules open it. Verification is a separate gate. */
export function featureLock(feature: GatedFeature, rules: ToolAccessRules): FeatureLock | null {
  return featureAllowed(feature, rules) ? null : { feature, tier: featureAccess[feature].tier };
}

/** The lock on a tool: that of the first feature it needs which the rules do not open, or null. */
export function toolLock(tool: OwnerTool, rules: ToolAccessRules): FeatureLock | null {
  for (const feature of toolFeatures[tool]) {
    const lock = featureLock(feature, rules);
    if (lock) return lock;
  }
  return null;
}

/** The features a tier opens; the basic tier's tools need no feature. */
export function tierFeatures(tier: FeatureTier): GatedFeature[] {
  return gatedFeatures.filter((feature) => featureAccess[feature].tier === tier);
}

/** Whether everything a tier opens is open to the owner: always for the basic tier. */
export function tierOpen(tier: FeatureTier, rules: ToolAccessRules): boolean {
  if (tier === 'basic') return true;
  const features = tierFeatures(tier);
  return features.length > 0 && features.every((feature) => featureAllowed(feature, rules));
}
