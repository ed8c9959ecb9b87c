import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySceneChange } from './apply-change';
import { createScene } from './scene-build';
import { INTERACTION_HOURS, type Scene } from './scene-types';
import { simulateScene } from './simulation/simulate';
import { firstOverwork, weeklyHoursOn } from './weekly-hours';

const team = (size: number): Scene =>
  createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 3, actors: Array.from({ length: size }, (_, i) => ({ id: `p${i}` })) });

const setHours = (scene: Scene, a: string, b: string, day: number, hours: number) =>
  applySceneChange(scene, { kind: 'interaction', actorIds: [a, b], day, hours, remote: false });

describe("a member's weekly hours", () => {
  it('add the set hours of their pairs and the default for the rest', () => {
    let scene = team(4);
    expect(weeklyHoursOn(scene, 0)).toEqual(new Map([['p0', 15], ['p1', 15], ['p2', 15], ['p3', 15]]));
    scene = setHours(scene, 'p0', 'p1', 5, 10);
    expect(weeklyHoursOn(scene, 4).get('p0')).toBe(15);
    expect(weeklyHoursOn(scene, 5).get('p0')).toBe(20);
    expect(weeklyHoursOn(scene, 5).get('p2')).toBe(15);
  });

  it('leave out whoever is not in the team, and the manager', () => {
    let scene = applySceneChange(team(4), { kind: 'dismiss', actorId: 'p3', day: 20 });
    scene = applySceneChange(scene, { kind: 'rank', actorId: 'p2', day: 30, level: 2 });
    expect(weeklyHoursOn(scene, 20).has('p3')).toBe(false);
    expect(weeklyHoursOn(scene, 20).get('p0')).toBe(10);
    expect([...weeklyHoursOn(scene, 30).keys()]).toEqual(['p0', 'p1']);
  });

  it('share a full week when a large team leaves pairs at the default', () => {
    // Eleven colleagues at the default of 40 / 11 hours each make a full week of 40.
    expect(weeklyHoursOn(team(12), 0).get('p0')).toBeCloseTo(40);
  });
});

describe('the first overwork', () => {
  it('is none in a team of four, whose members have three pairs of at most 10 hours', () => {
    let scene = team(4);
    for (const other of ['p1', 'p2', 'p3']) scene = setHours(scene, 'p0', other, 0, 10);
    expect(firstOverwork(scene)).toBeNull();
  });

  it('names the member and the day the week goes above 50 hours', () => {
    let scene = team(7);
    for (const other of ['p1', 'p2', 'p3', 'p4', 'p5']) scene = setHours(scene, 'p0', other, 12, 10);
    expect(firstOverwork(scene)).toEqual({ actorId: 'p0', day: 12, hours: 55 });
    expect(firstOverwork(scene, 100)).toEqual({ actorId: 'p0', day: 100, hours: 55 });
  });

  it('finds it later, when someone joins and brings one more pair', () => {
    // Four pairs of 10 and two at the default 5 make exactly 50; an eighth member from day 50 makes 55.
    const actors = [...Array.from({ length: 7 }, (_, i) => ({ id: `p${i}` })), { id: 'p7', joinDay: 50 }];
    let scene = createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 3, actors });
    for (const other of ['p1', 'p2', 'p3', 'p4']) scene = setHours(scene, 'p0', other, 0, 10);
    expect(weeklyHoursOn(scene, 49).get('p0')).toBe(50);
    expect(firstOverwork(scene)).toEqual({ actorId: 'p0', day: 50, hours: 55 });
  });

  it('agrees with the warnings of the forecast on any settings', () => {
    const settingArb = fc.record({
      // Settings crowd around p0 and lean to 10 hours, so that many runs do go above 50.
      a: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 7 })),
      b: fc.integer({ min: 0, max: 7 }),
      day: fc.integer({ min: 0, max: 364 }),
      hours: fc.oneof(fc.constant(10), fc.constantFrom(...INTERACTION_HOURS)),
    });
    fc.assert(
      fc.property(fc.array(settingArb, { maxLength: 20 }), fc.option(fc.integer({ min: 1, max: 364 }), { nil: undefined }), (settings, dismissDay) => {
        let scene = team(8);
        for (const { a, b, day, hours } of settings) if (a !== b) scene = setHours(scene, `p${a}`, `p${b}`, day, hours);
        if (dismissDay !== undefined) scene = applySceneChange(scene, { kind: 'dismiss', actorId: 'p7', day: dismissDay });
        const warnings = simulateScene(scene).warnings;
        const first = [...warnings].sort((x, y) => x.fromDay - y.fromDay)[0];
        const found = firstOverwork(scene);
        expect(found?.day ?? null).toBe(first?.fromDay ?? null);
        if (found) expect(warnings.some((warning) => warning.actorId === found.actorId && warning.fromDay === found.day)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
