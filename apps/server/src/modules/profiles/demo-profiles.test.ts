import { randomUUID } from 'node:crypto';
import type { Profile, ProfileList } from '@teamcast/contract';
import { DEMO_PROFILES_SETTING_KEY } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { actorInputOf } from '../scenes/scene-inputs';
import { createProfileService } from './profile-service';
import { profiles } from '../../db/schema';
import { uniqueEmail } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { lastLinkTo } from '../../../test/helpers/outbox';
import { ownerApi } from '../../../test/helpers/profiles';
import { openScenes, sceneApi } from '../../../test/helpers/scenes';
import { testDatabaseKind } from '../../../test/helpers/test-database';

describe(`demo profiles of a new owner (${testDatabaseKind})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  /** An owner signed up through the API and verified by the mailed link, as a real one is. */
  async function newOwner(ln: 'ru' | 'en' = 'ru', url = '/api/v1/passport/owner/signup', extra: object = {}) {
    const email = uniqueEmail('demo');
    const signup = await ctx.app.inject({ method: 'POST', url, payload: { email, password: 'demo-secret-1', consent: true, ln, ...extra } });
    expect(signup.statusCode, signup.body).toBe(201);
    const { owner } = signup.json() as { owner: { _id: string } };
    const { token: linkToken } = await lastLinkTo(ctx, email);
    const signedIn = await ctx.app.inject({ method: 'POST', url: `/api/v1/passport/owner/login/magic/${linkToken}` });
    const { token } = signedIn.json() as { token: string };
    return { id: owner._id, headers: { authorization: `Bearer ${token}` } };
  }

  const list = async (headers: Record<string, string>, query = ''): Promise<ProfileList> => {
    const response = await ctx.app.inject({ method: 'GET', url: `${ownerApi}/profiles${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const pickerItems = async (headers: Record<string, string>): Promise<Profile[]> => {
    const response = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/profiles`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: Profile[] }).items;
  };
  const setHidden = async (headers: Record<string, string>, hidden: boolean) => {
    const response = await ctx.app.inject({ method: 'POST', url: `${ownerApi}/data`, headers, payload: { key: DEMO_PROFILES_SETTING_KEY, data: { hidden } } });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('gives a Russian sign-up six filled demo specialists with Russian names, ages, genders and positions', async () => {
    const { headers } = await newOwner('ru');
    const { items, total, counts } = await list(headers, '?limit=50');
    expect(total).toBe(6);
    expect(counts).toEqual({ all: 6, empty: 0, approved: 6 });
    for (const profile of items) {
      expect(profile).toMatchObject({ isDemo: true, filled: true, state: 'ack_a', kind: 'full', attached: false });
      expect(profile.completedAt).not.toBeNull();
      expect(`${profile.firstName} ${profile.lastName}`).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/);
      expect(profile.position).toMatch(/[а-яё]/);
      expect(profile.age).toBeGreaterThanOrEqual(20);
      expect(['М', 'Ж']).toContain(profile.gender);
    }
  });

  it('names them in English for an English sign-up, and gives the love site\u2019s owners none', async () => {
    const english = await newOwner('en');
    const { items } = await list(english.headers);
    expect(items.map((profile) => profile.firstName)).toContain('Anna');
    expect(items.every((profile) => /^[A-Za-z ]+$/.test(`${profile.firstName} ${profile.lastName}`))).toBe(true);

    const love = await newOwner('ru', '/api/v1/passport/owner/love/signup', { firstName: 'Мария', birthDate: '1994-05-01T00:00:00.000Z' });
    expect((await list(love.headers)).total).toBe(0);
  });

  it('are taken by the pair check, the team check and the picker as any filled profile is', async () => {
    const { id, headers } = await newOwner();
    await openScenes(ctx, [id], { allowTeams: true, allowCreateTeams: true, allowScene: true, allowCompareTeams: true });
    const ids = (await list(headers)).items.map((profile) => profile._id);

    const pair = await ctx.app.inject({ method: 'POST', url: `${sceneApi}/p2p`, headers, payload: { actors: [ids[0], ids[1]] } });
    expect(pair.statusCode, pair.body).toBe(201);
    const team = await ctx.app.inject({
      method: 'POST',
      url: `${sceneApi}/scene`,
      headers,
      payload: { title: 'Демо-команда', lifespan: 'new', startDate: '2026-12-01', actors: ids.slice(0, 4).map((profileId) => ({ profileId })) },
    });
    expect(team.statusCode, team.body).toBe(201);
    expect((await pickerItems(headers)).filter((profile) => profile.isDemo)).toHaveLength(6);
  });

  it('enter forecasts with the traits of their test answers, each person’s own', async () => {
    const { id } = await newOwner();
    const rows = await ctx.database.db.select().from(profiles).where(eq(profiles.ownerId, id));
    const traits = rows.map((row) => actorInputOf(row, undefined, '2026-12-01').bigFive);
    expect(traits.every((scores) => scores && scores.extraversion >= 1 && scores.extraversion <= 5)).toBe(true);
    expect(new Set(traits.map((scores) => JSON.stringify(scores))).size).toBe(6);
  });

  it('count toward no limit on profiles', async () => {
    const { id } = await newOwner();
    const service = createProfileService({ db: ctx.database.db, clock: { now: () => new Date() } } as unknown as ModuleDeps, { maxProfilesPerOwner: 1 });
    const session: Session<'owner'> = { id: randomUUID(), kind: 'owner', accountId: id, linkPurpose: null, createdAt: new Date() };
    await expect(service.create(session, { firstName: 'Вера' })).resolves.toMatchObject({ firstName: 'Вера', isDemo: false });
    await expect(service.create(session, { firstName: 'Глеб' })).rejects.toMatchObject({ statusCode: 403, code: 'profile_limit_reached' });
  });

  it('leave the list, its counts and the picker while the owner hides them, and come back when shown again', async () => {
    const { id, headers } = await newOwner();
    await openScenes(ctx, [id]);
    const own = await ctx.app.inject({ method: 'POST', url: `${ownerApi}/profiles`, headers, payload: { firstName: 'Вера' } });
    expect(own.statusCode, own.body).toBe(201);

    await setHidden(headers, true);
    const hidden = await list(headers);
    expect(hidden.items.map((profile) => profile.firstName)).toEqual(['Вера']);
    expect(hidden.counts).toEqual({ all: 1, empty: 1, approved: 0 });
    expect((await list(headers, '?filter=approved')).items).toEqual([]);
    expect((await list(headers, '?search=%D0%B0')).items.every((profile) => !profile.isDemo)).toBe(true);
    expect((await pickerItems(headers)).map((profile) => profile.firstName)).toEqual(['Вера']);

    await setHidden(headers, false);
    const shown = await list(headers);
    expect(shown.counts).toEqual({ all: 7, empty: 1, approved: 6 });
    expect((await pickerItems(headers)).filter((profile) => profile.isDemo)).toHaveLength(6);
  });

  it('hidden by one owner stay in another owner\u2019s list', async () => {
    const first = await newOwner();
    const second = await newOwner();
    await setHidden(first.headers, true);
    expect((await list(first.headers)).total).toBe(0);
    expect((await list(second.headers)).total).toBe(6);
  });
});
