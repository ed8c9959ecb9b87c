import { normalCdf } from '../math';
import type { LoveAgreementAnswer, LoveLevelAnswer, PairTrait } from '../weights';

/** A trait, qualification, or one of the love questionnaire's answers. */
export type ReasonSubject = PairTrait | 'openMindedness' | 'qualification' | LoveAgreementAnswer | LoveLevelAnswer;
export type ReasonKind = 'high' | 'low' | 'gap' | 'alike' | 'below_lead';

/**
 * Why a score is what it is, in a form the interface translates: `code` is `<subject>.<kind>`, e.g.
 * `negativeEmotionality.low` (calm people), `conscientiousness.gap` (further apart than most pairs),
 * `agreeableness.alike` (closer than most), `timeTogether.alike` (wanting time together alike) or
 * `difficulties.gap` (one talks a difficulty through, the other avoids it); `points` is how far the score
 * would fall (negative: rise) without this part; `who` says whose traits carry it.
 */
export interface PairReason {
  readonly code: `${ReasonSubject}.${ReasonKind}`;
  readonly subject: ReasonSubject;
  readonly kind: ReasonKind;
  readonly effect: 'up' | 'down';
  readonly points: number;
  readonly who: 'both' | 'first' | 'second';
}

/** One additive part of a score's argument before Φ. */
export interface Contribution {
  readonly subject: ReasonSubject;
  readonly kind: ReasonKind;
  readonly value: number;
  readonly who: PairReason['who'];
}

/** Parts that move the score by less than this many points are not worth a reason. */
export const REASON_MIN_POINTS = 0.5;

/** A score on 0..100 from an argument in standard deviations. */
export const toScore = (argument: number): number => 100 * normalCdf(argument);

/**
 * Each part's effect in points is the score minus the score without that part; parts are listed
 * largest effect first.
 */
export function explain(contributions: readonly Contribution[], argument: number, scale: number, offset = 0): PairReason[] {
  const score = toScore(argument) + offset;
  const reasons: PairReason[] = [];
  for (const part of contributions) {
    if (part.value === 0) continue;
    const points = score - (toScore(argument - part.value / scale) + offset);
    if (Math.abs(points) < REASON_MIN_POINTS) continue;
    reasons.push({
      code: `${part.subject}.${part.kind}`,
      subject: part.subject,
      kind: part.kind,
      effect: points > 0 ? 'up' : 'down',
      points,
      who: part.who,
    });
  }
  return reasons.sort((a, b) => Math.abs(b.points) - Math.abs(a.points) || a.code.localeCompare(b.code));
}

/** Whose traits carry a level part: both when both lean the way the pair does, else the one who does. */
export function levelCarrier(first: number, second: number): PairReason['who'] {
  const total = first + second;
  if (Math.sign(first) === Math.sign(total) && Math.sign(second) === Math.sign(total)) return 'both';
  return Math.sign(first) === Math.sign(total) ? 'first' : 'second';
}

/** A pair whose combined level of a trait (in its favourable direction) is above or below the norm. */
export const levelKind = (rawSum: number): 'high' | 'low' => (rawSum >= 0 ? 'high' : 'low');

/** A gap part's kind: further apart than an average pair, or more alike. */
export const gapKind = (centredGap: number): 'gap' | 'alike' => (centredGap > 0 ? 'gap' : 'alike');
