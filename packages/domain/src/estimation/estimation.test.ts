import { describe, expect, it } from 'vitest';
import { GRADES, gradeFromScore } from '../profile/grade';
import { estimationStatus, isAssignmentOpen, scoreOfGrade } from './index';

const fresh = { viewedAt: null, score: null, scorePrecise: null, skipStatus: null } as const;

describe('estimationStatus', () => {
  it('puts a skip before a grade, a grade before having looked, and a profile never opened last', () => {
    expect(estimationStatus(fresh)).toBe('notEstimated');
    expect(estimationStatus({ ...fresh, viewedAt: '2026-01-01' })).toBe('viewOnly');
    expect(estimationStatus({ ...fresh, scorePrecise: 0 })).toBe('estimated');
    expect(estimationStatus({ ...fresh, score: 40, skipStatus: 'normal' })).toBe('postponed');
    expect(estimationStatus({ ...fresh, score: 40, skipStatus: 'suspicious' })).toBe('suspect');
  });

  it('counts only the untouched and the merely viewed as still open', () => {
    expect(['notEstimated', 'viewOnly', 'estimated', 'postponed', 'suspect'].filter((s) => isAssignmentOpen(s as never))).toEqual(['notEstimated', 'viewOnly']);
  });
});

describe('scoreOfGrade', () => {
  it('sends the middle of each band, which reads back as the same grade', () => {
    expect(GRADES.map(scoreOfGrade)).toEqual([8, 25, 42, 58, 75, 92]);
    for (const grade of GRADES) expect(gradeFromScore(scoreOfGrade(grade))).toBe(grade);
  });
});
