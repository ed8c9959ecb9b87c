import { describe, expect, it } from 'vitest';
import { scrubNames } from './owner-deletion';

const label = 'Removed profile';
const anna = { firstName: 'Анна', lastName: 'Петрова' };

describe('names leave the titles of a removed person', () => {
  it.each([
    ['Анна Петрова & Вера', 'Removed profile & Вера'],
    ['Петрова Анна и Вера', 'Removed profile и Вера'],
    ['Команда Анны Петровой', 'Команда Removed profile'],
    ['Отдел петровой', 'Отдел Removed profile'],
    ['Анна и Вера', 'Анна и Вера'],
    ['Петровский проект', 'Петровский проект'],
  ])('%s → %s', (title, expected) => {
    expect(scrubNames(title, [anna], label)).toBe(expected);
  });

  it('matches Latin names and leaves a person without a last name alone', () => {
    expect(scrubNames('Pair of Ann Lee and Bo', [{ firstName: 'Ann', lastName: 'Lee' }], label)).toBe('Pair of Removed profile and Bo');
    expect(scrubNames('Ann and Bo', [{ firstName: 'Ann', lastName: null }], label)).toBe('Ann and Bo');
  });
});
