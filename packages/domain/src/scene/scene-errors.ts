export const SCENE_RULE_CODES = [
  'dismiss_before_start',
  'day_out_of_range',
  'actor_unknown',
  'actor_exists',
  'actor_not_active',
  'lead_taken',
  'manager_taken',
  'interaction_self',
  'interaction_hours_invalid',
  'nothing_to_undo',
  'start_date_invalid',
  'seed_invalid',
] as const;
export type SceneRuleCode = (typeof SCENE_RULE_CODES)[number];

/** A change the scene's rules refuse; `code` is what the API answers with and the interface translates. */
export class SceneRuleError extends Error {
  constructor(
    readonly code: SceneRuleCode,
    readonly details: Readonly<Record<string, string | number>> = {},
  ) {
    super(`${code}${Object.keys(details).length ? ` ${JSON.stringify(details)}` : ''}`);
    this.name = 'SceneRuleError';
  }
}
