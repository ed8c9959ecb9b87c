import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySceneChange } from '../apply-change';
import { epochDay, isWorkday } from '../calendar';
import { createScene } from '../scene-build';
import { SceneRuleError } from '../scene-errors';
import { INTERACTION_HOURS, type Scene, type SceneActorInput, type SceneChange } from '../scene-types';
import { simulateScene } from './simulate';
import { traits } from './test-traits';


const ROSTER: readonly SceneActorInput[] = [
  { id: 'ann', bigFive: traits(4, 4, 4, 2, 3), age: 34, gender: 'Ж' },
  { id: 'bob', bigFive: traits(3, 3, 3, 3, 3), age: 27, gender: 'М' },
  { id: 'cat' },
  { id: 'dan', bigFive: traits(2, 2.5, 2, 4, 3), joinDay: 40, age: 45 },
];

const scene = (actors: readonly SceneActorInput[] = ROSTER, lifespan: Scene['lifespan'] = 'new', seed = 11): Scene =>
  createScene({ startDate: '2026-12-01', lifespan, seed, actors });

const withLead = (base: Scene) => applySceneChange(base, { kind: 'rank', actorId: 'ann', day: 0, level: 1 });

describe('the simulated year', () => {
  const forecast = simulateScene(withLead(scene()));

  it('has 365 forecast days with dates, and no past for a new team', () => {
    expect(forecast.days).toHaveLength(365);
    expect(forecast.days[0]).toMatchObject({ day: 0, date: '2026-12-01', managers: { lead: 'ann', manager: null }, members: 3 });
    expect(forecast.days[364]!.date).toBe('2027-11-30');
    expect(forecast.days[40]!.members).toBe(4);
    expect(forecast.past.days).toHaveLength(0);
  });

  it('keeps every indicator within bounds', () => {
    for (const day of forecast.days) {
      for (const value of [day.cohesion, day.performance, day.familiarity]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
      expect(Math.abs(day.microclimate)).toBeLessThanOrEqual(100);
      expect(day.power).toBeGreaterThanOrEqual(0);
    }
    for (const actor of forecast.actors) {
      for (const mood of actor.satisfaction) if (mood !== null) expect(Math.abs(mood)).toBeLessThanOrEqual(100);
    }
  });

  it('is the same for the same seed, and differs for another', () => {
    expect(simulateScene(withLead(scene()))).toEqual(forecast);
    expect(simulateScene(withLead(scene(ROSTER, 'new', 12))).days[200]!.performance).not.toBe(forecast.days[200]!.performance);
  });

  it('does not depend on the roster\u2019s order', () => {
    const shuffled = simulateScene(withLead(scene([...ROSTER].reverse())));
    expect(shuffled.days).toEqual(forecast.days);
    expect(shuffled.power).toEqual(forecast.power);
  });

  it('leaves familiarity unchanged on weekends', () => {
    const start = epochDay('2026-12-01');
    let weekends = 0;
    for (const day of forecast.days.slice(1)) {
      if (isWorkday(start + day.day) || day.day === 40) continue;
      weekends += 1;
      expect(day.familiarity).toBe(forecast.days[day.day - 1]!.familiarity);
    }
    expect(weekends).toBeGreaterThan(100);
  });

  it('lowers the mean familiarity on the day someone joins', () => {
    expect(forecast.days[40]!.familiarity).toBeLessThan(forecast.days[39]!.familiarity);
  });

  it('gives each actor a mood series, updated flags and indicators, absent days null', () => {
    const dan = forecast.actors.find((actor) => actor.id === 'dan')!;
    expect(dan.satisfaction.slice(0, 40).every((mood) => mood === null)).toBe(true);
    expect(dan.satisfaction[40]).not.toBeNull();
    expect(dan.updated).toHaveLength(365);
    expect(new Set(forecast.actors.flatMap((actor) => actor.updated))).toEqual(new Set(['none', 'positive', 'negative']));
    const weights = forecast.actors.reduce((sum, actor) => sum + actor.indicators.weight, 0);
    expect(weights).toBeCloseTo(1, 10);
  });

  it('fills the power record', () => {
    const record = forecast.power;
    expect(record.minPower).toBeLessThanOrEqual(record.statisticPower);
    expect(record.statisticPower).toBeLessThanOrEqual(record.maxPower);
    expect(record.currentPower).toBe(forecast.days[0]!.power);
    expect(record.maxPower).toBeLessThanOrEqual(record.staticMaxPower);
    expect(record.groupOrientation.competence + record.groupOrientation.professionalism + record.groupOrientation.personalMaturity).toBeCloseTo(100, 10);
    expect(['launch', 'growth', 'support']).toContain(record.groupOrientation.orientation);
    expect(record.precision).toBeGreaterThan(0);
    expect(record.precision).toBeLessThan(1);
  });
});

describe('team size and the past', () => {
  it('per-person power falls with size among identical members', () => {
    const perPerson = [2, 3, 4, 6, 8, 10, 14].map((size) => {
      const actors = Array.from({ length: size }, (_, i) => ({ id: `m${i}`, bigFive: traits(3.3, 3.3, 3.3, 3.3, 3.3) }));
      return simulateScene(scene(actors)).power.statisticPower / size;
    });
    for (let i = 1; i < perPerson.length; i += 1) expect(perPerson[i]).toBeLessThan(perPerson[i - 1]!);
  });

  it('simulates the past of a team one or two years old first, and starts the year from it', () => {
    const old = simulateScene(scene(ROSTER.slice(0, 3), '1y'));
    expect(old.past.days).toHaveLength(365);
    expect(old.past.days[0]!.day).toBe(-365);
    expect(old.days).toHaveLength(365);
    const fresh = simulateScene(scene(ROSTER.slice(0, 3), 'new'));
    expect(old.days[0]!.familiarity).toBeGreaterThan(0.5);
    expect(fresh.days[0]!.familiarity).toBeLessThan(0.05);
    expect(simulateScene(scene(ROSTER.slice(0, 3), '2y')).past.days).toHaveLength(730);
  });

  it('an actor with nothing but an id is forecast with neutral, low-precision inputs', () => {
    const bare = simulateScene(scene([{ id: 'x' }, { id: 'y' }]));
    expect(bare.power.precision).toBe(0);
    expect(bare.actors.every((actor) => actor.indicators.expertise === 0.5)).toBe(true);
  });
});

describe('interactions', () => {
  it('lists the pairs set apart from the default, per day, and warns above 50 hours a week', () => {
    const crowd = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}` }));
    let busy = scene(crowd);
    for (let i = 1; i < 7; i += 1) busy = applySceneChange(busy, { kind: 'interaction', actorIds: ['p0', `p${i}`], day: 10, hours: 10, remote: i % 2 === 0 });
    const result = simulateScene(busy);
    expect(result.days[9]!.interactions).toEqual([]);
    expect(result.days[10]!.interactions).toHaveLength(6);
    expect(result.days[10]!.interactions[1]).toEqual({ actorIds: ['p0', 'p2'], hours: 10, remote: true });
    // 6 × 10 set hours plus the default 5 with p7: 65, above 50; the others stay at 10 + 6 × 5.
    expect(result.warnings).toEqual([{ code: 'weekly_hours_over_50', actorId: 'p0', fromDay: 10, toDay: 364, hours: 65 }]);
    const p0 = result.actors.find((actor) => actor.id === 'p0')!;
    expect(p0.interactionIntensive).toHaveLength(6);
    expect(p0.interactionType.filter((item) => item.value === true)).toHaveLength(3);
  });

  it('remote work slows how fast strangers get to know each other', () => {
    const pair = [{ id: 'u' }, { id: 'v' }];
    const office = simulateScene(scene(pair));
    const remote = simulateScene(applySceneChange(scene(pair), { kind: 'interaction', actorIds: ['u', 'v'], day: 0, hours: 5, remote: true }));
    expect(remote.days[60]!.familiarity).toBeLessThan(office.days[60]!.familiarity);
  });
});

describe('re-simulating after a change', () => {
  const change: fc.Arbitrary<SceneChange> = fc.oneof(
    fc.record({ kind: fc.constantFrom('dismiss', 'rejoin' as const), actorId: fc.constantFrom('ann', 'bob', 'cat', 'dan'), day: fc.integer({ min: 0, max: 364 }) }),
    fc.record({ kind: fc.constant('rank' as const), actorId: fc.constantFrom('bob', 'cat'), day: fc.integer({ min: 0, max: 364 }), level: fc.constantFrom(0, 1, 2 as const) }),
    fc.record({
      kind: fc.constant('interaction' as const),
      actorIds: fc.constant(['bob', 'cat'] as const),
      day: fc.integer({ min: 0, max: 364 }),
      hours: fc.constantFrom(...INTERACTION_HOURS),
      remote: fc.boolean(),
    }),
  );

  it('keeps its run out of its JSON, and a copy of it (as another thread would receive) re-simulates from the start', () => {
    const base = withLead(scene());
    const before = simulateScene(base);
    expect(Object.keys(before)).toEqual(Object.keys(JSON.parse(JSON.stringify(before)) as object));
    const after = applySceneChange(base, { kind: 'dismiss', actorId: 'bob', day: 300 });
    expect(simulateScene(after, before).computedFrom).toBeGreaterThan(293);
    const copied = simulateScene(after, JSON.parse(JSON.stringify(before)) as typeof before);
    expect(copied.computedFrom).toBe(0);
    expect({ ...copied, computedFrom: 0 }).toEqual({ ...simulateScene(after, before), computedFrom: 0 });
  });

  it('recomputes only from the change, and gives exactly what a full run gives', () => {
    const base = withLead(scene());
    const before = simulateScene(base);
    fc.assert(
      fc.property(change, (next) => {
        let after: Scene;
        try {
          after = applySceneChange(base, next);
        } catch (error) {
          expect(error).toBeInstanceOf(SceneRuleError);
          return;
        }
        const incremental = simulateScene(after, before);
        const full = simulateScene(after);
        expect({ ...incremental, computedFrom: 0 }).toEqual({ ...full, computedFrom: 0 });
        if (after === base) return;
        expect(incremental.computedFrom).toBeLessThanOrEqual(next.day);
        expect(incremental.computedFrom).toBeGreaterThan(next.day - 7);
      }),
      { numRuns: 40 },
    );
  });
});
