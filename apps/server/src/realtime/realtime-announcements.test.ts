import { addSceneActor } from '@teamcast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAttachment } from '../modules/profiles/profiles-repository';
import { updateSceneAtVersion } from '../modules/scenes/scenes-repository';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { uniqueEmail } from '../../test/helpers/accounts';
import { lastLinkTo } from '../../test/helpers/outbox';
import { ownerApi, signedInOwner } from '../../test/helpers/profiles';
import { connectRealtime } from '../../test/helpers/realtime';
import { insertTestTeam, openScenes, sceneApi } from '../../test/helpers/scenes';

/** What the gateway pushes besides runs: access rules, changes made in another tab, and broken teams. */
describe('realtime announcements', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  async function ownerWithTeam() {
    const signedIn = await signedInOwner(ctx);
    await openScenes(ctx, [signedIn.owner.id]);
    const team = await insertTestTeam(ctx, signedIn.owner.id, { count: 3 });
    return { ...signedIn, team };
  }

  it('greets a new connection with the owner\u2019s access rules first', async () => {
    const { token } = await ownerWithTeam();
    const client = await connectRealtime(ctx, token);
    await client.next('integralStats');
    expect(client.received[0]).toEqual({
      type: 'syncAccessRules',
      payload: { allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: false, allowMonitor: false, needVerify: false },
    });
    client.socket.terminate();
  });

  it('pushes the new access rules to an open page when the owner verifies the email in another tab', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/passport/owner/signup',
      payload: { email: uniqueEmail('verifier'), password: 'secret-1', consent: true },
    });
    const { token, owner } = signup.json();
    const client = await connectRealtime(ctx, token);
    expect((await client.next('syncAccessRules')).payload).toMatchObject({ needVerify: true });
    const { token: linkToken } = await lastLinkTo(ctx, owner.email);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/passport/owner/login/magic/${linkToken}` })).statusCode).toBe(200);
    const pushed = await client.next('syncAccessRules', (message) => (message.payload as { needVerify: boolean }).needVerify === false);
    expect(pushed.payload).toMatchObject({ needVerify: false });
    client.socket.terminate();
  });

  it('tells the owner\u2019s other tabs when a team changes', async () => {
    const { token, headers, team } = await ownerWithTeam();
    const otherTab = await connectRealtime(ctx, token);
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `${sceneApi}/scene/${team.id}`,
      headers,
      payload: { version: team.version, change: { kind: 'dismiss', actorId: team.state.actors[0]!.id, day: 10 } },
    });
    expect(changed.statusCode).toBe(200);
    const reflected = await otherTab.next('reflectState');
    expect(reflected.payload).toEqual({ sceneId: team.id, updatedAt: expect.any(String), version: team.version + 1 });
    // A refused change stores nothing and announces nothing.
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `${sceneApi}/scene/${team.id}`,
      headers,
      payload: { version: team.version + 1, change: { kind: 'dismiss', actorId: team.state.actors[1]!.id, day: -1 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(otherTab.received.filter((message) => message.type === 'reflectState')).toHaveLength(1);
    otherTab.socket.terminate();
  });

  it('says a team is broken when one of its profiles is deleted, and whole again once fixed', async () => {
    const { token, headers, team } = await ownerWithTeam();
    const client = await connectRealtime(ctx, token);
    const gone = team.state.actors[2]!.id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `${ownerApi}/profiles/${gone}`, headers })).statusCode).toBe(204);
    expect((await client.next('teamCheck')).payload).toEqual({ sceneId: team.id, status: 'broken', missingProfileIds: [gone] });

    expect((await ctx.app.inject({ method: 'PATCH', url: `${sceneApi}/scene/${team.id}/fix`, headers })).statusCode).toBe(200);
    const whole = await client.next('teamCheck', (message) => (message.payload as { status: string }).status === 'ok');
    expect(whole.payload).toEqual({ sceneId: team.id, status: 'ok', missingProfileIds: [] });
    client.socket.terminate();
  });

  it('says only to the owner who detached a shared profile that their team holding it is broken', async () => {
    const sharer = await ownerWithTeam();
    const holder = await signedInOwner(ctx);
    await openScenes(ctx, [holder.owner.id]);
    const shared = sharer.team.state.actors[0]!.id;
    await insertAttachment(ctx.database.db, holder.owner.id, shared, new Date());
    const holderTeam = await insertTestTeam(ctx, holder.owner.id, { count: 2 });
    // The holder's team gets the shared profile as a third member, stored directly.
    await updateSceneAtVersion(ctx.database.db, holderTeam.id, holderTeam.version, { state: addSceneActor(holderTeam.state, { id: shared }), updatedAt: new Date() });

    const holderClient = await connectRealtime(ctx, holder.token);
    const sharerClient = await connectRealtime(ctx, sharer.token);
    expect((await ctx.app.inject({ method: 'POST', url: `${ownerApi}/profiles/detach/${shared}`, headers: holder.headers })).statusCode).toBe(204);
    expect((await holderClient.next('teamCheck')).payload).toEqual({ sceneId: holderTeam.id, status: 'broken', missingProfileIds: [shared] });
    // The sharer still has the profile: their own team is not announced (it would have come with the holder's).
    expect(sharerClient.received.filter((message) => message.type === 'teamCheck')).toEqual([]);
    holderClient.socket.terminate();
    sharerClient.socket.terminate();
  });
});
