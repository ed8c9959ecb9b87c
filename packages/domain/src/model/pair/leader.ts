import { clamp } from '../math';
import { MODEL_WEIGHTS, PAIR_TRAITS, type ModelWeights } from '../weights';
import { zOf, type PairPerson } from './pair-person';
import { explain, REASON_MIN_POINTS, toScore, type Contribution, type PairReason } from './reasons';
import { workCompatibility, workScore } from './work';

export interface LeaderMemberExchange {
  /** LMX, 0..100: the work score less the cost of a member less conscientious than the lead. */
  readonly score: number;
  readonly reasons: readonly PairReason[];
  readonly precision: number;
}

/**
 * One-way: how a lead or manager and a member get on. A member below the lead in conscientiousness costs
 * points; one above costs nothing.
 */
export function leaderMemberExchange(
  lead: PairPerson,
  member: PairPerson,
  weights: ModelWeights = MODEL_WEIGHTS,
): LeaderMemberExchange {
  const work = workCompatibility(lead, member, weights);
  const score = lmxFromWork(work.score, lead, member, weights);
  const reasons = [...work.reasons];
  const points = score - work.score;
  if (Math.abs(points) >= REASON_MIN_POINTS) {
    reasons.push({
      code: 'conscientiousness.below_lead',
      subject: 'conscientiousness',
      kind: 'below_lead',
      effect: 'down',
      points,
      who: 'second',
    });
    reasons.sort((a, b) => Math.abs(b.points) - Math.abs(a.points) || a.code.localeCompare(b.code));
  }
  return { score, reasons, precision: work.precision };
}

/** The work score less the cost of a member less conscientious than the lead, on 0..100. */
function lmxFromWork(work: number, lead: PairPerson, member: PairPerson, weights: ModelWeights): number {
  const below = Math.max(0, zOf(lead, 'conscientiousness') - zOf(member, 'conscientiousness'));
  return clamp(work - weights.leader.conscientiousnessBelowLead.value * below, 0, 100);
}

/** LMX alone, without its reasons, for the team simulation: the same score `leaderMemberExchange` gives. */
export function leaderMemberScore(lead: PairPerson, member: PairPerson, weights: ModelWeights = MODEL_WEIGHTS): number {
  return lmxFromWork(workScore(lead, member, weights), lead, member, weights);
}

export interface LeaderQuality {
  /** 0..100: where the person's predicted leadership sits among people in general. */
  readonly score: number;
  readonly reasons: readonly PairReason[];
  readonly precision: number;
}

const QUALITY_TRAITS = [...PAIR_TRAITS, 'openMindedness'] as const;

/**
 * Leader quality from the trait correlations of leadership: the correlation-weighted sum of z, divided
 * by the multiple correlation so that it spreads like a standard score, then placed on 0..100.
 */
function leaderQualityParts(person: PairPerson, weights: ModelWeights): Contribution[] {
  const quality = weights.leader.quality;
  return QUALITY_TRAITS.map((trait) => {
    const z = zOf(person, trait);
    return { subject: trait, kind: z >= 0 ? 'high' : 'low', value: quality[trait].value * z, who: 'first' };
  });
}

/** Leader quality as a standard score (LQ before Φ): what the team simulation weighs. */
export function leaderQualityArgument(person: PairPerson, weights: ModelWeights = MODEL_WEIGHTS): number {
  return leaderQualityParts(person, weights).reduce((sum, part) => sum + part.value, 0) / weights.leader.qualityMultipleR.value;
}

export function leaderQuality(person: PairPerson, weights: ModelWeights = MODEL_WEIGHTS): LeaderQuality {
  const parts = leaderQualityParts(person, weights);
  const argument = leaderQualityArgument(person, weights);
  return { score: toScore(argument), reasons: explain(parts, argument, weights.leader.qualityMultipleR.value), precision: person.z ? 1 : 0 };
}
