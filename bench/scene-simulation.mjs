// The team year against the least a simulation of its shape can cost: each run of `simulateScene` is timed beside
// a run of the bare kernel (bench/lib/bare-kernel.mjs) on the same pairs, alternating, so both see the same machine.
// Goals: a full year within 2× the kernel at 20 and at 100 actors, with the slowest run under 3× the median (no
// garbage-collection storms); a re-simulation after a change on day 300 at most 0.2× a full year; and an
// organisation of 1,000 people with about 10 working contacts each simulated in under 250 ms.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { bareNetwork, bareYear, everyPair } from './lib/bare-kernel.mjs';
import { seededRandom } from './lib/random.mjs';
import { median, table } from './lib/stats.mjs';

const TEAMS = [
  { actors: 4, rounds: 300, goal: null },
  { actors: 20, rounds: 120, goal: 2 },
  { actors: 100, rounds: 30, goal: 2 },
  { actors: 200, rounds: 12, goal: null },
];
const SPREAD_GOAL = 3;
const RESIMULATION_GOAL = 0.2;
const ORGANISATION = { people: 1000, contacts: 10, rounds: 12, goalMs: 250 };
const DAYS = 365;

function roster(size, seed) {
  const random = seededRandom(seed);
  const score = () => 1 + Math.round(random() * 24) / 6;
  return Array.from({ length: size }, (_, i) => ({
    id: `actor-${String(i).padStart(4, '0')}`,
    age: 22 + Math.floor(random() * 35),
    gender: random() < 0.5 ? 'М' : 'Ж',
    joinDay: i === size - 1 ? 60 : 0,
    bigFive: {
      extraversion: score(),
      agreeableness: score(),
      conscientiousness: score(),
      negativeEmotionality: score(),
      openMindedness: score(),
    },
  }));
}

/** A team with a lead, a manager, a few pairs set apart, and a member joining later: what owners build. */
function team(domain, size) {
  const actors = roster(size, size);
  const input = { startDate: '2026-12-01', lifespan: 'new', seed: size, actors };
  let scene = size <= domain.MAX_SCENE_ACTORS ? domain.createScene(input) : domain.createOrganisation({ ...input, network: 'team' });
  scene = domain.applySceneChange(scene, { kind: 'rank', actorId: actors[0].id, day: 0, level: 1 });
  scene = domain.applySceneChange(scene, { kind: 'rank', actorId: actors[1].id, day: 0, level: 2 });
  for (let i = 2; i < Math.min(size - 1, 8); i += 1) {
    scene = domain.applySceneChange(scene, { kind: 'interaction', actorIds: [actors[0].id, actors[i].id], day: 14, hours: 8, remote: i % 2 === 0 });
  }
  return scene;
}

/** A company where each person works with about `contacts` others: near colleagues in a ring plus a few further away. */
function organisationContacts(people, contacts, random) {
  const pairs = new Set();
  const list = [];
  const add = (a, b) => {
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (a === b || pairs.has(key)) return;
    pairs.add(key);
    list.push([Math.min(a, b), Math.max(a, b)]);
  };
  for (let i = 0; i < people; i += 1) {
    for (let k = 1; k <= contacts / 2 - 1; k += 1) add(i, (i + k) % people);
    add(i, Math.floor(random() * people));
  }
  return list;
}

/** Runs both for at least `ms` (and three rounds), so the timings start after the compiler and the heap have settled. */
function warmUp(simulate, kernel, ms = 400) {
  const started = performance.now();
  for (let i = 0; i < 3 || performance.now() - started < ms; i += 1) {
    simulate();
    kernel();
  }
}

/** Times `simulate` and `kernel` alternately, so that both see the same load; medians and the simulation's spread. */
function sideBySide(simulate, kernel, rounds) {
  warmUp(simulate, kernel);
  const own = [];
  const bare = [];
  for (let i = 0; i < rounds; i += 1) {
    let started = performance.now();
    simulate();
    own.push(performance.now() - started);
    started = performance.now();
    kernel();
    bare.push(performance.now() - started);
  }
  return { median: median(own), max: Math.max(...own), kernel: median(bare) };
}

function timed(action, rounds) {
  warmUp(action, () => {});
  const runs = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    action();
    runs.push(performance.now() - started);
  }
  return median(runs);
}

const ms = (value) => value.toFixed(value < 10 ? 2 : 1);
const verdict = (met) => (met ? 'met' : 'MISSED');

export async function measureSceneSimulation() {
  const domain = await tsImport('@teamcast/domain', import.meta.url);
  const full = [];
  const again = [];
  for (const { actors, rounds, goal } of TEAMS) {
    const scene = team(domain, actors);
    const network = bareNetwork(actors, everyPair(actors), seededRandom(actors));
    const result = sideBySide(() => domain.simulateScene(scene), () => bareYear(network, DAYS, actors), rounds);
    const ratio = result.median / result.kernel;
    const spread = result.max / result.median;
    full.push([
      String(actors),
      ms(result.median),
      ms(result.kernel),
      `${ratio.toFixed(2)}×`,
      goal === null ? '-' : `≤ ${goal}× ${verdict(ratio <= goal)}`,
      `${spread.toFixed(2)}×`,
      goal === null ? '-' : `< ${SPREAD_GOAL}× ${verdict(spread < SPREAD_GOAL)}`,
    ]);
    const before = domain.simulateScene(scene);
    const changed = domain.applySceneChange(scene, { kind: 'dismiss', actorId: scene.actors[3].id, day: 300 });
    const resimulated = timed(() => domain.simulateScene(changed, before), rounds);
    const share = resimulated / result.median;
    again.push([String(actors), ms(resimulated), ms(result.median), `${share.toFixed(2)}×`, `≤ ${RESIMULATION_GOAL}× ${verdict(share <= RESIMULATION_GOAL)}`]);
  }
  console.log(`\nTeam year (${DAYS} days) against the bare kernel of the same loop shape, medians of alternating runs, one core`);
  console.log(table(['actors', 'simulateScene ms', 'kernel ms', 'ratio', 'goal', 'max / median', 'goal'], full));
  console.log('\nRe-simulation after a dismissal on day 300, against a full year');
  console.log(table(['actors', 'after the change ms', 'full year ms', 'share', 'goal'], again));

  const { people, contacts, rounds, goalMs } = ORGANISATION;
  const random = seededRandom(people);
  const pairs = organisationContacts(people, contacts, random);
  const actors = roster(people, 7);
  const organisation = domain.createOrganisation({
    startDate: '2026-12-01',
    lifespan: 'new',
    seed: 7,
    actors,
    network: 'declared',
    contacts: pairs.map(([a, b], k) => ({ actorIds: [actors[a].id, actors[b].id], hours: 1 + (k % 10), remote: k % 4 === 0 })),
  });
  const network = bareNetwork(people, pairs, seededRandom(people));
  const result = sideBySide(() => domain.simulateScene(organisation), () => bareYear(network, DAYS, people), rounds);
  console.log(`\nAn organisation: ${people} people, ${pairs.length} working pairs (${((2 * pairs.length) / people).toFixed(1)} contacts each), a year`);
  console.log(
    table(
      ['people', 'pairs', 'simulateScene ms', 'kernel ms', 'ratio', 'max / median', 'goal'],
      [[String(people), String(pairs.length), ms(result.median), ms(result.kernel), `${(result.median / result.kernel).toFixed(2)}×`, `${(result.max / result.median).toFixed(2)}×`, `< ${goalMs} ms ${verdict(result.median < goalMs)}`]],
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await measureSceneSimulation();
