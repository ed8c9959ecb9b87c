import { FEATURE_NAMES } from '../model/features';
import { normalDraw, seededRandom, shuffled } from './seeded-random';

/** One row to learn from: the encoded features and the precise score 0..100. */
export interface GradedRow {
  readonly features: readonly number[];
  readonly target: number;
}

/** How many leading features carry the synthetic signal; the others stay 0. */
export const SYNTHETIC_SIGNAL_FEATURES = 4;
/** The spread, in score points, of the noise added to every synthetic score. */
export const SYNTHETIC_NOISE = 2;

const clampScore = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The stated function of the synthetic grades (decision 73), of the first four features a, b, c, d in 0..1:
 * 20 + 35·sin(π·a) + 25·[b > 0.5]·[c > 0.5] + 20·d², plus normal noise of spread 2, clamped to 0..100.
 * Neither the bump in a nor the joint step in b and c is linear, so a model that learns beats a linear one.
 */
export function syntheticScore(features: readonly number[]): number {
  const [a = 0, b = 0, c = 0, d = 0] = features;
  return 20 + 35 * Math.sin(Math.PI * a) + 25 * (b > 0.5 ? 1 : 0) * (c > 0.5 ? 1 : 0) + 20 * d * d;
}

/** Seeded synthetic graded profiles: vectors of the current encoder's size, scored by `syntheticScore`. */
export function syntheticProfiles(size: number, seed: number, inputSize: number = FEATURE_NAMES.length): GradedRow[] {
  const random = seededRandom(seed);
  const rows: GradedRow[] = [];
  for (let i = 0; i < size; i += 1) {
    const features = Array.from({ length: inputSize }, (_, index) => (index < SYNTHETIC_SIGNAL_FEATURES ? random() : 0));
    rows.push({ features, target: clampScore(syntheticScore(features) + SYNTHETIC_NOISE * normalDraw(random)) });
  }
  return rows;
}

/** The same rows with their scores shuffled among them: features and grades no longer say anything of each other. */
export function shuffledTargets(rows: readonly GradedRow[], seed: number): GradedRow[] {
  const targets = shuffled(
    rows.map((row) => row.target),
    seededRandom(seed ^ 0x5bd1e995),
  );
  return rows.map((row, index) => ({ features: row.features, target: targets[index]! }));
}
