import { describe, expect, it } from 'vitest';
import { teamCheckTitle } from './team-check-title';

describe('the title of a team check', () => {
  it('lists the people by first name, the last one after "and" in the viewer\u2019s language', () => {
    const people = [
      { firstName: 'Анна', lastName: 'Петрова' },
      { firstName: 'Борис', lastName: null },
      { firstName: 'Вера', lastName: 'Ли' },
    ];
    expect(teamCheckTitle(people, 'ru')).toBe('Анна, Борис и Вера');
    expect(teamCheckTitle(people.slice(0, 2), 'en')).toBe('Анна and Борис');
  });

  it('never shows a last name, and names a removed or nameless person', () => {
    const title = teamCheckTitle([{ firstName: 'Ann', lastName: 'Secret' }, undefined, { firstName: '  ', lastName: 'Lee' }], 'en');
    expect(title).toBe('Ann, Removed profile and —');
    expect(title).not.toContain('Secret');
    expect(teamCheckTitle([undefined, { firstName: 'Анна', lastName: null }], 'ru')).toBe('Удалённый профиль и Анна');
  });
});
