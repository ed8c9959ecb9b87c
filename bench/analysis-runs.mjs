// The assembler and the what-if advisor as an owner meets them: through the API on the embedded default, from the
// request that starts the run to its end announced over the realtime gateway, with the profiles read from the
// database and the answer computed in a worker thread. Goals: the assembler under 3 s for a pool of 200 and a team
// of 8; the advisor under 5 s for a team of 20 and a pool of 50.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { connectRealtime } from './lib/realtime.mjs';
import { summarise, table } from './lib/stats.mjs';

const ASSEMBLER = { pool: 200, size: 8, runs: 5, goalMs: 3000 };
const ADVISOR = { team: 20, pool: 50, runs: 5, goalMs: 5000 };

export async function measureAnalysisRuns() {
  const { startAnalysisRunsApp } = await tsImport('./lib/analysis-runs-app.ts', import.meta.url);
  const app = await startAnalysisRunsApp({ profiles: ASSEMBLER.pool, teamSize: ADVISOR.team });
  const gateway = await connectRealtime(app.origin, app.token, (message) => (message.type === 'analysisDone' ? message.payload.ruid : undefined));
  const post = async (url, body) => {
    const response = await fetch(`${app.origin}${url}`, { method: 'POST', headers: { ...app.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await response.json();
    if (response.status !== 202) throw new Error(`a run was refused: ${JSON.stringify(answer)}`);
    return answer.ruid;
  };
  /** From the request to the end announced, then the result read as the page reads it. */
  const timed = async (url, body) => {
    const started = performance.now();
    const ruid = await post(url, body);
    const end = (await gateway.result(ruid)).payload;
    const ms = performance.now() - started;
    if (end.status !== 'done') throw new Error(`a run ended ${end.status}: ${JSON.stringify(end)}`);
    const read = await fetch(`${app.origin}/api/v1/scene/analyses/${ruid}`, { headers: app.headers }).then((response) => response.json());
    return { ms, result: read.result };
  };
  const orientations = ['launch', 'growth', 'support'];
  const assemble = (run) => timed('/api/v1/scene/assemble', { profileIds: app.profileIds, size: ASSEMBLER.size, orientation: orientations[run % 3] });
  const members = new Set(app.teamMemberIds);
  const candidates = app.profileIds.filter((id) => !members.has(id)).slice(0, ADVISOR.pool);
  const advise = (run) => timed(`/api/v1/scene/scene/${app.teamId}/advise`, { day: 30, poolProfileIds: candidates, orientation: orientations[run % 3] });
  try {
    // Warm-up: the first run starts a worker thread and loads the engine into it.
    await assemble(0);
    await advise(0);
    const rows = [];
    for (const [name, run, goal, runs] of [
      [`assembler: a pool of ${ASSEMBLER.pool}, a team of ${ASSEMBLER.size}`, assemble, ASSEMBLER.goalMs, ASSEMBLER.runs],
      [`advisor: a team of ${ADVISOR.team}, a pool of ${ADVISOR.pool}`, advise, ADVISOR.goalMs, ADVISOR.runs],
    ]) {
      const times = [];
      let last;
      for (let i = 0; i < runs; i += 1) {
        last = await run(i);
        times.push(last.ms);
      }
      const { median, min, max } = summarise(times);
      const effort = last.result.kind === 'assemble' ? `${last.result.assembly.search.simulatedTeams} forecast` : `${last.result.advice.tried} forecast`;
      rows.push([name, `${median.toFixed(0)} ms`, `${min.toFixed(0)}-${max.toFixed(0)} ms`, effort, `< ${goal} ms ${median < goal ? 'met' : 'MISSED'}`]);
    }
    console.log(`\nAssembler and advisor through the API (embedded default, worker threads), request to the end announced, median of ${ASSEMBLER.runs} after a warm-up`);
    console.log(table(['run', 'median', 'range', 'effort', 'goal'], rows));
  } finally {
    gateway.socket.close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureAnalysisRuns();
