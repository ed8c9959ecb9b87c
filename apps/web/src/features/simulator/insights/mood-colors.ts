import type { MantineColor } from '@mantine/core';
import type { MoodBand } from '@teamcast/domain';

/** Each mood band's colour, from red for the lowest to green for the highest; grey when the mood is unknown. */
export const moodColors = {
  depressed: 'red.8',
  bad: 'orange.6',
  anxious: 'yellow.5',
  good: 'lime.6',
  excellent: 'green.7',
  unclear: 'gray.5',
} as const satisfies Record<MoodBand, MantineColor>;

export const moodLabels = {
  depressed: 'simulatorInsights.mood.depressed',
  bad: 'simulatorInsights.mood.bad',
  anxious: 'simulatorInsights.mood.anxious',
  good: 'simulatorInsights.mood.good',
  excellent: 'simulatorInsights.mood.excellent',
  unclear: 'simulatorInsights.mood.unclear',
} as const satisfies Record<MoodBand, string>;
