import { GRADES, gradeFromScore, type Grade } from '../profile/grade';

/**
 * The administrator's grade groups C/P/M (decision 72), two grades each on the final score: C for the
 * career start (junior, junior plus), P for the practitioner (middle, middle plus), M for the master
 * (senior, senior plus). A profile without a final score is in no group.
 */
export const GRADE_GROUPS = ['C', 'P', 'M'] as const;
export type GradeGroup = (typeof GRADE_GROUPS)[number];

const groupOfGrade: Record<Grade, GradeGroup> = {
  junior: 'C',
  junior_plus: 'C',
  middle: 'P',
  middle_plus: 'P',
  senior: 'M',
  senior_plus: 'M',
};

export function gradeGroupOf(finalScore: number | null | undefined): GradeGroup | null {
  const grade = gradeFromScore(finalScore);
  return grade === null ? null : groupOfGrade[grade];
}

/**
 * The final scores of a group as a half-open range [from, to) for a query, read off `gradeFromScore`'s
 * equal bands; the last group takes 100 too (`to` is null: no upper bound).
 */
export function gradeGroupRange(group: GradeGroup): { from: number; to: number | null } {
  const index = GRADE_GROUPS.indexOf(group);
  const band = 100 / GRADES.length;
  const from = index * 2 * band;
  return { from, to: index === GRADE_GROUPS.length - 1 ? null : (index + 1) * 2 * band };
}
