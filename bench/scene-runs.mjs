// Forecast runs through the API on the embedded default: a pair run from the request to its renderPair message
// (target under 50 ms); 100 concurrent runs of ten-actor teams, spread over owners as their limit of runs in
// flight allows (all must finish without error); and what 300 runs of one team leave in the database.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { connectRealtime } from './lib/realtime.mjs';
import { summarise, table } from './lib/stats.mjs';

const PAIR_RUNS = 30;
const PAIR_GOAL_MS = 50;
const CONCURRENT_TEAMS = 100;
// The default number of runs one owner may have in flight (see run-limits.ts).
const IN_FLIGHT = 3;
const OWNERS = Math.ceil(CONCURRENT_TEAMS / IN_FLIGHT);
const RETAINED_RUNS = 300;

const RUN_ENDS = new Set(['renderPair', 'renderCheckTeam', 'rejectScene']);
const connect = (origin, token) => connectRealtime(origin, token, (message) => (RUN_ENDS.has(message.type) ? message.payload?.ruid : undefined));

const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);

export async function measureSceneRuns() {
  const { startSceneRunsApp } = await tsImport('./lib/scene-runs-app.ts', import.meta.url);
  const app = await startSceneRunsApp({ owners: OWNERS });
  const connections = await Promise.all(app.accounts.map((account) => connect(app.origin, account.token)));
  const put = (account, url, body) =>
    fetch(`${app.origin}${url}`, { method: 'PUT', headers: { ...account.headers, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }).then(async (response) => {
      const answer = await response.json();
      if (response.status !== 202) throw new Error(`a run was refused: ${JSON.stringify(answer)}`);
      return answer;
    });
  const [first] = app.accounts;
  const { result } = connections[0];
  try {
    // Warm-up: the first run starts a worker thread and loads the engine into it.
    await result((await put(first, `/api/v1/scene/p2p/${app.pairId}/run`)).ruid);

    const pairTimes = [];
    for (let i = 0; i < PAIR_RUNS; i += 1) {
      const started = performance.now();
      const { ruid } = await put(first, `/api/v1/scene/p2p/${app.pairId}/run`);
      const message = await result(ruid);
      if (message.type !== 'renderPair') throw new Error(`a pair run failed: ${JSON.stringify(message)}`);
      pairTimes.push(performance.now() - started);
    }
    const pair = summarise(pairTimes);

    // Each owner starts as many runs at once as it may have in flight, until there are 100.
    const started = performance.now();
    const runs = await Promise.all(
      Array.from({ length: CONCURRENT_TEAMS }, (_, i) => {
        const owner = i % OWNERS;
        const account = app.accounts[owner];
        return put(account, `/api/v1/scene/scene/${account.teamId}/run`).then((body) => ({ owner, ruid: body.ruid }));
      }),
    );
    const answered = performance.now() - started;
    const outcomes = await Promise.all(runs.map(({ owner, ruid }) => connections[owner].result(ruid)));
    const total = performance.now() - started;
    const failed = outcomes.filter((message) => message.type !== 'renderCheckTeam').length;

    // One owner runs one team again and again, as many at a time as allowed: old results are pruned as runs
    // finish. Then the hourly housekeeping makes their space reusable, and as many runs again reuse it.
    const runAgain = async () => {
      let next = 0;
      const loop = async () => {
        while (next < RETAINED_RUNS) {
          next += 1;
          const message = await result((await put(first, `/api/v1/scene/scene/${first.teamId}/run`)).ruid);
          if (message.type !== 'renderCheckTeam') throw new Error(`a team run failed: ${JSON.stringify(message)}`);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, loop));
      return app.runsTable();
    };
    const before = await app.runsTable();
    const once = await runAgain();
    await app.housekeeping();
    const twice = await runAgain();
    console.log('\nForecast runs through the API (embedded default, worker threads), request to the realtime message');
    console.log(
      table(
        ['measure', 'result', 'range', 'goal'],
        [
          [
            `pair run, request to renderPair (${PAIR_RUNS} runs)`,
            `${pair.median.toFixed(1)} ms median`,
            `${pair.min.toFixed(1)}-${pair.max.toFixed(1)} ms`,
            `< ${PAIR_GOAL_MS} ms ${pair.median < PAIR_GOAL_MS ? 'met' : 'MISSED'}`,
          ],
          [
            `${CONCURRENT_TEAMS} concurrent 10-actor team runs (${OWNERS} owners, ${IN_FLIGHT} each)`,
            `${failed} failed`,
            `answered in ${answered.toFixed(0)} ms, results in ${total.toFixed(0)} ms`,
            `0 failed ${failed === 0 ? 'met' : 'MISSED'}`,
          ],
        ],
      ),
    );
    console.log(
      `${RETAINED_RUNS} runs of one 10-actor team: the runs table went from ${megabytes(before.bytes)} MB (${before.runs} runs) to ${megabytes(once.bytes)} MB (${once.runs} runs); after the hourly housekeeping and ${RETAINED_RUNS} more: ${megabytes(twice.bytes)} MB (${twice.runs} runs)`,
    );
  } finally {
    for (const { socket } of connections) socket.close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureSceneRuns();
