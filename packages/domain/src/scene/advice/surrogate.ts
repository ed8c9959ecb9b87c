import type { AssemblyPool } from './assembly-pool';

/**
 * The surrogate: a team's year score estimated from the pair model in a few hundred operations instead of a
 * year's simulation. The fit part of the score (the mean of the orientation's aspect) is known exactly; the rest
 * (power, cohesion, microclimate, weighted by the orientation) is a ridge regression on team means the engine's
 * days are driven by, fitted on teams of this pool the engine has forecast. So it ranks teams of this pool the
 * way the engine does, without a fixed formula that would drift from the engine's rates.
 */
export const FEATURES = [
  'unit',
  'qualification',
  'professionalism',
  'pairFit',
  'lowestPairFit',
  'surface',
  'baseline',
  'agreeableness',
  'conscientiousness',
  'conscientiousnessSpread',
  'agreeablenessSpread',
  'lowestAgreeableness',
  'leadExchange',
] as const;
const F = FEATURES.length;

/** The team's surrogate features into `out` (length `FEATURES.length`), from its members' pool indices. */
export function teamFeatures(pool: AssemblyPool, members: ArrayLike<number>, out: Float64Array): void {
  const k = members.length;
  const n = pool.n;
  let unit = 0;
  let qualification = 0;
  let professionalism = 0;
  let baseline = 0;
  let a = 0;
  let a2 = 0;
  let c = 0;
  let c2 = 0;
  let lowestA = Number.POSITIVE_INFINITY;
  let exchange = 0;
  let fit = 0;
  let lowestFit = Number.POSITIVE_INFINITY;
  let surface = 0;
  for (let x = 0; x < k; x += 1) {
    const i = members[x] ?? 0;
    unit += pool.unit[i] ?? 0;
    qualification += pool.qualification[i] ?? 0;
    professionalism += pool.professionalism[i] ?? 0;
    baseline += pool.baseline[i] ?? 0;
    const zA = pool.zA[i] ?? 0;
    const zC = pool.zC[i] ?? 0;
    a += zA;
    a2 += zA * zA;
    c += zC;
    c2 += zC * zC;
    if (zA < lowestA) lowestA = zA;
    if (pool.lead !== null && i !== pool.lead) exchange += pool.lmx[i] ?? 0;
    const row = i * n;
    for (let y = x + 1; y < k; y += 1) {
      const j = members[y] ?? 0;
      const pairFit = pool.fit[row + j] ?? 0;
      fit += pairFit;
      if (pairFit < lowestFit) lowestFit = pairFit;
      surface += pool.surface[row + j] ?? 0;
    }
  }
  const pairs = (k * (k - 1)) / 2;
  const meanA = a / k;
  const meanC = c / k;
  out[0] = unit / k;
  out[1] = qualification / k;
  out[2] = professionalism / k;
  out[3] = fit / pairs;
  out[4] = lowestFit;
  out[5] = surface / pairs;
  out[6] = baseline / k;
  out[7] = meanA;
  out[8] = meanC;
  out[9] = Math.sqrt(Math.max(0, c2 / k - meanC * meanC));
  out[10] = Math.sqrt(Math.max(0, a2 / k - meanA * meanA));
  out[11] = lowestA;
  out[12] = pool.lead === null ? 0 : exchange / (k - 1);
}

/** A team's sums with one member taken out: a swap's features then cost one pass over the others. */
export interface TeamWithout {
  readonly others: Int32Array;
  unit: number;
  qualification: number;
  professionalism: number;
  baseline: number;
  aspect: number;
  a: number;
  a2: number;
  c: number;
  c2: number;
  lowestA: number;
  exchange: number;
  fit: number;
  lowestFit: number;
  surface: number;
}

export const emptyWithout = (size: number): TeamWithout => ({
  others: new Int32Array(size - 1),
  unit: 0,
  qualification: 0,
  professionalism: 0,
  baseline: 0,
  aspect: 0,
  a: 0,
  a2: 0,
  c: 0,
  c2: 0,
  lowestA: 0,
  exchange: 0,
  fit: 0,
  lowestFit: 0,
  surface: 0,
});

/** Fills `out` with the sums of `members` but the one in `slot`. */
export function teamWithout(pool: AssemblyPool, members: ArrayLike<number>, slot: number, out: TeamWithout): void {
  let at = 0;
  for (let x = 0; x < members.length; x += 1) if (x !== slot) out.others[at++] = members[x] ?? 0;
  const others = out.others;
  const n = pool.n;
  out.unit = out.qualification = out.professionalism = out.baseline = out.aspect = 0;
  out.a = out.a2 = out.c = out.c2 = out.exchange = out.fit = out.surface = 0;
  out.lowestA = out.lowestFit = Number.POSITIVE_INFINITY;
  for (let x = 0; x < others.length; x += 1) {
    const i = others[x] ?? 0;
    out.unit += pool.unit[i] ?? 0;
    out.qualification += pool.qualification[i] ?? 0;
    out.professionalism += pool.professionalism[i] ?? 0;
    out.baseline += pool.baseline[i] ?? 0;
    out.aspect += pool.aspect[i] ?? 0;
    const zA = pool.zA[i] ?? 0;
    const zC = pool.zC[i] ?? 0;
    out.a += zA;
    out.a2 += zA * zA;
    out.c += zC;
    out.c2 += zC * zC;
    if (zA < out.lowestA) out.lowestA = zA;
    if (pool.lead !== null && i !== pool.lead) out.exchange += pool.lmx[i] ?? 0;
    for (let y = x + 1; y < others.length; y += 1) {
      const j = others[y] ?? 0;
      const pairFit = pool.fit[i * n + j] ?? 0;
      out.fit += pairFit;
      if (pairFit < out.lowestFit) out.lowestFit = pairFit;
      out.surface += pool.surface[i * n + j] ?? 0;
    }
  }
}

/**
 * The surrogate of the team `without` with `person` added: the same figure as `surrogateScore` of that team,
 * in one pass over the others instead of over every pair.
 */
export function swapScore(pool: AssemblyPool, model: SurrogateModel, without: TeamWithout, person: number, scratch: Float64Array): number {
  const others = without.others;
  const k = others.length + 1;
  const n = pool.n;
  let fit = without.fit;
  let lowestFit = without.lowestFit;
  let surface = without.surface;
  const row = person * n;
  for (let x = 0; x < others.length; x += 1) {
    const j = others[x] ?? 0;
    const pairFit = pool.fit[row + j] ?? 0;
    fit += pairFit;
    if (pairFit < lowestFit) lowestFit = pairFit;
    surface += pool.surface[row + j] ?? 0;
  }
  const zA = pool.zA[person] ?? 0;
  const zC = pool.zC[person] ?? 0;
  const meanA = (without.a + zA) / k;
  const meanC = (without.c + zC) / k;
  const pairs = (k * (k - 1)) / 2;
  scratch[0] = (without.unit + (pool.unit[person] ?? 0)) / k;
  scratch[1] = (without.qualification + (pool.qualification[person] ?? 0)) / k;
  scratch[2] = (without.professionalism + (pool.professionalism[person] ?? 0)) / k;
  scratch[3] = fit / pairs;
  scratch[4] = lowestFit;
  scratch[5] = surface / pairs;
  scratch[6] = (without.baseline + (pool.baseline[person] ?? 0)) / k;
  scratch[7] = meanA;
  scratch[8] = meanC;
  scratch[9] = Math.sqrt(Math.max(0, (without.c2 + zC * zC) / k - meanC * meanC));
  scratch[10] = Math.sqrt(Math.max(0, (without.a2 + zA * zA) / k - meanA * meanA));
  scratch[11] = Math.min(without.lowestA, zA);
  scratch[12] = pool.lead === null ? 0 : (without.exchange + (person === pool.lead ? 0 : (pool.lmx[person] ?? 0))) / (k - 1);
  let value = model.intercept + (model.fitWeight * (without.aspect + (pool.aspect[person] ?? 0))) / k;
  for (let f = 0; f < F; f += 1) value += (model.beta[f] ?? 0) * (((scratch[f] ?? 0) - (model.mean[f] ?? 0)) / (model.scale[f] ?? 1));
  return value;
}

/** The team's mean of the orientation's aspect: the score's fit part, exact. */
export function teamAspect(pool: AssemblyPool, members: ArrayLike<number>): number {
  let sum = 0;
  for (let x = 0; x < members.length; x += 1) sum += pool.aspect[members[x] ?? 0] ?? 0;
  return sum / members.length;
}

export interface SurrogateModel {
  readonly fitWeight: number;
  readonly intercept: number;
  readonly mean: Float64Array;
  readonly scale: Float64Array;
  readonly beta: Float64Array;
}

/** The model before any team was forecast: every team the same but for its exact fit part. */
export const flatModel = (fitWeight: number): SurrogateModel => ({
  fitWeight,
  intercept: 0,
  mean: new Float64Array(F),
  scale: new Float64Array(F).fill(1),
  beta: new Float64Array(F),
});

/** Relative strength of the ridge: enough to keep a few dozen samples from chasing their noise. */
const RIDGE = 0.05;

/**
 * Ridge regression of the forecast scores less their exact fit part on the standardised features. `features` is
 * row after row of `FEATURES.length` values; `rest` the matching score − fitWeight × fit.
 */
export function fitSurrogate(features: readonly Float64Array[], rest: readonly number[], fitWeight: number): SurrogateModel {
  const m = rest.length;
  if (m < 2) return { ...flatModel(fitWeight), intercept: m === 1 ? (rest[0] ?? 0) : 0 };
  const mean = new Float64Array(F);
  const scale = new Float64Array(F);
  for (const row of features) for (let f = 0; f < F; f += 1) mean[f]! += (row[f] ?? 0) / m;
  for (const row of features) for (let f = 0; f < F; f += 1) scale[f]! += ((row[f] ?? 0) - (mean[f] ?? 0)) ** 2 / m;
  for (let f = 0; f < F; f += 1) scale[f] = Math.sqrt(scale[f] ?? 0) || 1;
  const intercept = rest.reduce((sum, value) => sum + value, 0) / m;
  // Normal equations (XᵀX + λI) β = Xᵀy on centred, scaled columns.
  const matrix = new Float64Array(F * F);
  const right = new Float64Array(F);
  const row = new Float64Array(F);
  for (let s = 0; s < m; s += 1) {
    const x = features[s];
    if (!x) continue;
    for (let f = 0; f < F; f += 1) row[f] = ((x[f] ?? 0) - (mean[f] ?? 0)) / (scale[f] ?? 1);
    const y = (rest[s] ?? 0) - intercept;
    for (let f = 0; f < F; f += 1) {
      right[f]! += (row[f] ?? 0) * y;
      for (let g = 0; g < F; g += 1) matrix[f * F + g]! += (row[f] ?? 0) * (row[g] ?? 0);
    }
  }
  for (let f = 0; f < F; f += 1) matrix[f * F + f]! += RIDGE * m;
  return { fitWeight, intercept, mean, scale, beta: solve(matrix, right) };
}

/** Gaussian elimination with partial pivoting; the ridge keeps the matrix positive definite. */
function solve(matrix: Float64Array, right: Float64Array): Float64Array {
  const a = Float64Array.from(matrix);
  const b = Float64Array.from(right);
  for (let col = 0; col < F; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < F; r += 1) if (Math.abs(a[r * F + col] ?? 0) > Math.abs(a[pivot * F + col] ?? 0)) pivot = r;
    if (pivot !== col) {
      for (let g = 0; g < F; g += 1) {
        const t = a[col * F + g] ?? 0;
        a[col * F + g] = a[pivot * F + g] ?? 0;
        a[pivot * F + g] = t;
      }
      const t = b[col] ?? 0;
      b[col] = b[pivot] ?? 0;
      b[pivot] = t;
    }
    const diagonal = a[col * F + col] ?? 1;
    for (let r = col + 1; r < F; r += 1) {
      const factor = (a[r * F + col] ?? 0) / diagonal;
      if (factor === 0) continue;
      for (let g = col; g < F; g += 1) a[r * F + g]! -= factor * (a[col * F + g] ?? 0);
      b[r]! -= factor * (b[col] ?? 0);
    }
  }
  const x = new Float64Array(F);
  for (let r = F - 1; r >= 0; r -= 1) {
    let sum = b[r] ?? 0;
    for (let g = r + 1; g < F; g += 1) sum -= (a[r * F + g] ?? 0) * (x[g] ?? 0);
    x[r] = sum / (a[r * F + r] ?? 1);
  }
  return x;
}

/** The surrogate's estimate of a team's year score. `scratch` holds its features (reused to allocate nothing). */
export function surrogateScore(pool: AssemblyPool, model: SurrogateModel, members: ArrayLike<number>, scratch: Float64Array): number {
  teamFeatures(pool, members, scratch);
  let value = model.intercept + model.fitWeight * teamAspect(pool, members);
  for (let f = 0; f < F; f += 1) value += (model.beta[f] ?? 0) * (((scratch[f] ?? 0) - (model.mean[f] ?? 0)) / (model.scale[f] ?? 1));
  return value;
}
