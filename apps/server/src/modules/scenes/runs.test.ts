import { PHASE_PROGRESS } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, scenes } from '../../db/schema';
import { REALTIME_UNAUTHORIZED } from '../../realtime/realtime-gateway';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { insertTestTeam, openScenes, sceneApi, snapshotLinkOf } from '../../../test/helpers/scenes';

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

  it('answers at once with a run id, sends the phases in order and then the result, stored as a snapshot', async () => {
    const { token, headers, team } = await ownerWithTeam();
    const messages = await connectRealtime(ctx, token);
    const started = await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers });
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json();
    const result = await messages.next('renderCheckTeam');
    expect(result.payload).toEqual({ ruid, sceneId: team.id, url: expect.stringMatching(snapshotLinkOf(ruid)) });

    const phases = messages.received.filter((message) => message.type === 'sceneComputePhase').map((message) => message.payload as { phase: keyof typeof PHASE_PROGRESS; progress: number; ruid: string });
    expect(phases.map((phase) => phase.phase)).toEqual(['init', 'units', 'render', 'transfer', 'done']);
    for (const phase of phases) {
      expect(phase.ruid).toBe(ruid);
      const [low, high] = PHASE_PROGRESS[phase.phase];
      expect(phase.progress).toBeGreaterThanOrEqual(low);
      expect(phase.progress).toBeLessThanOrEqual(high);
    }

    const url = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${team.id}?ruid=${ruid}`, headers });
    expect(url.json()).toEqual({ url: expect.stringMatching(snapshotLinkOf(ruid)), expiresAt: expect.any(String) });
    // Both addresses serve the forecast, with no session needed.
    const snapshot = (await ctx.app.inject({ method: 'GET', url: url.json().url })).json();
    expect((await ctx.app.inject({ method: 'GET', url: (result.payload as { url: string }).url })).json()).toEqual(snapshot);
    expect(snapshot).toMatchObject({ ruid, sceneId: team.id });
    expect(snapshot.forecast.days).toHaveLength(365);
    expect(snapshot.forecast.actors).toHaveLength(4);
    expect(snapshot.forecast.power.groupOrientation).toHaveProperty('competence_value');
    messages.socket.terminate();
  }, 60_000);

  it('sends a message only to its owner\u2019s connections, on each of them', async () => {
    const first = await ownerWithTeam();
    const other = await ownerWithTeam();
    const mine = [await connectRealtime(ctx, first.token), await connectRealtime(ctx, first.token)];
    const theirs = await connectRealtime(ctx, other.token);
    const { ruid } = (await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${first.team.id}/run`, headers: first.headers })).json();
    for (const connection of mine) expect((await connection.next('renderCheckTeam')).payload).toMatchObject({ ruid });
    // The other owner hears nothing of this run (their own dashboard greeting aside).
    expect(theirs.received.filter((message) => JSON.stringify(message).includes(ruid))).toEqual([]);
  }, 60_000);

  it('pings every connection', async () => {
    const { token } = await ownerWithTeam();
    const ping = await (await connectRealtime(ctx, token)).next('ping');
    expect(ping.payload).toHaveProperty('at');
  });

  it('closes a connection without a live owner session', async () => {
    for (const token of ['', 'not-a-token']) {
      let closed: (code: number) => void = () => undefined;
      const code = new Promise<number>((resolve) => (closed = resolve));
      await ctx.app.injectWS(`/api/v1/realtime?token=${encodeURIComponent(token)}`, {}, { onInit: (ws) => ws.on('close', (closeCode) => closed(closeCode)) });
      expect(await code).toBe(REALTIME_UNAUTHORIZED);
    }
  });

  it('announces a run whose scene does not hold together as a communication-setting failure', async () => {
    const { token, headers, team } = await ownerWithTeam();
    await ctx.database.db
      .update(scenes)
      .set({ state: { ...team.state, startDate: '2026-13-45' } })
      .where(eq(scenes.id, team.id));
    const messages = await connectRealtime(ctx, token);
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
