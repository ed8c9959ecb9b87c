// The team assembler: how long it takes to answer for a pool of 200 and a team of 8 (goal: under 3 s), and how close
// its first proposal comes to the true best team on pools small enough to forecast every team (goal: at least 95% of
// the best score, the minimum over a few seeds). The true best is found here by forecasting every team, apart from
// the assembler, so the check does not rest on its own exhaustive mode.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { seededRandom } from './lib/random.mjs';
import { median, table } from './lib/stats.mjs';

const SPEED = { pool: 200, size: 8, runs: 3, goalMs: 3000 };
const QUALITY = { pools: [12, 14, 16], sizes: [6, 7, 8], seeds: [1, 2], goal: 0.95 };
const ORIENTATIONS = ['launch', 'growth', 'support'];
const START = '2026-12-01';

/** A seeded pool of candidates with Big Five, background, gender and age, as owners' profiles carry them. */
export function syntheticPool(size, seed) {
  const random = seededRandom(seed);
  const score = () => 1 + Math.round(random() * 24) / 6;
  const share = () => Math.round(random() * 4) / 4;
  return Array.from({ length: size }, (_, i) => {
    const age = 22 + Math.floor(random() * 35);
    return {
      id: `candidate-${String(i).padStart(3, '0')}`,
      age,
      gender: random() < 0.5 ? 'М' : 'Ж',
      bigFive: { extraversion: score(), agreeableness: score(), conscientiousness: score(), negativeEmotionality: score(), openMindedness: score() },
      background: {
        ageYears: age,
        educationLevel: share(),
        experienceYears: Math.floor(random() * Math.max(1, age - 20)),
        managementYears: random() < 0.3 ? Math.floor(random() * 10) : 0,
        managedTeamLevel: random() < 0.3 ? share() : 0,
        entrepreneurship: random() < 0.1 ? 0.6 : 0,
        additionalTraining: Math.floor(random() * 4),
        languageLevel: share(),
      },
    };
  });
}

/**
 * The best score of any team of `size` from `pool` and the mean of all of them, by forecasting every team the way the
 * assembler forecasts a proposal.
 */
function everyTeam(domain, pool, size, orientation, seed) {
  let best = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  const at = Array.from({ length: size }, (_, i) => i);
  for (;;) {
    const scene = domain.createScene({ actors: at.map((i) => pool[i]), startDate: START, lifespan: 'new', seed });
    const score = domain.yearScore(domain.simulateScene(scene), orientation).score;
    best = Math.max(best, score);
    sum += score;
    count += 1;
    let x = size - 1;
    while (x >= 0 && at[x] === pool.length - size + x) x -= 1;
    if (x < 0) return { best, mean: sum / count };
    at[x] += 1;
    for (let y = x + 1; y < size; y += 1) at[y] = at[y - 1] + 1;
  }
}

const seconds = (ms) => (ms / 1000).toFixed(2);

export async function measureTeamAssembler() {
  const domain = await tsImport('@teamcast/domain', import.meta.url);
  const speed = [];
  const pool = syntheticPool(SPEED.pool, 7);
  domain.assembleTeam({ pool, size: SPEED.size, orientation: 'launch', seed: 1, startDate: START });
  for (const orientation of ORIENTATIONS) {
    const runs = [];
    let last;
    for (let run = 0; run < SPEED.runs; run += 1) {
      const started = performance.now();
      last = domain.assembleTeam({ pool, size: SPEED.size, orientation, seed: run + 1, startDate: START });
      runs.push(performance.now() - started);
    }
    const time = median(runs);
    const s = last.search;
    speed.push([orientation, seconds(time), seconds(Math.max(...runs)), String(s.simulatedTeams), String(s.surrogateTeams), `${s.restartsAgreeing}/${s.restarts}`, s.confidence, `< ${seconds(SPEED.goalMs)} s ${time < SPEED.goalMs ? 'met' : 'MISSED'}`]);
  }
  console.log(`\nTeam assembler: a pool of ${SPEED.pool}, a team of ${SPEED.size}, median of ${SPEED.runs} runs (seeds 1..${SPEED.runs})`);
  console.log(table(['orientation', 'median s', 'max s', 'forecast', 'surrogate', 'agreeing', 'confidence', 'goal'], speed));

  const quality = [];
  for (const poolSize of QUALITY.pools) {
    for (const size of QUALITY.sizes) {
      const ratios = [];
      const typical = [];
      let found = 0;
      let teams = 0;
      let simulated = 0;
      for (const seed of QUALITY.seeds) {
        const orientation = ORIENTATIONS[(poolSize + size + seed) % ORIENTATIONS.length];
        const candidates = syntheticPool(poolSize, 100 * poolSize + 10 * size + seed);
        const answer = domain.assembleTeam({ pool: candidates, size, orientation, seed, startDate: START });
        const all = everyTeam(domain, candidates, size, orientation, seed);
        ratios.push(answer.proposals[0].year.score / all.best);
        typical.push(all.mean / all.best);
        if (answer.proposals[0].year.score === all.best) found += 1;
        teams = answer.search.possibleTeams;
        simulated = Math.max(simulated, answer.search.simulatedTeams);
      }
      const worst = Math.min(...ratios);
      quality.push([
        String(poolSize),
        String(size),
        String(teams),
        String(simulated),
        `${found}/${QUALITY.seeds.length}`,
        `${(100 * worst).toFixed(2)}%`,
        `${(100 * Math.min(...typical)).toFixed(1)}%`,
        `≥ ${100 * QUALITY.goal}% ${worst >= QUALITY.goal ? 'met' : 'MISSED'}`,
      ]);
    }
  }
  console.log(`\nTeam assembler against every team forecast: first proposal's score / best score, minimum over seeds ${QUALITY.seeds.join(', ')} (and, for scale, the mean team's score / best)`);
  console.log(table(['pool', 'team', 'possible teams', 'forecast (most)', 'found the best', 'worst ratio', 'mean team / best', 'goal'], quality));
}

if (import.meta.url === `file://${process.argv[1]}`) await measureTeamAssembler();
