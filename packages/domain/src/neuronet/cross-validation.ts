import { seededRandom, shuffled } from './seeded-random';

export interface Fold {
  readonly train: readonly number[];
  readonly test: readonly number[];
}

/** Seeded k-fold split of row indices: every row is tested exactly once, and never trained on in its own fold. */
export function kFolds(count: number, k: number, seed: number): Fold[] {
  if (!Number.isInteger(k) || k < 2 || k > count) throw new RangeError(`k must be within 2..${count}`);
  const order = shuffled(
    Array.from({ length: count }, (_, index) => index),
    seededRandom(seed),
  );
  return Array.from({ length: k }, (_, fold) => ({
    train: order.filter((_, position) => position % k !== fold),
    test: order.filter((_, position) => position % k === fold),
  }));
}

/** The error metric of every model and baseline: root mean squared error, in score points. */
export function rmse(actual: readonly number[], predicted: readonly number[]): number {
  if (actual.length === 0 || actual.length !== predicted.length) throw new RangeError('rmse needs two lists of one non-zero length');
  let sum = 0;
  for (let i = 0; i < actual.length; i += 1) sum += (actual[i]! - predicted[i]!) ** 2;
  return Math.sqrt(sum / actual.length);
}
