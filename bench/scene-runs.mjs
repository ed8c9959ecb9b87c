// Forecast runs through the API on the embedded default: a pair run from the request to its renderPair message
// (target under 50 ms), and 100 concurrent runs of a ten-actor team (all must finish without error).
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';
import { summarise, table } from './lib/stats.mjs';

const PAIR_RUNS = 30;
const CONCURRENT_TEAMS = 100;

function connect(origin, token) {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/v1/realtime?token=${encodeURIComponent(token)}`);
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const ruid = message.payload?.ruid;
    if (!ruid || !['renderPair', 'renderCheckTeam', 'rejectScene'].includes(message.type)) return;
    const resolve = waiting.get(ruid);
    if (resolve) {
      waiting.delete(ruid);
      resolve(message);
    } else {
      waiting.set(ruid, message);
    }
  });
  const result = (ruid) =>
    new Promise((resolve) => {
      const early = waiting.get(ruid);
      if (early && typeof early === 'object') {
        waiting.delete(ruid);
        resolve(early);
      } else {
        waiting.set(ruid, resolve);
      }
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, result }));
    socket.once('error', reject);
  });
}

export async function measureSceneRuns() {
  const { startSceneRunsApp } = await tsImport('./lib/scene-runs-app.ts', import.meta.url);
  const app = await startSceneRunsApp();
  const { socket, result } = await connect(app.origin, app.token);
  const put = (url, body) =>
    fetch(`${app.origin}${url}`, { method: 'PUT', headers: { ...app.headers, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }).then((response) => response.json());
  try {
    // Warm-up: the first run starts a worker thread and loads the engine into it.
    await result((await put(`/api/v1/scene/p2p/${app.pairId}/run`)).ruid);

    const pairTimes = [];
    for (let i = 0; i < PAIR_RUNS; i += 1) {
      const started = performance.now();
      const { ruid } = await put(`/api/v1/scene/p2p/${app.pairId}/run`);
      const message = await result(ruid);
      if (message.type !== 'renderPair') throw new Error(`a pair run failed: ${JSON.stringify(message)}`);
      pairTimes.push(performance.now() - started);
    }
    const pair = summarise(pairTimes);

    const started = performance.now();
    const ruids = await Promise.all(Array.from({ length: CONCURRENT_TEAMS }, () => put(`/api/v1/scene/scene/${app.teamId}/run`).then((body) => body.ruid)));
    const answered = performance.now() - started;
    const outcomes = await Promise.all(ruids.map((ruid) => result(ruid)));
    const total = performance.now() - started;
    const failed = outcomes.filter((message) => message.type !== 'renderCheckTeam').length;

    console.log('\nForecast runs through the API (embedded default, worker threads), request to the realtime message');
    console.log(
      table(
        ['measure', 'median ms', 'range ms', 'of target'],
        [
          [`pair run to renderPair (${PAIR_RUNS} runs)`, pair.median.toFixed(1), `${pair.min.toFixed(1)}-${pair.max.toFixed(1)}`, `${(pair.median / 50).toFixed(2)}×`],
        ],
      ),
    );
    console.log(
      `${CONCURRENT_TEAMS} concurrent runs of a 10-actor team: all answered in ${answered.toFixed(0)} ms, all results in ${total.toFixed(0)} ms, ${failed} failed`,
    );
  } finally {
    socket.close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureSceneRuns();
