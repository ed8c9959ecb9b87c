// The what-if advisor and the director monitor. Goals: advice for a team of 20 with a pool of 50 candidates in under
// 5 s (median of a few runs, one core); the monitor of 20 teams of 10, some people in two teams, printed beside it.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { seededRandom } from './lib/random.mjs';
import { median, table } from './lib/stats.mjs';

const ADVISOR = { team: 20, pool: 50, rounds: 3, goalMs: 5000 };
const MONITORS = [
  { teams: 20, size: 10, shared: 8, rounds: 3 },
  { teams: 100, size: 30, shared: 50, rounds: 2 },
];

function people(prefix, count, seed) {
  const random = seededRandom(seed);
  const score = () => 1 + Math.round(random() * 24) / 6;
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${String(i).padStart(3, '0')}`,
    age: 22 + Math.floor(random() * 35),
    gender: random() < 0.5 ? 'М' : 'Ж',
    bigFive: { extraversion: score(), agreeableness: score(), conscientiousness: score(), negativeEmotionality: score(), openMindedness: score() },
  }));
}

/** A team with a lead and a manager, as owners build them. */
function team(domain, actors, seed) {
  let scene = domain.createScene({ startDate: '2026-12-01', lifespan: 'new', seed, actors });
  scene = domain.applySceneChange(scene, { kind: 'rank', actorId: actors[0].id, day: 0, level: 1 });
  return domain.applySceneChange(scene, { kind: 'rank', actorId: actors[1].id, day: 0, level: 2 });
}

const verdict = (ok) => (ok ? 'met' : 'MISSED');
const ms = (value) => value.toFixed(0);

export async function measureWhatIfAdvisor() {
  const domain = await tsImport('@teamcast/domain', import.meta.url);
  const scene = team(domain, people('member', ADVISOR.team, 1), 1);
  const pool = people('candidate', ADVISOR.pool, 2);
  const advise = () => domain.adviseTeam(scene, { pool, day: 30, orientation: 'growth' });
  let result = advise();
  const times = [];
  for (let round = 0; round < ADVISOR.rounds; round += 1) {
    const started = performance.now();
    result = advise();
    times.push(performance.now() - started);
  }
  const advice = median(times);
  console.log(`\nWhat-if advisor: a team of ${ADVISOR.team}, a pool of ${ADVISOR.pool}, median of ${ADVISOR.rounds} runs after one warm-up`);
  console.log(
    table(
      ['team', 'pool', 'forecast', 'pruned', 'median ms', 'best effect', 'goal'],
      [[String(ADVISOR.team), String(ADVISOR.pool), String(result.tried), String(result.pruned), ms(advice), (result.items[0]?.effect.score ?? 0).toFixed(4), `< ${ADVISOR.goalMs} ms ${verdict(advice < ADVISOR.goalMs)}`]],
    ),
  );

  const rows = [];
  for (const monitor of MONITORS) {
    const { result, ms: taken } = measureMonitor(domain, monitor);
    const o = result.organisation;
    const atRisk = result.people.filter((person) => person.risks.length > 0).length;
    rows.push([String(monitor.teams), String(monitor.size), String(o.people), String(o.contacts), String(o.sharedPeople), String(o.organisationScenes), String(atRisk), ms(taken)]);
  }
  console.log(`\nDirector monitor: teams sharing one person with the team before them, median of a few runs after one warm-up`);
  console.log(table(['teams', 'size', 'people', 'contacts', 'shared', 'organisation scenes', 'at risk', 'median ms'], rows));
  return { adviceMs: advice, monitorMs: rows.map((row) => Number(row[row.length - 1])) };
}

/** Teams of `size`, the first `shared` of them after the first also holding a member of the team before them. */
function measureMonitor(domain, { teams: count, size, shared, rounds }) {
  const everyone = people('person', count * size, 3);
  const teams = Array.from({ length: count }, (_, t) => {
    const own = everyone.slice(t * size, (t + 1) * size - (t > 0 && t <= shared ? 1 : 0));
    const borrowed = t > 0 && t <= shared ? [everyone[(t - 1) * size + 2]] : [];
    return { sceneId: `team-${t}`, title: `Team ${t}`, scene: team(domain, [...own, ...borrowed], 10 + t) };
  });
  let result = domain.monitorOrganisation({ teams });
  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    result = domain.monitorOrganisation({ teams });
    runs.push(performance.now() - started);
  }
  return { result, ms: median(runs) };
}

if (import.meta.url === `file://${process.argv[1]}`) await measureWhatIfAdvisor();
