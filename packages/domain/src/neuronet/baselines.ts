import type { GradedRow } from './synthetic-profiles';
import { rmse, type Fold } from './cross-validation';

export type Predictor = (features: readonly number[]) => number;

/** The mean baseline: every profile gets the training rows' mean score. */
export function fitMean(rows: readonly GradedRow[]): Predictor {
  const mean = rows.reduce((sum, row) => sum + row.target, 0) / Math.max(1, rows.length);
  return () => mean;
}

/** Gaussian elimination with partial pivoting; the ridge term keeps the system well posed. */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const m = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const head = m[col]!;
    if (Math.abs(head[col]!) < 1e-12) continue;
    for (let row = col + 1; row < n; row += 1) {
      const line = m[row]!;
      const factor = line[col]! / head[col]!;
      if (factor === 0) continue;
      for (let j = col; j <= n; j += 1) line[j]! -= factor * head[j]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    const line = m[row]!;
    let sum = line[n]!;
    for (let j = row + 1; j < n; j += 1) sum -= line[j]! * x[j]!;
    x[row] = Math.abs(line[row]!) < 1e-12 ? 0 : sum / line[row]!;
  }
  return x;
}

/** The linear penalty of the ridge baseline; the intercept is not penalised. */
export const RIDGE_LAMBDA = 3;

/** The ridge regression baseline in closed form: w = (XᵀX + λI)⁻¹ Xᵀy, with an unpenalised intercept. */
export function fitRidge(rows: readonly GradedRow[], lambda: number = RIDGE_LAMBDA): Predictor {
  const width = (rows[0]?.features.length ?? 0) + 1;
  const gram = Array.from({ length: width }, () => new Array<number>(width).fill(0));
  const moment = new Array<number>(width).fill(0);
  for (const row of rows) {
    const x = [1, ...row.features];
    for (let i = 0; i < width; i += 1) {
      const xi = x[i]!;
      if (xi === 0) continue;
      moment[i]! += xi * row.target;
      const line = gram[i]!;
      for (let j = 0; j < width; j += 1) line[j]! += xi * x[j]!;
    }
  }
  for (let i = 1; i < width; i += 1) gram[i]![i]! += lambda;
  const weights = solve(gram, moment);
  return (features) => features.reduce((sum, value, index) => sum + value * weights[index + 1]!, weights[0]!);
}

/** Cross-validated RMSE of a way of fitting, over the given folds. */
export function crossValidatedError(rows: readonly GradedRow[], folds: readonly Fold[], fit: (train: GradedRow[]) => Predictor): number {
  const actual: number[] = [];
  const predicted: number[] = [];
  for (const fold of folds) {
    const predict = fit(fold.train.map((index) => rows[index]!));
    for (const index of fold.test) {
      actual.push(rows[index]!.target);
      predicted.push(predict(rows[index]!.features));
    }
  }
  return rmse(actual, predicted);
}
