import type { MoodBand, ScoreBand } from '@teamcast/domain';

/** A band's colour: red at the bottom through yellow in the middle to green at the top. */
export const scoreBandColors = {
  very_low: 'red.7',
  low: 'orange.7',
  average: 'yellow.8',
  high: 'teal.7',
  very_high: 'green.8',
} as const satisfies Record<ScoreBand, string>;

export const moodBandColors = {
  depressed: 'red.7',
  bad: 'orange.7',
  anxious: 'yellow.8',
  good: 'teal.7',
  excellent: 'green.8',
  unclear: 'gray.6',
} as const satisfies Record<MoodBand, string>;

/** Orientations are kinds, not better or worse: one colour each, none of the bands'. */
export const orientationColors = { launch: 'blue.7', growth: 'violet.7', support: 'cyan.8' } as const;
