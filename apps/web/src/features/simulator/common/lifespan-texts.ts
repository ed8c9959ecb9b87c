import type { SceneLifespan } from '@teamcast/domain';

/** What each lifespan is called, and what choosing it means for the forecast. */
export const lifespanLabels = {
  new: 'teams.lifespan.new.label',
  '1y': 'teams.lifespan.1y.label',
  '2y': 'teams.lifespan.2y.label',
} as const satisfies Record<SceneLifespan, string>;

export const lifespanHints = {
  new: 'teams.lifespan.new.hint',
  '1y': 'teams.lifespan.1y.hint',
  '2y': 'teams.lifespan.2y.hint',
} as const satisfies Record<SceneLifespan, string>;
