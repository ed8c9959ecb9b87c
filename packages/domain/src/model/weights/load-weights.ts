import { LOVE_AGREEMENT_ANSWERS, LOVE_LEVEL_ANSWERS, PAIR_TRAITS, type ModelWeights } from './weight-types';

export class ModelWeightsError extends Error {
  readonly code = 'model_weights_invalid';
  constructor(readonly violations: readonly string[]) {
    super(`The model weights are not valid: ${violations.join('; ')}`);
    this.name = 'ModelWeightsError';
  }
}

type Path = readonly string[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function at(root: unknown, path: Path): unknown {
  let node: unknown = root;
  for (const key of path) node = isRecord(node) ? node[key] : undefined;
  return node;
}

/** Every coefficient's path: the loader checks each is present, finite and has a source. */
function coefficientPaths(): Path[] {
  const traitPaths = (prefix: Path) => PAIR_TRAITS.map((trait) => [...prefix, trait]);
  return [
    ...['education', 'experience', 'training', 'experienceYears'].map((k) => ['indicators', 'qualification', k]),
    ...['roleExperience', 'management', 'conscientiousness', 'roleYears'].map((k) => ['indicators', 'professionalism', k]),
    ...['age', 'personality', 'adultFrom', 'ageYears'].map((k) => ['indicators', 'maturity', k]),
    ...['estimator', 'model', 'qualification'].map((k) => ['indicators', 'expertisePrecision', k]),
    ...(['love', 'friend'] as const).flatMap((relation) => [
      ...['partner', 'own', 'similarity'].flatMap((group) => traitPaths([relation, group])),
      ...LOVE_AGREEMENT_ANSWERS.map((answer) => [relation, 'answers', 'agreement', answer]),
      ...(['own', 'partner'] as const).flatMap((group) => LOVE_LEVEL_ANSWERS.map((answer) => [relation, 'answers', group, answer])),
      [relation, 'answers', 'demandWithdraw'],
    ]),
    ...traitPaths(['work', 'level']),
    ...traitPaths(['work', 'gap']),
    ['work', 'qualification'],
    ['leader', 'conscientiousnessBelowLead'],
    ...[...PAIR_TRAITS, 'openMindedness'].map((trait) => ['leader', 'quality', trait]),
    ['leader', 'qualityMultipleR'],
  ];
}

function readCoefficient(root: unknown, path: Path, violations: string[]): number {
  const node = at(root, path);
  const name = path.join('.');
  if (!isRecord(node)) {
    violations.push(`${name} is missing`);
    return Number.NaN;
  }
  if (typeof node.value !== 'number' || !Number.isFinite(node.value)) violations.push(`${name} is not a finite number`);
  if (typeof node.source !== 'string' || node.source.trim() === '') violations.push(`${name} names no source`);
  return typeof node.value === 'number' ? node.value : Number.NaN;
}

/**
 * Accepts a weight set only when every coefficient is present with its source and the set keeps the
 * model's promises: a partner who is more agreeable, conscientious or extraverted, or less neurotic,
 * never lowers S, C or W; indicators stay within 0..1; precision falls as the expertise source weakens.
 */
export function loadModelWeights(candidate: unknown): ModelWeights {
  const violations: string[] = [];
  if (!isRecord(candidate) || typeof candidate.version !== 'string' || candidate.version === '') {
    violations.push('version is missing');
  }
  const value = new Map<string, number>();
  for (const path of coefficientPaths()) value.set(path.join('.'), readCoefficient(candidate, path, violations));
  if (violations.length > 0) throw new ModelWeightsError(violations);

  const get = (name: string): number => value.get(name) ?? Number.NaN;
  const require = (holds: boolean, message: string) => {
    if (!holds) violations.push(message);
  };

  for (const [indicator, parts, scale] of [
    ['qualification', ['education', 'experience', 'training'], 'experienceYears'],
    ['professionalism', ['roleExperience', 'management', 'conscientiousness'], 'roleYears'],
    ['maturity', ['age', 'personality'], 'ageYears'],
  ] as const) {
    const weights = parts.map((part) => get(`indicators.${indicator}.${part}`));
    for (const [i, weight] of weights.entries()) require(weight >= 0, `indicators.${indicator}.${parts[i]} is negative`);
    const sum = weights.reduce((total, weight) => total + weight, 0);
    require(Math.abs(sum - 1) < 1e-9, `indicators.${indicator} weights sum to ${sum}, not 1`);
    require(get(`indicators.${indicator}.${scale}`) > 0, `indicators.${indicator}.${scale} must be positive`);
  }
  const [estimator, model, fallback] = ['estimator', 'model', 'qualification'].map((k) =>
    get(`indicators.expertisePrecision.${k}`),
  ) as [number, number, number];
  require(
    estimator <= 1 && estimator >= model && model >= fallback && fallback >= 0,
    'indicators.expertisePrecision must fall from estimator to model to qualification within 0..1',
  );

  for (const relation of ['love', 'friend']) {
    let spread = 0;
    for (const trait of PAIR_TRAITS) {
      const own = get(`${relation}.own.${trait}`);
      const partner = get(`${relation}.partner.${trait}`);
      const similarity = get(`${relation}.similarity.${trait}`);
      require(own >= 0 && partner >= 0 && similarity >= 0, `${relation} weights of ${trait} must not be negative`);
      // The distinctive gap moves by up to 2 per standard deviation of either person; S grows with the
      // partner's trait only while twice the similarity weight stays below the partner weight.
      require(2 * similarity <= partner, `${relation}.similarity.${trait} exceeds half the partner weight: a better partner could lower S`);
      require(4 * similarity <= own + partner, `${relation}.similarity.${trait} is too large: a better partner could lower C`);
      spread += (own + partner) ** 2;
    }
    require(spread > 0, `${relation} weights are all zero`);
    // More agreement, a more constructive or forgiving partner, and less demand–withdraw never lower a score.
    for (const answer of LOVE_AGREEMENT_ANSWERS) {
      require(get(`${relation}.answers.agreement.${answer}`) >= 0, `${relation}.answers.agreement.${answer} must not be negative`);
    }
    for (const group of ['own', 'partner']) {
      for (const answer of LOVE_LEVEL_ANSWERS) {
        require(get(`${relation}.answers.${group}.${answer}`) >= 0, `${relation}.answers.${group}.${answer} must not be negative`);
      }
    }
    require(get(`${relation}.answers.demandWithdraw`) >= 0, `${relation}.answers.demandWithdraw must not be negative`);
  }

  let levelSpread = 0;
  for (const trait of PAIR_TRAITS) {
    const level = get(`work.level.${trait}`);
    const gap = get(`work.gap.${trait}`);
    require(level >= 0 && gap >= 0, `work weights of ${trait} must not be negative`);
    require(gap <= level, `work.gap.${trait} exceeds work.level.${trait}: a better partner could lower W`);
    levelSpread += level ** 2;
  }
  require(levelSpread > 0, 'work level weights are all zero');
  require(get('work.qualification') >= 0, 'work.qualification must not be negative');

  require(get('leader.conscientiousnessBelowLead') >= 0, 'leader.conscientiousnessBelowLead must not be negative');
  require(get('leader.quality.negativeEmotionality') <= 0, 'leader.quality.negativeEmotionality must not be positive');
  for (const trait of ['extraversion', 'agreeableness', 'conscientiousness', 'openMindedness']) {
    require(get(`leader.quality.${trait}`) >= 0, `leader.quality.${trait} must not be negative`);
  }
  require(get('leader.qualityMultipleR') > 0, 'leader.qualityMultipleR must be positive');

  if (violations.length > 0) throw new ModelWeightsError(violations);
  return candidate as unknown as ModelWeights;
}

