// The owner's profile list under load, on the real server: one owner holds 10,000 profiles, another a few.
// With autocannon it measures /api/health and GET /api/v1/owner/profiles?limit=20 (first page, a search, a
// sort by name) in the same run, and the second owner's list while the first owner's list is under load.
// Target: each list at 0.3 or more of the health rate, on the embedded PGlite and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { freePort, startServer } from './lib/server.mjs';
import { median, table } from './lib/stats.mjs';

const PROFILES = 10_000;
const SECOND_OWNER_PROFILES = 20;
const CONNECTIONS = 10;
const SECONDS = 5;
const ROUNDS = 3;
const TARGET = 0.3;
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const listPath = (query) => `/api/v1/owner/profiles?limit=20${query}`;
const lists = [
  ['first page', listPath('')],
  ['search', listPath(`&search=${encodeURIComponent('петров')}`)],
  ['sort by name', listPath('&sort=name&order=asc')],
];

function load(origin, urlPath, { token, connections = CONNECTIONS, seconds = SECONDS } = {}) {
  return autocannon({
    url: `${origin}${urlPath}`,
    connections,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Requests per second and latency of one load, refusing to report figures of failed requests. */
function figures(result, label) {
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${label}: ${failed} of ${result.requests.total + result.errors} requests failed`);
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const mid = (runs, key) => median(runs.map((run) => run[key]));

// For reference: an authenticated request that reads the session and one row, the floor under any list.
const selfPath = '/api/v1/owner/self';

/** Health, the reference and each list in turn, several rounds, so that a change in the machine's load hits all alike. */
async function measureRates(origin, token, rounds = ROUNDS) {
  const runs = { health: [], self: [], ...Object.fromEntries(lists.map(([label]) => [label, []])) };
  for (let round = 0; round < rounds; round += 1) {
    runs.health.push(figures(await load(origin, '/api/health'), 'health'));
    runs.self.push(figures(await load(origin, selfPath, { token }), 'self'));
    for (const [label, urlPath] of lists) runs[label].push(figures(await load(origin, urlPath, { token }), label));
  }
  return runs;
}

/** The second owner's list alone, then while each of the first owner's lists is under load. */
async function measureFairness(origin, seeded) {
  const light = () => load(origin, listPath(''), { token: seeded.light.token, connections: 1 });
  const alone = figures(await light(), 'second owner alone');
  const busy = [];
  for (const [label, urlPath] of lists) {
    const [second, first] = await Promise.all([light(), load(origin, urlPath, { token: seeded.heavy.token })]);
    busy.push({ label, second: figures(second, `second owner during ${label}`), first: figures(first, `first owner ${label}`) });
  }
  return { alone, busy };
}

/** Starts the server on the database, measures with `measure`, and stops it again. */
async function withServer(dataDir, postgres, measure) {
  const server = await startServer({ port: await freePort(), dataDir, env: postgres ? { DATABASE_URL: postgres.url } : {} });
  try {
    return await measure(server.origin);
  } finally {
    await server.stop();
  }
}

// Warm-up, not counted: the first requests compile the routes' code paths and fill the caches.
async function warmUp(origin, token) {
  await load(origin, '/api/health', { seconds: 1 });
  for (const [, urlPath] of lists) await load(origin, urlPath, { token, seconds: 1 });
}

async function onDatabase(kind, seedLib) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamcast-bench-'));
  const postgres = kind === 'postgres' ? await seedLib.createBenchDatabase(postgresUrl) : null;
  try {
    const options = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    const seedStarted = performance.now();
    const seeded = await seedLib.seedProfileList(options, { heavyProfiles: PROFILES, lightProfiles: SECOND_OWNER_PROFILES });
    const seedMs = performance.now() - seedStarted;
    // PGlite gathers no statistics by itself: first as a server that never ran ANALYZE sees it, one round.
    const unanalysed =
      kind === 'pglite'
        ? await withServer(dataDir, postgres, async (origin) => {
            await warmUp(origin, seeded.heavy.token);
            return measureRates(origin, seeded.heavy.token, 1);
          })
        : null;
    await seedLib.vacuumAnalyze(options);
    return await withServer(dataDir, postgres, async (origin) => {
      await warmUp(origin, seeded.heavy.token);
      return { kind, seedMs, unanalysed, rates: await measureRates(origin, seeded.heavy.token), fairness: await measureFairness(origin, seeded) };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

function rateTable(rates) {
  const health = mid(rates.health, 'rate');
  const row = (label, runs) => [
    label,
    mid(runs, 'rate').toFixed(0),
    mid(runs, 'p50').toFixed(1),
    mid(runs, 'p99').toFixed(1),
    runs === rates.health ? '' : (mid(runs, 'rate') / health).toFixed(2),
  ];
  return table(
    ['request', 'req/s', 'p50 ms', 'p99 ms', 'list/health'],
    [row('health', rates.health), row('self (reference)', rates.self), ...lists.map(([label]) => row(`list: ${label}`, rates[label]))],
  );
}

function report({ kind, seedMs, unanalysed, rates, fairness }) {
  console.log(`\nOwner profile list on ${kind}: ${PROFILES} profiles, ${CONNECTIONS} connections (seeded in ${(seedMs / 1000).toFixed(1)} s)`);
  if (unanalysed) {
    console.log('before the database gathered statistics (PGlite never does by itself), 1 round:');
    console.log(rateTable(unanalysed));
  }
  console.log(`after VACUUM ANALYZE, median of ${ROUNDS} rounds × ${SECONDS} s:`);
  console.log(rateTable(rates));
  const health = mid(rates.health, 'rate');
  const worst = Math.min(...lists.map(([label]) => mid(rates[label], 'rate') / health));
  console.log(`lowest list/health ratio ${worst.toFixed(2)} (target ≥ ${TARGET})`);
  const { alone, busy } = fairness;
  console.log(`the second owner's list (${SECOND_OWNER_PROFILES} profiles, 1 connection) alone and while the first owner's list is loaded:`);
  console.log(
    table(
      ["first owner's load", 'first req/s', 'second req/s', 'second p50 ms', 'second p99 ms'],
      [
        ['none', '', alone.rate.toFixed(0), alone.p50.toFixed(1), alone.p99.toFixed(1)],
        ...busy.map(({ label, first, second }) => [`list: ${label}`, first.rate.toFixed(0), second.rate.toFixed(0), second.p50.toFixed(1), second.p99.toFixed(1)]),
      ],
    ),
  );
}

export async function measureProfileList() {
  const seedLib = await tsImport('./lib/profile-list-seed.ts', import.meta.url);
  // BENCH_DB=pglite or postgres measures only that one.
  for (const kind of ['pglite', 'postgres'].filter((name) => !process.env.BENCH_DB || process.env.BENCH_DB === name)) {
    if (kind === 'postgres' && !(await seedLib.postgresAnswers(postgresUrl))) {
      console.log(`\nOwner profile list on postgres: skipped, nothing answers at ${new URL(postgresUrl).host}`);
      continue;
    }
    report(await onDatabase(kind, seedLib));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureProfileList();
