import { describe, expect, it } from 'vitest';
import { displayName, pairTitle } from './display-name';

describe('names in titles', () => {
  it('joins what the viewer sees, leaving out a hidden last name', () => {
    expect(displayName({ firstName: 'Анна', lastName: 'Петрова' }, 'ru')).toBe('Анна Петрова');
    expect(displayName({ firstName: 'Анна', lastName: null }, 'ru')).toBe('Анна');
    expect(displayName({ firstName: ' ', lastName: null }, 'en')).toBe('—');
  });

  it('names a removed person in the viewer\u2019s language', () => {
    expect(pairTitle([{ firstName: 'Анна', lastName: null }, undefined], 'ru')).toBe('Анна & Удалённый профиль');
    expect(pairTitle([undefined, { firstName: 'Ann', lastName: 'Lee' }], 'en')).toBe('Removed profile & Ann Lee');
  });
});
