import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, ageBandOf, ageOn, avatarFor } from './avatar';
import { profileFactsFromAnswers } from './facts-from-answers';
import { GRADES, gradeFromScore } from './grade';
import { checkFirstNameEdit, checkPersonalDetails } from './personal-details';
import { PROFILE_STATES, matchesOwnerFilter } from './states';

describe('avatars', () => {
  it.each([
    [0, '0-20'],
    [20, '0-20'],
    [21, '21-35'],
    [35, '21-35'],
    [36, '36-50'],
    [50, '36-50'],
    [51, '51+'],
    [99, '51+'],
  ])('age %i is in band %s', (age, band) => {
    expect(ageBandOf(age)).toBe(band);
  });

  it('picks the image from the band and gender', () => {
    expect(avatarFor(30, 'М')).toBe('male-21-35');
    expect(avatarFor(55, 'Ж')).toBe('female-51+');
  });

  it('falls back to the default image without an age or a gender', () => {
    expect(avatarFor(null, 'Ж')).toBe(DEFAULT_AVATAR);
    expect(avatarFor(40, null)).toBe(DEFAULT_AVATAR);
    expect(avatarFor(-1, 'М')).toBe(DEFAULT_AVATAR);
  });

  it('counts whole years to a day', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('2027-01-01', '2026-06-15')).toBeNull();
    expect(ageOn('not a date', '2026-06-15')).toBeNull();
  });
});

describe('grades', () => {
  it('maps the score bands to the six grades', () => {
    expect(gradeFromScore(0)).toBe('junior');
    expect(gradeFromScore(16.6)).toBe('junior');
    expect(gradeFromScore(17)).toBe('junior_plus');
    expect(gradeFromScore(50)).toBe('middle_plus');
    expect(gradeFromScore(100)).toBe('senior_plus');
    expect(gradeFromScore(null)).toBeNull();
  });

  it('never lowers the grade when the score rises', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 110, noNaN: true }), fc.double({ min: -10, max: 110, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(GRADES.indexOf(gradeFromScore(low)!)).toBeLessThanOrEqual(GRADES.indexOf(gradeFromScore(high)!));
      }),
    );
  });
});

describe('profile states', () => {
  it('splits live profiles into empty and approved, and hides deleted ones', () => {
    const shown = (filter: 'all' | 'empty' | 'approved') => PROFILE_STATES.filter((state) => matchesOwnerFilter(state, filter));
    expect(shown('all')).toEqual(['ack_q', 'answered', 'ack_a']);
    expect(shown('empty')).toEqual(['ack_q', 'answered']);
    expect(shown('approved')).toEqual(['ack_a']);
  });
});

describe('personal details', () => {
  it('requires first and last name where the last name is asked', () => {
    expect(checkPersonalDetails({ firstName: ' ', lastName: '' }, { lastNameRequired: true })).toEqual({
      firstName: { code: 'required' },
      lastName: { code: 'required' },
    });
    expect(checkPersonalDetails({ firstName: 'Анна', lastName: 'Смит' }, { lastNameRequired: true })).toEqual({});
  });

  it('asks only the first name otherwise, still checking letters', () => {
    expect(checkPersonalDetails({ firstName: 'Анна' }, { lastNameRequired: false })).toEqual({});
    expect(checkPersonalDetails({ firstName: 'Анна', lastName: '42' }, { lastNameRequired: false })).toEqual({ lastName: { code: 'name' } });
  });

  it('lets an edit change a first name but not clear one the profile has', () => {
    expect(checkFirstNameEdit('', 'Анна')).toEqual({ code: 'required' });
    expect(checkFirstNameEdit('  ', 'Анна')).toEqual({ code: 'required' });
    expect(checkFirstNameEdit('Мария', 'Анна')).toBeNull();
    expect(checkFirstNameEdit('42', 'Анна')).toEqual({ code: 'name' });
    expect(checkFirstNameEdit('', null)).toBeNull();
    expect(checkFirstNameEdit('42', null)).toEqual({ code: 'name' });
  });
});

describe('facts from answers', () => {
  it('reads gender and age from the profile questionnaire', () => {
    expect(profileFactsFromAnswers({ gender: { value: 'female' }, age: { value: 34 } })).toEqual({ gender: 'Ж', age: 34 });
    expect(profileFactsFromAnswers({ gender: { value: 'нет_ответа' }, age: { value: 'x' } })).toEqual({ gender: null, age: null });
    expect(profileFactsFromAnswers({ gender: { value: 'constructor' }, age: { value: 40 } })).toEqual({ gender: null, age: 40 });
    expect(profileFactsFromAnswers({})).toEqual({ gender: null, age: null });
  });
});
