import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardHistory, linkTokens, outbox, profiles, rateLimits, scenes, sessions } from '../../db/schema';
import { newLinkToken } from '../profiles/link-token';
import { ensureSharelink } from '../profiles/profiles-repository';
import { bearer, testPassword } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { insertTestProfile, ownerApi, signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { openScenes, sceneApi } from '../../../test/helpers/scenes';

/**
 * Deleting an account takes its people out of everyone's view: other owners' teams and pairs show them
 * as removed, titles lose their names, and nothing of the account stays to sign in with or to mail.
 */
describe('deleting an account', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('removes its people from other owners\u2019 teams, pairs, titles and history, and its mail, links and sessions', async () => {
    const a = await signedInOwner(ctx);
    const b = await signedInOwner(ctx);
    await openScenes(ctx, [a.owner.id, b.owner.id]);
    const anna = await insertTestProfile(ctx, a.owner.id, { filled: true, firstName: 'Анна', lastName: 'Удаляемова', hideDetails: true });
    const boris = await insertTestProfile(ctx, a.owner.id, { filled: true, firstName: 'Борис', lastName: 'Стираемов' });
    const own = await insertTestProfile(ctx, b.owner.id, { filled: true, firstName: 'Вера', lastName: 'Остаётся' });
    for (const profile of [anna, boris]) {
      const sharelink = await ensureSharelink(ctx.database.db, profile.id, newLinkToken());
      expect((await ctx.app.inject({ method: 'POST', url: `${ownerApi}/profiles/attach/${sharelink}`, headers: b.headers })).statusCode).toBeLessThan(300);
    }

    const team = await ctx.app.inject({
      method: 'POST',
      url: `${sceneApi}/scene`,
      headers: b.headers,
      payload: { title: 'Команда Бориса Стираемова', lifespan: 'new', startDate: '2026-12-01', actors: [{ profileId: anna.id }, { profileId: boris.id }, { profileId: own.id }] },
    });
    expect(team.statusCode).toBe(201);
    const autoPair = await ctx.app.inject({ method: 'POST', url: `${sceneApi}/p2p`, headers: b.headers, payload: { actors: [boris.id, own.id] } });
    expect(autoPair.json().title).toBe('Борис Стираемов & Вера Остаётся');
    const namedPair = await ctx.app.inject({ method: 'POST', url: `${sceneApi}/p2p`, headers: b.headers, payload: { actors: [anna.id, own.id], title: 'Анна Удаляемова и Вера' } });
    expect(namedPair.statusCode).toBe(201);
    for (const pair of [autoPair, namedPair]) {
      expect((await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/p2p/${pair.json()._id}/run`, headers: b.headers, payload: {} })).statusCode).toBe(202);
    }

    // What the deleted account leaves besides its rows: kept mail, a counted failure, a mailed link.
    await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/mail/login-link', payload: { username: a.owner.email } });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/login', payload: { username: a.owner.email, password: 'not-the-password-3' } });
    expect(await ctx.database.db.$count(outbox, eq(outbox.to, a.owner.email))).toBeGreaterThan(0);

    const watching = await connectRealtime(ctx, b.token);
    await watching.next('integralStats');
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${ownerApi}/self`, headers: a.headers, payload: { confirmation: 'Delete', ln: 'en' } });
    expect(deleted.statusCode).toBe(204);
    const broken = await watching.next('teamCheck', (message) => (message.payload as { sceneId: string }).sceneId === team.json()._id);
    expect(broken.payload).toMatchObject({ status: 'broken', missingProfileIds: expect.arrayContaining([anna.id, boris.id]) });
    watching.socket.terminate();

    const shownTeam = (await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/${team.json()._id}`, headers: b.headers })).json();
    expect(shownTeam).toMatchObject({ status: 'broken', missingProfileIds: [anna.id, boris.id], title: 'Команда Removed profile' });
    expect(shownTeam.actors.map((actor: { id: string }) => actor.id)).toEqual([own.id]);
    expect((await ctx.app.inject({ method: 'GET', url: `${sceneApi}/p2p/${autoPair.json()._id}`, headers: b.headers })).json().title).toBe('Removed profile & Вера Остаётся');
    expect((await ctx.app.inject({ method: 'GET', url: `${sceneApi}/p2p/${namedPair.json()._id}`, headers: b.headers })).json().title).toBe('Removed profile и Вера');

    const greeting = await connectRealtime(ctx, b.token);
    const history = await greeting.next('syncHistory');
    greeting.socket.terminate();
    const everywhere = JSON.stringify([history, await ctx.database.db.select().from(scenes).where(eq(scenes.ownerId, b.owner.id)), await ctx.database.db.select().from(dashboardHistory)]);
    for (const name of ['Удаляемова', 'Стираемов']) expect(everywhere).not.toContain(name);
    expect((history.payload as { items: { title: string }[] }).items.map((item) => item.title).sort()).toEqual(['Removed profile & Вера Остаётся', 'Removed profile и Вера']);

    expect(await ctx.database.db.$count(profiles, eq(profiles.ownerId, a.owner.id))).toBe(0);
    expect(await ctx.database.db.$count(outbox, eq(outbox.to, a.owner.email))).toBe(0);
    expect(await ctx.database.db.$count(rateLimits, like(rateLimits.key, `%${a.owner.email}%`))).toBe(0);
    expect(await ctx.database.db.$count(sessions, eq(sessions.accountId, a.owner.id))).toBe(0);
    expect(await ctx.database.db.$count(linkTokens, eq(linkTokens.accountId, a.owner.id))).toBe(0);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/login', payload: { username: a.owner.email, password: testPassword } });
    expect(login.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `${ownerApi}/self`, headers: bearer(a.token) })).statusCode).toBe(401);
  }, 60_000);
});
