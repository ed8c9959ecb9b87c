import {
  featureAccess,
  featureTiers,
  soldPlans,
  tierIncludes,
  tierRules,
  toolFeatures,
  type AllowRules,
  type FeatureTier,
  type GatedFeature,
  type OwnerTool,
} from '@teamcast/domain';

/**
 * The comparison of subscriptions, worked out from the domain's tables: which tier opens which tool
 * is read from the tools' features and the tiers' rules, and the team counts from the plans on sale,
 * so the table changes with them and says nothing of its own.
 */

/** The columns: the tiers from the basic one up, each opening what the ones before it open. */
export const comparisonTiers: readonly FeatureTier[] = [...featureTiers].sort((a, b) => (tierIncludes(a, b) ? 1 : -1));

type Rule = keyof AllowRules;

const rulesOfFeatures = (features: readonly GatedFeature[]): Rule[] => [...new Set(features.flatMap((feature) => featureAccess[feature].rules))];
const rulesOfTool = (tool: OwnerTool): Rule[] => rulesOfFeatures(toolFeatures[tool]);

export const comparisonRows = [
  { id: 'profiles', label: 'billing.compare.rows.profiles', rules: rulesOfTool('p2p') },
  { id: 'teamCheck', label: 'billing.compare.rows.teamCheck', rules: rulesOfTool('teamCheck') },
  { id: 'teamList', label: 'billing.compare.rows.teamList', rules: rulesOfTool('simulator') },
  { id: 'monitor', label: 'billing.compare.rows.monitor', rules: rulesOfTool('monitor') },
  // The simulator's scenes open with the rule billing sets for the simulator tier.
  { id: 'simulator', label: 'billing.compare.rows.simulator', rules: [...rulesOfTool('simulator'), 'allowScene'] as Rule[] },
  { id: 'createTeams', label: 'billing.compare.rows.createTeams', rules: rulesOfFeatures(['create_teams']), teams: true },
  { id: 'compareTeams', label: 'billing.compare.rows.compareTeams', rules: rulesOfTool('compareTeams') },
] as const;

export type ComparisonRow = (typeof comparisonRows)[number];

/** Whether a tier opens a row's tool. */
export function tierOpensRow(tier: FeatureTier, row: ComparisonRow): boolean {
  return row.rules.every((rule) => tierRules[tier][rule]);
}

/** The fewest and most teams the tier's plans on sale allow, or null when it sells none with teams. */
export function teamRange(tier: FeatureTier): { min: number; max: number } | null {
  const counts = soldPlans.filter((plan) => plan.tier === tier && plan.offer === 'recurring' && (plan.teams ?? 0) > 0).map((plan) => plan.teams ?? 0);
  return counts.length === 0 ? null : { min: Math.min(...counts), max: Math.max(...counts) };
}
