import { describe, expect, it } from 'vitest';
import { applySceneChange, createScene, simulateScene, type Scene, type SceneActorInput, type SceneChange } from '../../index';
import { traits } from './test-traits';

// Pins every number the simulation gives for a few varied scenes, to the last bit, so that a change to how
// the days are computed (rather than to the model) can prove it changes nothing. A deliberate change of the
// model updates these files with `vitest run -u` and shows its effect in their diff.


/** A roster drawn from a small seeded generator, so that larger teams need no hand-written people. */
function roster(size: number, seed: number): SceneActorInput[] {
  let x = seed >>> 0;
  const next = (): number => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
  const score = () => 1 + Math.round(next() * 24) / 6;
  return Array.from({ length: size }, (_, i) => ({
    id: `m${String(i).padStart(2, '0')}`,
    age: i % 5 === 4 ? null : 22 + Math.floor(next() * 35),
    gender: i % 3 === 0 ? 'М' : i % 3 === 1 ? 'Ж' : null,
    bigFive: i % 4 === 3 ? null : traits(score(), score(), score(), score(), score()),
    finalScorePrecise: i % 2 === 0 ? Math.round(next() * 100) : null,
  }));
}

const build = (actors: readonly SceneActorInput[], lifespan: Scene['lifespan'], seed: number, changes: readonly SceneChange[]): Scene =>
  changes.reduce((scene, change) => applySceneChange(scene, change), createScene({ startDate: '2026-12-01', lifespan, seed, actors }));

const SCENES: Readonly<Record<string, () => Scene>> = {
  'pair': () =>
    build(
      [
        { id: 'ann', bigFive: traits(4, 4, 4, 2, 3), age: 34, gender: 'Ж' },
        { id: 'bob', bigFive: traits(3, 2, 3, 4, 3), age: 51, gender: 'М' },
      ],
      'new',
      7,
      [
        { kind: 'interaction', actorIds: ['ann', 'bob'], day: 30, hours: 2, remote: true },
        { kind: 'interaction', actorIds: ['ann', 'bob'], day: 120, hours: 10, remote: false },
        // Days with one member, then with none, then both back.
        { kind: 'dismiss', actorId: 'ann', day: 200 },
        { kind: 'dismiss', actorId: 'bob', day: 215 },
        { kind: 'rejoin', actorId: 'bob', day: 230 },
        { kind: 'rejoin', actorId: 'ann', day: 240 },
      ],
    ),
  'bare-trio': () => build([{ id: 'x' }, { id: 'y' }, { id: 'z', joinDay: 100 }], 'new', 3, []),
  'team-4-past': () =>
    build(
      [
        { id: 'ann', bigFive: traits(4, 4, 4, 2, 3), age: 34, gender: 'Ж' },
        { id: 'bob', bigFive: traits(3, 3, 3, 3, 3), age: 27, gender: 'М' },
        { id: 'cat' },
        { id: 'dan', bigFive: traits(2, 2.5, 2, 4, 3), joinDay: -200, age: 45 },
      ],
      '1y',
      11,
      [
        { kind: 'rank', actorId: 'ann', day: -300, level: 1 },
        { kind: 'interaction', actorIds: ['bob', 'cat'], day: -100, hours: 8, remote: true },
        { kind: 'dismiss', actorId: 'dan', day: 150 },
        { kind: 'rejoin', actorId: 'dan', day: 220 },
        { kind: 'rank', actorId: 'bob', day: 250, level: 2 },
      ],
    ),
  'team-8-busy': () => {
    const actors = roster(8, 8);
    const ids = actors.map((actor) => actor.id);
    const [lead, manager, busy] = [ids[0]!, ids[1]!, ids[2]!];
    const changes: SceneChange[] = [
      { kind: 'rank', actorId: lead, day: 0, level: 1 },
      { kind: 'rank', actorId: manager, day: 0, level: 2 },
      ...ids.slice(3).map((other, k): SceneChange => ({ kind: 'interaction', actorIds: [busy, other], day: 20 + k, hours: 10, remote: k % 2 === 1 })),
      { kind: 'dismiss', actorId: ids[5]!, day: 90 },
      { kind: 'interaction', actorIds: [busy, ids[4]!], day: 200, hours: 0.5, remote: false },
      { kind: 'rank', actorId: lead, day: 300, level: 0 },
    ];
    return build(actors, 'new', 8, changes);
  },
  'team-12-past': () => {
    const actors = roster(12, 12).map((actor, i) => (i >= 10 ? { ...actor, joinDay: i === 10 ? -200 : 45 } : actor));
    const ids = actors.map((actor) => actor.id);
    return build(actors, '1y', 12, [
      { kind: 'rank', actorId: ids[3]!, day: -300, level: 1 },
      { kind: 'dismiss', actorId: ids[7]!, day: 50 },
      { kind: 'rank', actorId: ids[9]!, day: 10, level: 2 },
      { kind: 'interaction', actorIds: [ids[0]!, ids[1]!], day: -365, hours: 1, remote: true },
    ]);
  },
  // The common team size and the largest team, with every kind of change, so a faster engine is held to them.
  'team-20-year': () => {
    const actors = roster(20, 20).map((actor, i) => (i === 19 ? { ...actor, joinDay: 60 } : actor));
    const ids = actors.map((actor) => actor.id);
    return build(actors, 'new', 20, [
      { kind: 'rank', actorId: ids[0]!, day: 0, level: 1 },
      { kind: 'rank', actorId: ids[1]!, day: 0, level: 2 },
      ...ids.slice(2, 8).map((other, k): SceneChange => ({ kind: 'interaction', actorIds: [ids[0]!, other], day: 14, hours: 8, remote: k % 2 === 0 })),
      { kind: 'dismiss', actorId: ids[6]!, day: 120 },
      { kind: 'rejoin', actorId: ids[6]!, day: 180 },
      { kind: 'rank', actorId: ids[0]!, day: 250, level: 0 },
      { kind: 'rank', actorId: ids[2]!, day: 250, level: 1 },
      { kind: 'dismiss', actorId: ids[3]!, day: 300 },
    ]);
  },
  'team-30-past': () => {
    const actors = roster(30, 30).map((actor, i) => (i >= 27 ? { ...actor, joinDay: i === 27 ? -400 : 90 } : actor));
    const ids = actors.map((actor) => actor.id);
    return build(actors, '2y', 30, [
      { kind: 'rank', actorId: ids[5]!, day: -500, level: 1 },
      { kind: 'interaction', actorIds: [ids[1]!, ids[2]!], day: -600, hours: 10, remote: true },
      { kind: 'interaction', actorIds: [ids[1]!, ids[3]!], day: 30, hours: 0.5, remote: false },
      { kind: 'dismiss', actorId: ids[10]!, day: 100 },
      { kind: 'rank', actorId: ids[12]!, day: 5, level: 2 },
    ]);
  },
};

/** JSON keeps every finite double exactly; −0 and NaN, which it would lose, are spelled out. */
const exact = (_key: string, value: unknown): unknown =>
  typeof value === 'number' && (Object.is(value, -0) || Number.isNaN(value)) ? `number:${String(Object.is(value, -0) ? '-0' : value)}` : value;

/** One line per day and per actor, so that a difference shows where it is. */
function serialise(value: unknown, depth = 0): string {
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)) {
    return value.length ? `[\n${value.map((item) => pad + JSON.stringify(item, exact)).join(',\n')}\n${end}]` : '[]';
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && depth < 2) {
    const entries = Object.entries(value).map(([key, item]) => `${pad}${JSON.stringify(key)}: ${serialise(item, depth + 1)}`);
    return `{\n${entries.join(',\n')}\n${end}}`;
  }
  return JSON.stringify(value, exact);
}

describe('the simulation, pinned', () => {
  for (const [name, make] of Object.entries(SCENES)) {
    it(`gives exactly the recorded forecast for ${name}`, async () => {
      await expect(`${serialise(simulateScene(make()))}\n`).toMatchFileSnapshot(`./golden/${name}.json`);
    });
  }

  it('gives exactly the recorded forecast after re-simulating from a change', async () => {
    const scene = SCENES['team-8-busy']!();
    const before = simulateScene(scene);
    const after = applySceneChange(scene, { kind: 'dismiss', actorId: 'm03', day: 240 });
    const again = simulateScene(after, before);
    expect(again.computedFrom).toBeGreaterThan(200);
    await expect(`${serialise(again)}\n`).toMatchFileSnapshot('./golden/team-8-busy-after-change.json');
  });
});
