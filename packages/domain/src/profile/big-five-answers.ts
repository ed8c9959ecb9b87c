import { BIG_FIVE_ANSWER_SCALE } from '../model/big-five/answer-scale';
import { BIG_FIVE_ITEM_COUNT, type BigFiveScores } from '../model/big-five/domains';
import { scoreBigFive } from '../model/big-five/score';
import type { Answer, Answers } from '../questionnaire/definition';

/**
 * Where a profile keeps the 30-item test's answers among its questionnaire answers: one answer per
 * statement, `big_five_1` … `big_five_30`, each 1..5. No questionnaire asks them of specialists yet;
 * demo profiles carry them so their forecasts differ as real people's would.
 */
export const BIG_FIVE_ANSWER_PREFIX = 'big_five_';

export const bigFiveAnswerName = (position: number): string => `${BIG_FIVE_ANSWER_PREFIX}${position}`;

/** The test's 30 answers as profile answers. */
export function bigFiveAsAnswers(answers: readonly number[]): Record<string, Answer> {
  return Object.fromEntries(answers.map((value, index) => [bigFiveAnswerName(index + 1), { value }]));
}

/** The domain scores of a profile that took the whole test; null when any of the 30 answers is missing or out of range. */
export function bigFiveFromAnswers(answers: Answers): BigFiveScores | null {
  const values: number[] = [];
  for (let position = 1; position <= BIG_FIVE_ITEM_COUNT; position += 1) {
    const value = answers[bigFiveAnswerName(position)]?.value;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < BIG_FIVE_ANSWER_SCALE.min || value > BIG_FIVE_ANSWER_SCALE.max) return null;
    values.push(value);
  }
  return scoreBigFive(values);
}
