import type { BigFiveScores } from '../../model/big-five';

/** Big Five scores written in one line, in the order E, A, C, N, O, for the simulation's tests. */
export const traits = (e: number, a: number, c: number, n: number, o: number): BigFiveScores => ({
  extraversion: e,
  agreeableness: a,
  conscientiousness: c,
  negativeEmotionality: n,
  openMindedness: o,
});
