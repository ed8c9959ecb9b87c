import { createScene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { throttledProgress } from './analysis-task';
import { runComputeTask } from './scene-task';
import { createThreadPool } from './thread-pool';

describe('an analysis’s progress', () => {
  it('is told at most every 5 points or 200 ms, only ever going up', () => {
    const sent: number[] = [];
    let time = 0;
    const report = throttledProgress((percent) => sent.push(percent), () => time);
    for (let step = 0; step <= 1000; step += 1) report(step / 1000);
    expect(sent).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100]);
    time += 1000;
    report(0.5);
    expect(sent.at(-1)).toBe(100);
  });

  it('is told of smaller steps once 200 ms have passed', () => {
    const sent: number[] = [];
    let time = 0;
    const report = throttledProgress((percent) => sent.push(percent), () => time);
    report(0.01);
    report(0.02);
    time += 200;
    report(0.03);
    expect(sent).toEqual([1, 3]);
  });
});

describe('an analysis computed', () => {
  const team = (count: number, seed: number) =>
    createScene({ actors: Array.from({ length: count }, (_, i) => ({ id: `p${seed}-${i}` })), lifespan: 'new', startDate: '2026-12-01', seed });

  it('keeps the contract’s result, the people named as the owner sees them', () => {
    const scene = team(3, 1);
    const names = scene.actors.map((actor, i) => ({ id: actor.id, name: `Человек ${i}` }));
    const leftOut = [{ sceneId: 's2', title: 'Вторая' }];
    const outcome = runComputeTask({ kind: 'monitor', input: { teams: [{ sceneId: 's1', title: 'Первая', scene }] }, names, leftOut });
    if (!outcome.ok || outcome.result.kind !== 'monitor') throw new Error('The monitor did not compute');
    expect(outcome.result.monitor.orientation).toBe('growth');
    expect(outcome.result.monitor.leftOut).toEqual(leftOut);
    expect(outcome.result.monitor.people.map((person) => person.name).sort()).toEqual(names.map((person) => person.name).sort());
  });

  it('fails as an initialisation error when the domain refuses its input, never throwing across the thread', () => {
    const outcome = runComputeTask({
      kind: 'assemble',
      input: { pool: [{ id: 'a' }], size: 2, orientation: 'growth', seed: 1, startDate: '2026-12-01' },
      names: [],
    });
    expect(outcome).toMatchObject({ ok: false, code: 'initialization_error' });
  });

  it('posts its progress from the thread before its answer', async () => {
    const pool = createThreadPool(1);
    try {
      const heard: number[] = [];
      const teams = [team(6, 2), team(6, 3)].map((scene, i) => ({ sceneId: `s${i}`, title: `T${i}`, scene }));
      const answer = await pool.run({ kind: 'monitor', input: { teams }, names: [], leftOut: [] }, undefined, (percent) => heard.push(percent));
      expect(answer.ok).toBe(true);
      expect(heard.length).toBeGreaterThan(0);
      expect(heard).toEqual([...heard].sort((a, b) => a - b));
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('hands over its progress also when the answer is read first, as a main thread busy all along finds both waiting', async () => {
    const pool = createThreadPool(1);
    try {
      const teams = [{ sceneId: 's0', title: 'T0', scene: team(4, 4) }];
      const task = { kind: 'monitor' as const, input: { teams }, names: [], leftOut: [] };
      // A first run loads the engine in the thread, so the next is over well within the busy spell below.
      const calm: number[] = [];
      await pool.run(task, undefined, (percent) => calm.push(percent));
      expect(calm.length).toBeGreaterThan(0);
      const heard: number[] = [];
      const running = pool.run(task, undefined, (percent) => heard.push(percent));
      const busyUntil = Date.now() + 1_500;
      while (Date.now() < busyUntil) {
        // The main thread reads no message meanwhile.
      }
      expect((await running).ok).toBe(true);
      expect(heard).toEqual(calm);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
