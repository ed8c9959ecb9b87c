import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminProfileStatus, gradeGroupOf, gradeGroupRange, GRADE_GROUPS, type ProfileForStatus } from './index';

const filled: ProfileForStatus = { state: 'ack_a', finalScore: null, skipStatus: null, marks: [] };

describe('adminProfileStatus', () => {
  it('says deleted before anything else, and empty for a profile not filled', () => {
    expect(adminProfileStatus({ ...filled, state: 'deleted', finalScore: 50 })).toBe('deleted');
    expect(adminProfileStatus({ ...filled, state: 'delete_keep' })).toBe('deleted');
    expect(adminProfileStatus({ ...filled, state: 'ack_q' })).toBe('empty');
    expect(adminProfileStatus({ ...filled, state: 'answered' })).toBe('empty');
  });

  it('walks a filled profile from completed to estimated to approved, and back when the final score goes', () => {
    expect(adminProfileStatus(filled)).toBe('completed');
    const graded = { ...filled, marks: [{ score: 40, skipStatus: null }] };
    expect(adminProfileStatus(graded)).toBe('estimated');
    expect(adminProfileStatus({ ...graded, finalScore: 42 })).toBe('approved');
    expect(adminProfileStatus({ ...graded, finalScore: null })).toBe('estimated');
  });

  it('tells skipped as normal from suspicious, by an estimator or on the profile', () => {
    expect(adminProfileStatus({ ...filled, marks: [{ score: null, skipStatus: 'normal' }] })).toBe('skipped');
    expect(adminProfileStatus({ ...filled, skipStatus: 'normal' })).toBe('skipped');
    expect(adminProfileStatus({ ...filled, marks: [{ score: 70, skipStatus: null }, { score: null, skipStatus: 'suspicious' }] })).toBe('suspicious');
    expect(adminProfileStatus({ ...filled, skipStatus: 'suspicious' })).toBe('suspicious');
    // A grade by one estimator outweighs another's normal skip.
    expect(adminProfileStatus({ ...filled, marks: [{ score: 70, skipStatus: null }, { score: null, skipStatus: 'normal' }] })).toBe('estimated');
  });
});

describe('grade groups', () => {
  it('puts two grades in each group and nothing without a final score', () => {
    expect(gradeGroupOf(null)).toBeNull();
    expect(gradeGroupOf(0)).toBe('C');
    expect(gradeGroupOf(33.3)).toBe('C');
    expect(gradeGroupOf(33.34)).toBe('P');
    expect(gradeGroupOf(66.6)).toBe('P');
    expect(gradeGroupOf(66.67)).toBe('M');
    expect(gradeGroupOf(100)).toBe('M');
  });

  it('has ranges that agree with gradeGroupOf for every score', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (score) => {
        const group = gradeGroupOf(score);
        const inRange = GRADE_GROUPS.filter((candidate) => {
          const { from, to } = gradeGroupRange(candidate);
          return score >= from && (to === null || score < to);
        });
        return inRange.length === 1 && inRange[0] === group;
      }),
    );
  });
});
