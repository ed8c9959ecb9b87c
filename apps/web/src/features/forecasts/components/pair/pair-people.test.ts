import type { Pair } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { runPeople } from './pair-people';

const actor = (id: string, firstName: string | null, hideDetails = false) =>
  ({ id, firstName, lastName: 'Иванова', avatarName: 'default', age: null, gender: null, position: null, isDemo: false, isShort: false, hideDetails, events: [] }) as Pair['actors'][number];

describe('the people of a pair run', () => {
  it('takes the pair’s order, not the forecast’s sorted one, since the scores’ “first” is the pair’s first', () => {
    const people = runPeople(['a', 'b'], { actors: [actor('b', 'Борис'), actor('a', 'Анна', true)] });
    expect(people.orderKnown).toBe(true);
    expect(people.ordered.map((person) => person.firstName)).toEqual(['Борис', 'Анна']);
    expect(people.ordered[1]).toMatchObject({ fullName: 'Анна Иванова', detailsHidden: true });
  });

  it('names nobody in the scores once the pair has other people, but still names each one it has by id', () => {
    const people = runPeople(['a', 'b'], { actors: [actor('a', 'Анна'), actor('c', 'Вера')] });
    expect(people.orderKnown).toBe(false);
    expect(people.ordered).toEqual([
      { id: 'a', firstName: null, fullName: null, detailsHidden: true },
      { id: 'b', firstName: null, fullName: null, detailsHidden: true },
    ]);
    expect(people.byId('a').firstName).toBe('Анна');
    expect(people.byId('b').firstName).toBeNull();
  });
});
