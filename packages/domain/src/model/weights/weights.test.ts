import { describe, expect, it } from 'vitest';
import { ASSUMPTION, DEFAULT_MODEL_WEIGHTS_DATA, loadModelWeights, MODEL_WEIGHTS, ModelWeightsError } from './index';

type Mutable = Record<string, unknown>;

/** A deep copy of the default weights with one coefficient's value (or the whole node) replaced. */
function withChange(path: string, change: (node: Mutable) => void): unknown {
  const copy = JSON.parse(JSON.stringify(DEFAULT_MODEL_WEIGHTS_DATA)) as unknown as Mutable;
  let node: Mutable = copy;
  for (const key of path.split('.')) node = node[key] as Mutable;
  change(node);
  return copy;
}

const setValue = (path: string, value: number) => withChange(path, (node) => (node.value = value));

function violationsOf(candidate: unknown): readonly string[] {
  try {
    loadModelWeights(candidate);
  } catch (error) {
    if (error instanceof ModelWeightsError) return error.violations;
    throw error;
  }
  return [];
}

describe('model weights', () => {
  it('loads the default set, and every coefficient names a source', () => {
    expect(MODEL_WEIGHTS.version).toBe('2');
    const sources: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      if ('source' in node && 'value' in node) sources.push(String(node.source));
      else Object.values(node).forEach(walk);
    };
    walk(MODEL_WEIGHTS);
    // One per coefficient the loader checks.
    expect(sources).toHaveLength(81);
    for (const source of sources) expect(source.length).toBeGreaterThan(0);
    // The weights taken from published results say so; the rest say assumption.
    expect(MODEL_WEIGHTS.love.partner.negativeEmotionality.source).toMatch(/Malouff/);
    expect(MODEL_WEIGHTS.work.level.negativeEmotionality.source).toBe(ASSUMPTION);
    // The answers' sizes are assumptions; where a published result fixes the direction, the source names it.
    expect(MODEL_WEIGHTS.love.answers.demandWithdraw.source).toMatch(/^assumption; direction: Schrodt et al\. 2014/);
    expect(MODEL_WEIGHTS.love.answers.agreement.timeTogether.source).toMatch(/Frost & Forrester 2013/);
    expect(MODEL_WEIGHTS.love.answers.agreement.distance.source).toBe(ASSUMPTION);
    // Friendship leaves out what concerns a couple only.
    expect(MODEL_WEIGHTS.friend.answers.agreement.loveLanguage.value).toBe(0);
    expect(MODEL_WEIGHTS.friend.answers.agreement.weekends.value).toBeGreaterThan(0);
  });

  it.each([
    ['love.similarity.agreeableness', 0.08, /exceeds half the partner weight/],
    ['friend.similarity.negativeEmotionality', 0.12, /exceeds half the partner weight/],
    ['love.answers.agreement.timeTogether', -0.01, /love.answers.agreement.timeTogether must not be negative/],
    ['friend.answers.partner.secondChance', -0.01, /friend.answers.partner.secondChance must not be negative/],
    ['love.answers.demandWithdraw', -0.06, /love.answers.demandWithdraw must not be negative/],
    ['work.gap.conscientiousness', 0.21, /work.gap.conscientiousness exceeds/],
    ['work.gap.extraversion', 0.06, /work.gap.extraversion exceeds/],
    ['love.partner.extraversion', -0.01, /must not be negative/],
    ['work.qualification', -0.2, /work.qualification must not be negative/],
    ['leader.quality.negativeEmotionality', 0.1, /must not be positive/],
    ['leader.quality.extraversion', -0.1, /must not be negative/],
    ['indicators.qualification.education', 0.4, /weights sum to/],
    ['indicators.maturity.ageYears', 0, /must be positive/],
    ['indicators.expertisePrecision.model', 1.1, /must fall/],
    ['leader.qualityMultipleR', 0, /must be positive/],
  ])('refuses %s = %f', (path, value, message) => {
    const violations = violationsOf(setValue(path, value));
    expect(violations.some((violation) => message.test(violation))).toBe(true);
  });

  it('refuses a coefficient without a source, a non-number, a missing one and a missing version', () => {
    expect(violationsOf(withChange('love.partner.agreeableness', (node) => (node.source = ' ')))).toEqual([
      'love.partner.agreeableness names no source',
    ]);
    expect(violationsOf(setValue('work.level.agreeableness', Number.NaN))).toContain('work.level.agreeableness is not a finite number');
    expect(violationsOf(withChange('work.level', (node) => delete node.agreeableness))).toContain('work.level.agreeableness is missing');
    expect(violationsOf({ ...(JSON.parse(JSON.stringify(DEFAULT_MODEL_WEIGHTS_DATA)) as object), version: '' })).toContain('version is missing');
    expect(violationsOf(null).length).toBeGreaterThan(10);
  });

  it('accepts a similarity penalty exactly at half the partner weight: the score stays non-decreasing', () => {
    expect(violationsOf(setValue('love.similarity.agreeableness', 0.075))).toEqual([]);
  });

  it('refuses a set without the answers\u2019 weights, naming each one', () => {
    const violations = violationsOf(withChange('friend', (node) => delete node.answers));
    expect(violations).toContain('friend.answers.agreement.weekends is missing');
    expect(violations).toContain('friend.answers.demandWithdraw is missing');
  });
});
