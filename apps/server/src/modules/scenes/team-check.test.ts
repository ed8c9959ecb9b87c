import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { filledProfiles, insertTestTeam, openScenes, sceneApi, snapshotLinkOf } from '../../../test/helpers/scenes';

type Headers = Record<string, string>;
interface HistoryPayload {
  items: { id: string; type: string; title: string; actors: string[]; scenes: string[] }[];
}

/** The quick team check: the owner's scratch scene, opened by the team check's tier and run like a team. */
describe('the quick team check on the scratch scene', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  /** An owner on the team check's tier only: teams, neither team creation nor the simulator's scene. */
  async function teamsTierOwner() {
    const signedIn = await signedInOwner(ctx);
    await openScenes(ctx, [signedIn.owner.id], { allowTeams: true, allowCreateTeams: false, allowScene: false, allowCompareTeams: false });
    return signedIn;
  }

  async function startCheck(headers: Headers, ownerId: string, count = 4) {
    const members = await filledProfiles(ctx, ownerId, count);
    const body = { lifespan: 'new', startDate: '2026-12-01', actors: members.map((member) => ({ profileId: member.id })) };
    const created = await call('POST', `${sceneApi}/sandbox`, headers, body);
    expect(created.statusCode).toBe(201);
    return { sandbox: created.json(), members };
  }

  it('is open on the team check\u2019s tier without the simulator\u2019s, and closed without teams', async () => {
    const closed = await signedInOwner(ctx);
    await openScenes(ctx, [closed.owner.id], { allowTeams: false, allowScene: true });
    const theirs = await filledProfiles(ctx, closed.owner.id, 2);
    const bodies = {
      GET: undefined,
      POST: { lifespan: 'new', startDate: '2026-12-01', actors: theirs.map((profile) => ({ profileId: profile.id })) },
      PATCH: { version: 1, undo: true },
    };
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const answer = await call(method, `${sceneApi}/sandbox`, closed.headers, bodies[method]);
      expect(answer.json()).toMatchObject({ statusCode: 403, code: 'feature_unavailable', params: { feature: 'teams' } });
    }

    const { owner, headers } = await teamsTierOwner();
    expect((await call('GET', `${sceneApi}/sandbox`, headers)).json()).toEqual({ scene: null });
    const { sandbox, members } = await startCheck(headers, owner.id, 3);
    const ranked = await call('PATCH', `${sceneApi}/sandbox`, headers, {
      version: sandbox.version,
      change: { kind: 'rank', actorId: members[2]!.id, day: 0, level: 2 },
    });
    expect(ranked.statusCode).toBe(200);
    // Made manager on the first day, the person joins the scene as its manager.
    expect(ranked.json().groupEvents.map((event: { code: string }) => event.code)).toContain('M_JOIN');
    expect((await call('GET', `${sceneApi}/sandbox`, headers)).json().scene._id).toBe(sandbox._id);
  });

  it('neither fills the team list nor counts toward the team limit', async () => {
    const { owner, headers } = await teamsTierOwner();
    await ctx.database.db.update(owners).set({ teamLimit: 1 }).where(eq(owners.id, owner.id));
    await insertTestTeam(ctx, owner.id, { count: 2 });
    await startCheck(headers, owner.id);
    await startCheck(headers, owner.id);
    expect((await call('GET', `${sceneApi}/scenes`, headers)).json().items).toHaveLength(1);
  });

  it('runs the scratch scene by its id: a team result, titled by first names in the history, its forecast at an address', async () => {
    const { owner, headers, token } = await teamsTierOwner();
    const { sandbox, members } = await startCheck(headers, owner.id);
    const manager = members[3]!.id;
    await call('PATCH', `${sceneApi}/sandbox`, headers, { version: sandbox.version, change: { kind: 'rank', actorId: manager, day: 0, level: 2 } });
    const messages = await connectRealtime(ctx, token);
    const started = await call('PUT', `${sceneApi}/scene/${sandbox._id}/run`, headers);
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json();

    const result = await messages.next('renderCheckTeam', (message) => (message.payload as { ruid: string }).ruid === ruid);
    expect(result.payload).toEqual({ ruid, sceneId: sandbox._id, url: expect.stringMatching(snapshotLinkOf(ruid)) });
    const history = await messages.next('syncHistory', (message) => (message.payload as HistoryPayload).items.some((item) => item.id === ruid));
    expect((history.payload as HistoryPayload).items[0]).toEqual(
      expect.objectContaining({
        id: ruid,
        type: 'team',
        title: 'Участник 1, Участник 2, Участник 3 and Участник 4',
        actors: members.map((member) => member.id),
        scenes: [sandbox._id],
      }),
    );
    const counted = await messages.next('integralStats', (message) => (message.payload as { team: number }).team === 1);
    expect(counted.payload).toEqual({ p2p: 0, team: 1 });

    const address = await call('GET', `${sceneApi}/scene/snapshot/${sandbox._id}?ruid=${ruid}`, headers);
    expect(address.json()).toEqual({ url: expect.stringMatching(snapshotLinkOf(ruid)), expiresAt: expect.any(String) });
    const snapshot = (await call('GET', address.json().url, {})).json();
    expect(snapshot).toMatchObject({ kind: 'team', ruid, sceneId: sandbox._id });
    expect(snapshot.forecast.actors).toHaveLength(4);
    // The manager stands over the team from the first day.
    expect(snapshot.forecast.days[0].managers.manager).toBe(manager);
    expect(snapshot.forecast.power.groupOrientation.orientation).toMatch(/^(launch|growth|support)$/);

    // A new check replaces the scratch scene; the earlier result stays readable at its scene's id.
    const next = await startCheck(headers, owner.id, 2);
    expect(next.sandbox._id).not.toBe(sandbox._id);
    const again = await call('GET', `${sceneApi}/scene/snapshot/${sandbox._id}?ruid=${ruid}`, headers);
    expect(again.statusCode).toBe(200);
    expect((await call('GET', again.json().url, {})).json()).toMatchObject({ kind: 'team', ruid });
    messages.socket.terminate();
  }, 60_000);

  it('titles a check for the viewer when the history is sent: a removed person reads as removed', async () => {
    const { owner, headers, token } = await teamsTierOwner();
    const { sandbox, members } = await startCheck(headers, owner.id, 2);
    const { ruid } = (await call('PUT', `${sceneApi}/scene/${sandbox._id}/run`, headers)).json();
    await ctx.database.db.update(profiles).set({ state: 'deleted' }).where(eq(profiles.id, members[1]!.id));
    const fresh = await connectRealtime(ctx, token);
    const history = (await fresh.next('syncHistory')).payload as HistoryPayload;
    expect(history.items.find((item) => item.id === ruid)?.title).toBe('Участник 1 and Removed profile');
    fresh.socket.terminate();
  }, 60_000);

  it('runs only the owner\u2019s own scratch scene, and only while its people are there', async () => {
    const mine = await teamsTierOwner();
    const other = await teamsTierOwner();
    const { sandbox, members } = await startCheck(mine.headers, mine.owner.id, 2);
    expect((await call('PUT', `${sceneApi}/scene/${sandbox._id}/run`, other.headers)).json()).toMatchObject({ statusCode: 404, code: 'scene_not_found' });
    await ctx.database.db.update(profiles).set({ state: 'deleted' }).where(eq(profiles.id, members[0]!.id));
    const refused = await call('PUT', `${sceneApi}/scene/${sandbox._id}/run`, mine.headers);
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'actors_ineligible', params: { profileId: members[0]!.id } });
  });

  it('needs the team check\u2019s tier to run it', async () => {
    const { owner, headers } = await teamsTierOwner();
    const { sandbox } = await startCheck(headers, owner.id, 2);
    await ctx.database.db.update(owners).set({ allowTeams: false, allowScene: true }).where(eq(owners.id, owner.id));
    expect((await call('PUT', `${sceneApi}/scene/${sandbox._id}/run`, headers)).json()).toMatchObject({
      statusCode: 403,
      code: 'feature_unavailable',
      params: { feature: 'teams' },
    });
  });
});
