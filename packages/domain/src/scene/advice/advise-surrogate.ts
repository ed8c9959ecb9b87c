import { normSexOf, toPairPerson, type PairPerson } from '../../model/pair/pair-person';
import { workScore } from '../../model/pair/work';
import { personIndicators } from '../../model/person/indicators';
import type { SceneActorInput } from '../scene-types';

/** What the pair model knows of a person: the pair forecast's person and their expertise, 0..1. */
export interface SurrogatePerson {
  readonly id: string;
  readonly pair: PairPerson;
  readonly expertise: number;
}

/** Read as the forecast reads an actor: indicators from the profile, traits against the person's own sex and age. */
export function surrogatePerson(input: SceneActorInput): SurrogatePerson {
  const indicators = personIndicators({
    background: input.background ?? null,
    bigFive: input.bigFive ?? null,
    finalScorePrecise: input.finalScorePrecise ?? null,
    predictedScore: input.predictedScore ?? null,
  });
  const pair = toPairPerson({
    bigFive: input.bigFive ?? null,
    qualification: indicators.qualification.value,
    sex: normSexOf(input.gender),
    age: input.age ?? input.background?.ageYears ?? null,
  });
  return { id: input.id, pair, expertise: indicators.expertise.value };
}

/**
 * How much better the team's pair model looks with `candidate` in `member`'s seat: the change of the mean work
 * score (0..100, read as 0..1) of the seat's pairs with the other members, plus the change of expertise. Both
 * parts are what a member adds to the forecast's power and cohesion; the engine decides among the best of them.
 */
export function seatGain(member: SurrogatePerson, candidate: SurrogatePerson, others: readonly SurrogatePerson[]): number {
  let pairs = 0;
  for (const other of others) pairs += workScore(candidate.pair, other.pair) - workScore(member.pair, other.pair);
  const meanPair = others.length ? pairs / others.length / 100 : 0;
  return meanPair + (candidate.expertise - member.expertise);
}

/** The pair's work score centred on an average pair, −1..1: more time together helps a good pair and hurts a poor one. */
export const pairFit = (a: SurrogatePerson, b: SurrogatePerson): number => (workScore(a.pair, b.pair) - 50) / 50;
