import { describe, expect, it } from 'vitest';
import { dayGraph, ellipseLayout, shortName } from './day-graph';
import { teamYear } from './test-support';

describe("the day's picture of the team", () => {
  it('names people by first name and last initial, or whatever name they have', () => {
    expect(shortName({ firstName: 'Анна', lastName: 'петрова', avatarName: 'a' })).toBe('Анна П.');
    expect(shortName({ firstName: 'Вера', lastName: null, avatarName: 'v' })).toBe('Вера');
    expect(shortName({ firstName: null, lastName: ' ', avatarName: 'Лиса' })).toBe('Лиса');
  });

  it('sets the pairs with settings apart from those working the default, and leaves out who has left', () => {
    const { scene, forecast } = teamYear();
    const before = dayGraph(scene, forecast, 150);
    expect(before.members.map((member) => member.id)).toEqual(['ann', 'bob', 'cat', 'dan']);
    expect(before.pairs.map((pair) => pair.actorIds.join('-'))).toEqual(['ann-bob', 'ann-cat']);
    expect(before.defaultPairs.map((pair) => pair.join('-'))).toEqual(['ann-dan', 'bob-cat', 'bob-dan', 'cat-dan']);
    const after = dayGraph(scene, null, 250);
    expect(after.members.map((member) => member.mood)).toEqual([null, null, null]);
    expect(after.defaultPairs.map((pair) => pair.join('-'))).toEqual(['bob-cat']);
  });

  it('lays the members out so that no two boxes of a name overlap', () => {
    for (let count = 2; count <= 30; count += 1) {
      const points = ellipseLayout(count);
      for (const [i, a] of points.entries()) {
        for (const b of points.slice(i + 1)) expect(Math.abs(a.x - b.x) >= 140 || Math.abs(a.y - b.y) >= 50, `${count} members`).toBe(true);
      }
    }
  });
});
