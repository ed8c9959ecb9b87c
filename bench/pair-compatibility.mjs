// Pair compatibility for every pair of 1,000 people (499,500 pairs), on one core, as an owner comparing a
// whole company would ask for it. Target: under 1 s per kind of score.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { seededRandom } from './lib/random.mjs';
import { summarise, table } from './lib/stats.mjs';

const PEOPLE = 1000;
const ROUNDS = 5;
const TARGET_MS = 1000;

function people(domain) {
  const random = seededRandom(20261122);
  // A domain score is a mean of six answers: a multiple of 1/6 in 1..5. One in five took no test.
  const score = () => 1 + Math.round(random() * 24) / 6;
  return Array.from({ length: PEOPLE }, () =>
    domain.toPairPerson({
      bigFive:
        random() < 0.2
          ? null
          : {
              extraversion: score(),
              agreeableness: score(),
              conscientiousness: score(),
              negativeEmotionality: score(),
              openMindedness: score(),
            },
      qualification: random(),
    }),
  );
}

function allPairs(persons, score) {
  let checksum = 0;
  let pairs = 0;
  const started = performance.now();
  for (let i = 0; i < persons.length; i += 1) {
    for (let j = i + 1; j < persons.length; j += 1) {
      checksum += score(persons[i], persons[j]);
      pairs += 1;
    }
  }
  return { ms: performance.now() - started, pairs, checksum };
}

export async function measurePairCompatibility() {
  const domain = await tsImport('@teamcast/domain', import.meta.url);
  const persons = people(domain);
  const kinds = [
    ['love (C, both one-way, reasons)', (a, b) => domain.relationshipCompatibility(a, b, 'LOVE').score],
    ['work (W, reasons)', (a, b) => domain.workCompatibility(a, b).score],
    ['lead with member (LMX, reasons)', (a, b) => domain.leaderMemberExchange(a, b).score],
  ];
  const rows = [];
  for (const [name, score] of kinds) {
    allPairs(persons.slice(0, 200), score); // warm-up
    const runs = Array.from({ length: ROUNDS }, () => allPairs(persons, score));
    const { median, min, max } = summarise(runs.map((run) => run.ms));
    rows.push([
      name,
      runs[0].pairs.toLocaleString('en'),
      median.toFixed(0),
      `${min.toFixed(0)}-${max.toFixed(0)}`,
      ((median * 1e6) / runs[0].pairs).toFixed(0),
      `${(median / TARGET_MS).toFixed(2)}×`,
    ]);
  }
  console.log(`\nPair compatibility, all pairs of ${PEOPLE} people, one core, ${ROUNDS} rounds`);
  console.log(table(['score', 'pairs', 'median ms', 'range ms', 'ns/pair', 'of 1 s target'], rows));
}

if (import.meta.url === `file://${process.argv[1]}`) await measurePairCompatibility();
