/** The grades of spec section 3, lowest first. */
export const GRADES = ['junior', 'junior_plus', 'middle', 'middle_plus', 'senior', 'senior_plus'] as const;
export type Grade = (typeof GRADES)[number];

/**
 * The grade of a final score on the 0..100 scale estimators give: six equal bands, the upper bound
 * of each band belonging to the next grade (so 100 is senior plus).
 */
export function gradeFromScore(finalScore: number | null | undefined): Grade | null {
  if (finalScore === null || finalScore === undefined || !Number.isFinite(finalScore)) return null;
  const clamped = Math.min(100, Math.max(0, finalScore));
  const index = Math.min(GRADES.length - 1, Math.floor((clamped / 100) * GRADES.length));
  return GRADES[index] ?? null;
}
