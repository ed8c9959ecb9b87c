import type { AssemblyResultView } from '@teamcast/contract';
import type { TeamOrientation } from '@teamcast/domain';

type Proposal = AssemblyResultView['proposals'][number];
export type AssemblyReason = Proposal['reasons'][number];
export type AssemblyShortfall = NonNullable<Proposal['shortfall']>[number];

export const orientationLabels = {
  launch: 'assembler.orientation.launch.label',
  growth: 'assembler.orientation.growth.label',
  support: 'assembler.orientation.support.label',
} as const satisfies Record<TeamOrientation, string>;

export const orientationHints = {
  launch: 'assembler.orientation.launch.hint',
  growth: 'assembler.orientation.growth.hint',
  support: 'assembler.orientation.support.hint',
} as const satisfies Record<TeamOrientation, string>;

/** The aspect of K, P, L each orientation leads with, in words. */
export const orientationAspects = {
  launch: 'assembler.orientation.launch.aspect',
  growth: 'assembler.orientation.growth.aspect',
  support: 'assembler.orientation.support.aspect',
} as const satisfies Record<TeamOrientation, string>;

export const reasonTexts = {
  strong_power: 'assembler.reasons.strong_power',
  weak_power: 'assembler.reasons.weak_power',
  high_cohesion: 'assembler.reasons.high_cohesion',
  low_cohesion: 'assembler.reasons.low_cohesion',
  warm_microclimate: 'assembler.reasons.warm_microclimate',
  cold_microclimate: 'assembler.reasons.cold_microclimate',
  fits_orientation: 'assembler.reasons.fits_orientation',
  misses_orientation: 'assembler.reasons.misses_orientation',
  best_pair: 'assembler.reasons.best_pair',
  worst_pair: 'assembler.reasons.worst_pair',
  lead_fit: 'assembler.reasons.lead_fit',
} as const satisfies Record<AssemblyReason['code'], string>;

/** Reasons that speak for the team, told in green; the rest against it. */
export const goodReasons: ReadonlySet<AssemblyReason['code']> = new Set(['strong_power', 'high_cohesion', 'warm_microclimate', 'fits_orientation', 'best_pair', 'lead_fit']);

export const shortfallTexts = {
  power: 'assembler.shortfall.power',
  cohesion: 'assembler.shortfall.cohesion',
  microclimate: 'assembler.shortfall.microclimate',
  fit: 'assembler.shortfall.fit',
} as const satisfies Record<AssemblyShortfall['indicator'], string>;

export const confidenceLabels = {
  high: 'assembler.search.confidence.high',
  medium: 'assembler.search.confidence.medium',
  low: 'assembler.search.confidence.low',
} as const satisfies Record<AssemblyResultView['search']['confidence'], string>;
