/** The mood bands of a score on −100..100, lowest first, and "unclear" when there is no score. */
export const MOOD_BANDS = ['depressed', 'bad', 'anxious', 'good', 'excellent'] as const;
export type MoodBand = (typeof MOOD_BANDS)[number] | 'unclear';

/**
 * Bands: depressed −100..−80, bad −80..−20, anxious −20..20, good 20..80, excellent 80..100. A shared
 * bound belongs to the band nearer zero, so the bands are symmetric: −80 is bad, 80 is good, ±20 anxious.
 */
export function moodBand(score: number | null | undefined): MoodBand {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'unclear';
  if (score < -80) return 'depressed';
  if (score < -20) return 'bad';
  if (score <= 20) return 'anxious';
  if (score <= 80) return 'good';
  return 'excellent';
}
