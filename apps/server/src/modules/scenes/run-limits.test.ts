import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { gatedCompute, outcomeOf, storedRuns } from '../../../test/helpers/runs';
import { filledProfiles, insertTestTeam, openScenes, sceneApi } from '../../../test/helpers/scenes';
import { createTestClock, minutes } from '../../../test/helpers/test-clock';

const limits = { inFlight: 3, inFlightRetrySeconds: 5, perWindow: 6, windowMs: minutes(10) };

describe('limits of forecast runs per owner', () => {
  let ctx: TestApp;
  const clock = createTestClock('2026-11-22T09:00:00.000Z');
  const compute = gatedCompute();
  beforeAll(async () => {
    ctx = await buildTestApp({ clock, compute: compute.pool, runLimits: limits });
  }, 60_000);
  afterAll(() => ctx.close());

  /** An owner with two teams and a pair, who may run and compare teams. */
  async function owner() {
    const signedIn = await signedInOwner(ctx);
    await openScenes(ctx, [signedIn.owner.id], { allowTeams: true, allowCompareTeams: true });
    const teams = [await insertTestTeam(ctx, signedIn.owner.id, { count: 2 }), await insertTestTeam(ctx, signedIn.owner.id, { count: 2 })];
    const [a, b] = await filledProfiles(ctx, signedIn.owner.id, 2);
    const pair = (await ctx.app.inject({ method: 'POST', url: `${sceneApi}/p2p`, headers: signedIn.headers, payload: { actors: [a!.id, b!.id] } })).json();
    const team = teams[0]!;
    const starts = {
      team: () => ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers: signedIn.headers }),
      pair: () => ctx.app.inject({ method: 'PUT', url: `${sceneApi}/p2p/${pair._id}/run`, headers: signedIn.headers, payload: {} }),
      compare: () => ctx.app.inject({ method: 'POST', url: `${sceneApi}/scenes/compare`, headers: signedIn.headers, payload: { sceneIds: teams.map((row) => row.id) } }),
    };
    return { ...signedIn, starts };
  }

  const refusal = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => ({
    statusCode: response.statusCode,
    body: response.json(),
    retryAfter: response.headers['retry-after'],
  });

  it(`lets an owner have ${limits.inFlight} runs in flight, even asked all at once, refuses more on every kind of run, and leaves other owners alone`, async () => {
    compute.close();
    const busy = await owner();
    const other = await owner();
    const client = await connectRealtime(ctx, busy.token);
    const answers = await Promise.all(Array.from({ length: 8 }, () => busy.starts.team()));
    const accepted = answers.filter((answer) => answer.statusCode === 202);
    expect(accepted).toHaveLength(limits.inFlight);
    for (const answer of answers.filter((response) => response.statusCode !== 202)) {
      expect(refusal(answer)).toEqual({ statusCode: 429, body: expect.objectContaining({ statusCode: 429, code: 'runs_in_flight' }), retryAfter: '5' });
    }
    for (const start of [busy.starts.pair, busy.starts.compare]) expect(refusal(await start())).toMatchObject({ statusCode: 429, body: { code: 'runs_in_flight' } });
    // The refused starts left nothing behind.
    const stored = await storedRuns(ctx, busy.owner.id);
    expect(stored.runs).toHaveLength(limits.inFlight);
    expect(stored.history).toHaveLength(limits.inFlight);
    expect(stored.counters).toEqual({ p2p: 0, team: limits.inFlight });

    // Another owner is not held back by this one's runs.
    expect((await other.starts.pair()).statusCode).toBe(202);

    // Once the runs finish there is room again.
    compute.open();
    for (const answer of accepted) expect((await outcomeOf(client, answer.json().ruid)).type).toBe('renderCheckTeam');
    expect((await busy.starts.compare()).statusCode).toBe(202);
    client.socket.terminate();
  }, 60_000);

  it(`lets an owner start ${limits.perWindow} runs in ${limits.windowMs / minutes(1)} minutes, counting every kind, then refuses until the window ends`, async () => {
    compute.open();
    const { token, owner: me, starts } = await owner();
    const client = await connectRealtime(ctx, token);
    const kinds = [starts.team, starts.pair, starts.compare];
    for (let i = 0; i < limits.perWindow; i += 1) {
      const started = await kinds[i % kinds.length]!();
      expect(started.statusCode).toBe(202);
      // Waited for, so that the runs in flight never stand in the way.
      await outcomeOf(client, started.json().ruid);
      clock.advance(minutes(1));
    }
    // The window opened with the first run, six minutes ago.
    for (const start of kinds) {
      expect(refusal(await start())).toEqual({ statusCode: 429, body: expect.objectContaining({ code: 'runs_too_often' }), retryAfter: String(4 * 60) });
    }
    expect((await storedRuns(ctx, me.id)).runs).toHaveLength(limits.perWindow);
    clock.advance(minutes(4));
    expect((await starts.team()).statusCode).toBe(202);
    client.socket.terminate();
  }, 60_000);
  it('counts the assembler’s and the monitor’s runs among those in flight, and shows one waiting as not yet begun', async () => {
    compute.close();
    const busy = await owner();
    await openScenes(ctx, [busy.owner.id], { allowTeams: true, allowCreateTeams: true, allowMonitor: true });
    const client = await connectRealtime(ctx, busy.token);
    const pool = await filledProfiles(ctx, busy.owner.id, 3);
    const assembly = await ctx.app.inject({ method: 'POST', url: `${sceneApi}/assemble`, headers: busy.headers, payload: { profileIds: pool.map((row) => row.id), size: 2, orientation: 'growth' } });
    expect(assembly.statusCode).toBe(202);
    const { ruid } = assembly.json() as { ruid: string };
    const waiting = (await ctx.app.inject({ method: 'GET', url: `${sceneApi}/analyses/${ruid}`, headers: busy.headers })).json();
    expect(waiting).toMatchObject({ ruid, kind: 'assemble', progress: 0, result: null, errorCode: null });
    expect(['queued', 'running']).toContain(waiting.status);
    expect((await busy.starts.team()).statusCode).toBe(202);
    expect((await busy.starts.team()).statusCode).toBe(202);
    const monitor = await ctx.app.inject({ method: 'POST', url: `${sceneApi}/monitor`, headers: busy.headers, payload: {} });
    expect(refusal(monitor)).toMatchObject({ statusCode: 429, body: { code: 'runs_in_flight' } });
    compute.open();
    const done = await client.next('analysisDone', (message) => (message.payload as { ruid: string }).ruid === ruid);
    expect(done.payload).toMatchObject({ ruid, status: 'done' });
    client.socket.terminate();
  }, 60_000);
});
