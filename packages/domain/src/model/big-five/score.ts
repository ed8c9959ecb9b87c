import { BIG_FIVE_ANSWER_SCALE } from './answer-scale';
import { BIG_FIVE_DOMAINS, BIG_FIVE_ITEM_COUNT, BIG_FIVE_REVERSED_POSITIONS, bigFiveDomainOf, type BigFiveDomain, type BigFiveScores } from './domains';

export type BigFiveAnswersProblem = 'not_array' | 'wrong_count' | 'not_integer' | 'out_of_range';

/** The test cannot be skipped or half-taken: anything but 30 whole answers 1..5 is refused. */
export class BigFiveAnswersError extends Error {
  readonly code = 'big_five_answers_invalid';
  constructor(
    readonly reason: BigFiveAnswersProblem,
    readonly position?: number,
  ) {
    super(position === undefined ? `Big Five answers refused: ${reason}` : `Big Five answer ${position} refused: ${reason}`);
    this.name = 'BigFiveAnswersError';
  }
}

const reversed = new Set(BIG_FIVE_REVERSED_POSITIONS);

/** Domain means of the 30 answers, reversed items scored `6 − answer`. */
export function scoreBigFive(answers: readonly number[]): BigFiveScores {
  if (!Array.isArray(answers)) throw new BigFiveAnswersError('not_array');
  if (answers.length !== BIG_FIVE_ITEM_COUNT) throw new BigFiveAnswersError('wrong_count');
  const sums: Record<BigFiveDomain, number> = {
    extraversion: 0,
    agreeableness: 0,
    conscientiousness: 0,
    negativeEmotionality: 0,
    openMindedness: 0,
  };
  for (let index = 0; index < BIG_FIVE_ITEM_COUNT; index += 1) {
    const position = index + 1;
    // A hole in a sparse array reads as undefined here, and is refused like any non-number.
    const answer: unknown = answers[index];
    if (typeof answer !== 'number' || !Number.isInteger(answer)) throw new BigFiveAnswersError('not_integer', position);
    if (answer < BIG_FIVE_ANSWER_SCALE.min || answer > BIG_FIVE_ANSWER_SCALE.max) throw new BigFiveAnswersError('out_of_range', position);
    sums[bigFiveDomainOf(position)] += reversed.has(position) ? 6 - answer : answer;
  }
  const perDomain = BIG_FIVE_ITEM_COUNT / BIG_FIVE_DOMAINS.length;
  return {
    extraversion: sums.extraversion / perDomain,
    agreeableness: sums.agreeableness / perDomain,
    conscientiousness: sums.conscientiousness / perDomain,
    negativeEmotionality: sums.negativeEmotionality / perDomain,
    openMindedness: sums.openMindedness / perDomain,
  };
}
