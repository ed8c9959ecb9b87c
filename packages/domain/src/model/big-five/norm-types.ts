import type { BigFiveDomain } from './domains';

/** A domain's norm: the population's mean of the domain score (1..5) and its standard deviation. */
export interface DomainNorm {
  readonly mean: number;
  readonly sd: number;
}

export type DomainNorms = Readonly<Record<BigFiveDomain, DomainNorm>>;

/** The sexes the published norms are split by. */
export const NORM_SEXES = ['male', 'female'] as const;
export type NormSex = (typeof NORM_SEXES)[number];

/** The norms of the people of one sex in one age band. */
export interface BigFiveNormGroup {
  readonly sex: NormSex;
  /** The band's first age in whole years; null when it has no lower bound. */
  readonly ageFrom: number | null;
  /** The band ends before this age; null when it has no upper bound. */
  readonly ageBelow: number | null;
  /** The group's share of the population that `BigFiveNorms.domains` describes; the shares sum to 1. */
  readonly weight: number;
  readonly domains: DomainNorms;
}

export interface BigFiveNorms {
  readonly version: string;
  /** True while the figures are stand-ins rather than taken from a published or measured population. */
  readonly placeholder: boolean;
  readonly source: string;
  /** The whole population: used when a person's sex and age are unknown. */
  readonly domains: DomainNorms;
  /** By sex and age band, where the source splits them; absent when it does not. */
  readonly groups?: readonly BigFiveNormGroup[];
}

/** What the norms may know of a person; either may be missing. */
export interface NormPerson {
  readonly sex?: NormSex | null;
  /** Age in years. */
  readonly age?: number | null;
}
