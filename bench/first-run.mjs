// The first run a compute pool takes: in a pool whose thread loads the engine when that run asks for it (an API
// instance's threads, after they went idle), and in a pool kept warm (a queue worker's, warmed before it takes
// jobs). Both pools have one thread; each run is a ten-actor team's year.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { msRow, summarise, table } from './lib/stats.mjs';

const RUNS = 5;
const ACTORS = 10;

export async function measureFirstRun() {
  const { createThreadPool } = await tsImport('../apps/server/src/platform/compute/thread-pool.ts', import.meta.url);
  const { createScene } = await tsImport('../packages/domain/src/index.ts', import.meta.url);
  const scene = createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 7, actors: Array.from({ length: ACTORS }, (_, i) => ({ id: `a${i}` })) });
  const task = { kind: 'team', scene };

  const firstRun = async (keepWarm) => {
    const pool = createThreadPool(1, { keepWarm });
    try {
      const warmStarted = performance.now();
      if (keepWarm) await pool.warm();
      const warmMs = performance.now() - warmStarted;
      const started = performance.now();
      const answer = await pool.run(task);
      if (!answer.ok) throw new Error(`the run failed: ${answer.code}`);
      return { runMs: performance.now() - started, warmMs };
    } finally {
      await pool.close();
    }
  };

  // Not counted: fills tsx's transform cache, which every later thread enjoys as well.
  await firstRun(false);
  const cold = [];
  const warm = [];
  const warming = [];
  for (let run = 0; run < RUNS; run++) {
    cold.push((await firstRun(false)).runMs);
    const kept = await firstRun(true);
    warm.push(kept.runMs);
    warming.push(kept.warmMs);
  }

  console.log(`\nFirst run of a compute pool: a team of ${ACTORS}, one thread, ${RUNS} pools each`);
  const rows = [msRow('loads its thread on the run', cold), msRow('kept warm: the run', warm), msRow('kept warm: warming, before any job', warming)];
  console.log(table(['pool', 'median ms', 'min ms', 'max ms'], rows));
  const ratio = summarise(cold).median / summarise(warm).median;
  console.log(`first run, loading / warm (medians): ${ratio.toFixed(1)}×`);
  return { cold, warm, warming, ratio };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureFirstRun();
