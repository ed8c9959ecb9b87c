/** The mood bands of a score on −100..100, lowest first, and "unclear" when there is no score. */
export const MOOD_BANDS = ['depressed', 'bad', 'anxious', 'good', 'excellent'] as const;
export type MoodBand = (typeof MOOD_BANDS)[number] | 'unclear';

/**
 * Bands: depressed −100..−80, bad −80..−20, anxious −20..20, good 20..80, excellent 80..100. A shared
 * bound belongs to the band nearer zero, so the bands are symmetric: −80 is bad, 80 is good, ±20 anxious.
 * The index in `MOOD_BANDS`, or −1 when there is no score: the form the simulation keeps day by day.
 */
export function moodBandIndex(score: number | null | undefined): number {
  if (score === null || score === undefined || !Number.isFinite(score)) return -1;
  if (score < -80) return 0;
  if (score < -20) return 1;
  if (score <= 20) return 2;
  if (score <= 80) return 3;
  return 4;
}

export function moodBand(score: number | null | undefined): MoodBand {
  return MOOD_BANDS[moodBandIndex(score)] ?? 'unclear';
}
