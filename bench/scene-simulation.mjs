// The team year: a full 365-day simulation for teams of 4, 20 and 30 (the largest team a scene may hold), and a
// re-simulation after a change late in the year. Targets: 4 actors under 2 ms, 20 under 20 ms, 30 under 45 ms
// (20's target grown with the number of pairs).
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { seededRandom } from './lib/random.mjs';
import { summarise, table } from './lib/stats.mjs';

const SIZES = [
  [4, 2, 200],
  [20, 20, 40],
  [30, 45, 25],
];

function team(domain, size) {
  const random = seededRandom(size);
  const score = () => 1 + Math.round(random() * 24) / 6;
  const actors = Array.from({ length: size }, (_, i) => ({
    id: `actor-${String(i).padStart(3, '0')}`,
    age: 22 + Math.floor(random() * 35),
    gender: random() < 0.5 ? 'М' : 'Ж',
    joinDay: i < size - 1 ? 0 : 60,
    bigFive: {
      extraversion: score(),
      agreeableness: score(),
      conscientiousness: score(),
      negativeEmotionality: score(),
      openMindedness: score(),
    },
  }));
  let scene = domain.createScene({ startDate: '2026-12-01', lifespan: 'new', seed: size, actors });
  scene = domain.applySceneChange(scene, { kind: 'rank', actorId: actors[0].id, day: 0, level: 1 });
  scene = domain.applySceneChange(scene, { kind: 'rank', actorId: actors[1].id, day: 0, level: 2 });
  for (let i = 2; i < Math.min(size - 1, 8); i += 1) {
    scene = domain.applySceneChange(scene, { kind: 'interaction', actorIds: [actors[0].id, actors[i].id], day: 14, hours: 8, remote: i % 2 === 0 });
  }
  return scene;
}

function time(action, rounds) {
  action(); // warm-up
  const runs = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    action();
    runs.push(performance.now() - started);
  }
  return summarise(runs);
}

export async function measureSceneSimulation() {
  const domain = await tsImport('@teamcast/domain', import.meta.url);
  const rows = [];
  for (const [size, target, rounds] of SIZES) {
    const scene = team(domain, size);
    const full = time(() => domain.simulateScene(scene), rounds);
    const before = domain.simulateScene(scene);
    const changed = domain.applySceneChange(scene, { kind: 'dismiss', actorId: scene.actors[3].id, day: 300 });
    const again = time(() => domain.simulateScene(changed, before), rounds);
    rows.push([
      String(size),
      full.median.toFixed(2),
      `${full.min.toFixed(2)}-${full.max.toFixed(2)}`,
      `${(full.median / target).toFixed(2)}×`,
      again.median.toFixed(2),
      `${(again.median / full.median).toFixed(2)}×`,
    ]);
  }
  console.log('\nTeam year simulation (365 days), median of repeated runs, one core');
  console.log(table(['actors', 'full ms', 'range ms', 'of target', 'after a day-300 change ms', 'of full'], rows));
}

if (import.meta.url === `file://${process.argv[1]}`) await measureSceneSimulation();
