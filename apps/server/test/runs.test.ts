import type { RealtimeMessage } from '@teamcast/contract';
import { PHASE_PROGRESS } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { profiles, scenes } from '../src/db/schema';
import { REALTIME_UNAUTHORIZED } from '../src/realtime/realtime-gateway';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { signedInOwner } from './helpers/profiles';
import { insertTestTeam, openScenes, sceneApi } from './helpers/scenes';

/** Collects what a connection receives, and waits for a message of a kind. */
function listen(socket: WebSocket) {
  const received: RealtimeMessage[] = [];
  const waiters: { type: string; resolve: (message: RealtimeMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as RealtimeMessage;
    received.push(message);
    for (const waiter of waiters.filter((candidate) => candidate.type === message.type)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  return {
    received,
    next: (type: RealtimeMessage['type']) =>
      new Promise<RealtimeMessage>((resolve, reject) => {
        const found = received.find((message) => message.type === type);
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 20_000);
        waiters.push({ type, resolve: (message) => (clearTimeout(timer), resolve(message)) });
      }),
  };
}

describe('forecast runs and the realtime gateway', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ realtimePingMs: 200 });
  }, 60_000);
  afterAll(() => ctx.close());

  async function ownerWithTeam() {
    const signedIn = await signedInOwner(ctx);
    await openScenes(ctx, [signedIn.owner.id]);
    const team = await insertTestTeam(ctx, signedIn.owner.id, { count: 4 });
    return { ...signedIn, team };
  }
  const connect = (token: string) => ctx.app.injectWS(`/api/v1/realtime?token=${encodeURIComponent(token)}`);

  it('answers at once with a run id, sends the phases in order and then the result, stored as a snapshot', async () => {
    const { token, headers, team } = await ownerWithTeam();
    const socket = await connect(token);
    const messages = listen(socket);
    const started = await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers });
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json();
    const result = await messages.next('renderCheckTeam');
    expect(result.payload).toEqual({ ruid, sceneId: team.id, url: `/api/v1/scene/snapshots/${ruid}` });

    const phases = messages.received.filter((message) => message.type === 'sceneComputePhase').map((message) => message.payload as { phase: keyof typeof PHASE_PROGRESS; progress: number; ruid: string });
    expect(phases.map((phase) => phase.phase)).toEqual(['init', 'units', 'render', 'transfer', 'done']);
    for (const phase of phases) {
      expect(phase.ruid).toBe(ruid);
      const [low, high] = PHASE_PROGRESS[phase.phase];
      expect(phase.progress).toBeGreaterThanOrEqual(low);
      expect(phase.progress).toBeLessThanOrEqual(high);
    }

    const url = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${team.id}?ruid=${ruid}`, headers });
    expect(url.json()).toEqual({ url: `/api/v1/scene/snapshots/${ruid}` });
    const snapshot = (await ctx.app.inject({ method: 'GET', url: url.json().url, headers })).json();
    expect(snapshot).toMatchObject({ ruid, sceneId: team.id });
    expect(snapshot.forecast.days).toHaveLength(365);
    expect(snapshot.forecast.actors).toHaveLength(4);
    expect(snapshot.forecast.power.groupOrientation).toHaveProperty('competence_value');
    socket.terminate();
  }, 60_000);

  it('sends a message only to its owner\u2019s connections, on each of them', async () => {
    const first = await ownerWithTeam();
    const other = await ownerWithTeam();
    const mine = [listen(await connect(first.token)), listen(await connect(first.token))];
    const theirs = listen(await connect(other.token));
    const { ruid } = (await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${first.team.id}/run`, headers: first.headers })).json();
    for (const connection of mine) expect((await connection.next('renderCheckTeam')).payload).toMatchObject({ ruid });
    expect(theirs.received.filter((message) => message.type !== 'ping')).toEqual([]);
  }, 60_000);

  it('pings every connection', async () => {
    const { token } = await ownerWithTeam();
    const ping = await listen(await connect(token)).next('ping');
    expect(ping.payload).toHaveProperty('at');
  });

  it('closes a connection without a live owner session', async () => {
    for (const token of ['', 'not-a-token']) {
      const socket = await connect(token);
      const code = await new Promise<number>((resolve) => socket.on('close', (closeCode) => resolve(closeCode)));
      expect(code).toBe(REALTIME_UNAUTHORIZED);
    }
  });

  it('announces a run whose scene does not hold together as a communication-setting failure', async () => {
    const { token, headers, team } = await ownerWithTeam();
    await ctx.database.db
      .update(scenes)
      .set({ state: { ...team.state, startDate: '2026-13-45' } })
      .where(eq(scenes.id, team.id));
    const messages = listen(await connect(token));
    const { ruid } = (await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers })).json();
    expect((await messages.next('rejectScene')).payload).toEqual({ ruid, sceneId: team.id, code: 'communication_setting_failed' });
    const missing = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${team.id}?ruid=${ruid}`, headers });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'connection_failed' });
  }, 60_000);

  it('refuses to run a team with a profile gone, and someone else\u2019s team', async () => {
    const { headers, team } = await ownerWithTeam();
    const other = await ownerWithTeam();
    expect((await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers: other.headers })).statusCode).toBe(404);
    const gone = team.state.actors[1]!.id;
    await ctx.database.db.update(profiles).set({ state: 'deleted' }).where(eq(profiles.id, gone));
    const refused = await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'actors_ineligible', params: { profileId: gone } });
  });
});
