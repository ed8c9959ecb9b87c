import { BIG_FIVE_NORMS, scoreBigFive, type BigFiveNorms } from '../model/big-five';
import { relationshipCompatibility, toPairPerson, type PairReason } from '../model/pair';
import { MODEL_WEIGHTS, type ModelWeights } from '../model/weights';
import { scoreBand } from '../texts/narrate';
import type { ScoreBand } from '../texts/phrases';

/** The couple's love compatibility as the consumer test shows it: whole scores, reasons to a tenth of a point. */
export interface FlameCompatibility {
  /** 0..100, whole; 50 is an average couple. */
  readonly score: number;
  readonly band: ScoreBand;
  /** 0..1, to two decimals. */
  readonly precision: number;
  readonly oneWay: { readonly firstWithSecond: number; readonly secondWithFirst: number };
  readonly reasons: readonly PairReason[];
}

const tenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * The model's love compatibility (docs/model.md, "Love and friendship") of two people known by their 30
 * answers alone: their Big Five against the whole population's norms, nothing of the love questionnaire.
 * The band is read from the shown, whole score, so the two never disagree.
 */
export function flameCompatibility(
  first: readonly number[],
  second: readonly number[],
  norms: BigFiveNorms = BIG_FIVE_NORMS,
  weights: ModelWeights = MODEL_WEIGHTS,
): FlameCompatibility {
  const person = (answers: readonly number[]) => toPairPerson({ bigFive: scoreBigFive(answers) }, norms);
  const love = relationshipCompatibility(person(first), person(second), 'LOVE', weights);
  const score = Math.round(love.score);
  return {
    score,
    band: scoreBand(score),
    precision: Math.round(love.precision * 100) / 100,
    oneWay: { firstWithSecond: Math.round(love.oneWay.firstWithSecond), secondWithFirst: Math.round(love.oneWay.secondWithFirst) },
    reasons: love.reasons.map((reason) => ({ ...reason, points: tenth(reason.points) })),
  };
}
