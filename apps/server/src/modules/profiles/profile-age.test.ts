import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { insertTestProfile, ownerApi, signedInOwner } from '../../../test/helpers/profiles';
import { insertTestTeam, openScenes, sceneApi } from '../../../test/helpers/scenes';
import { createTestClock, days } from '../../../test/helpers/test-clock';
import { testDatabaseKind } from '../../../test/helpers/test-database';

type Headers = Record<string, string>;

describe(`a profile's age follows its birth date (${testDatabaseKind})`, () => {
  let ctx: TestApp;
  // 24 November 2026: someone born on 15 June 1990 is 36.
  const clock = createTestClock('2026-11-24T09:00:00.000Z');

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  });
  afterAll(() => ctx.close());

  const get = async (url: string, headers: Headers) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const listed = async (headers: Headers, query = '') => (await get(`${ownerApi}/profiles${query}`, headers)) as { items: { _id: string; age: number | null }[] };
  const storedAge = async (id: string) => (await ctx.database.db.select({ age: profiles.age }).from(profiles).where(eq(profiles.id, id)))[0]?.age;

  /** Born 15 June 1990, with 34 answered in the questionnaire and stored from then. */
  const answeredThirtyFour = (ownerId: string) =>
    insertTestProfile(ctx, ownerId, { birthDate: '1990-06-15', age: 34, answers: { age: { value: 34 } }, filled: true, firstName: 'Анна' });

  it('is served from the birth date, not from an answered or stored age, in the list and the detail', async () => {
    const { owner, headers } = await signedInOwner(ctx);
    const row = await answeredThirtyFour(owner.id);
    expect((await listed(headers)).items).toEqual([expect.objectContaining({ _id: row.id, age: 36 })]);
    expect(await get(`${ownerApi}/profiles/${row.id}`, headers)).toMatchObject({ _id: row.id, birthDate: '1990-06-15', age: 36 });
  });

  it('is stored from the birth date when the profile is written, whatever the questionnaire answered', async () => {
    const { owner, headers } = await signedInOwner(ctx);
    const row = await answeredThirtyFour(owner.id);
    const response = await ctx.app.inject({ method: 'PATCH', url: `${ownerApi}/profiles/${row.id}`, headers, payload: { position: 'QA lead' } });
    expect(response.json()).toMatchObject({ age: 36 });
    expect(await storedAge(row.id)).toBe(36);
  });

  it('is the stored age where no birth date is known', async () => {
    const { owner, headers } = await signedInOwner(ctx);
    const row = await insertTestProfile(ctx, owner.id, { age: 34, answers: { age: { value: 34 } } });
    expect(await get(`${ownerApi}/profiles/${row.id}`, headers)).toMatchObject({ birthDate: null, age: 34 });
  });

  it('grows on the birthday with the server date, with nothing written', async () => {
    const { owner, headers } = await signedInOwner(ctx);
    const row = await insertTestProfile(ctx, owner.id, { birthDate: '1990-11-25', age: 30 });
    expect(await get(`${ownerApi}/profiles/${row.id}`, headers)).toMatchObject({ age: 35 });
    clock.advance(days(1));
    expect(await get(`${ownerApi}/profiles/${row.id}`, headers)).toMatchObject({ age: 36 });
    clock.advance(days(-1));
  });

  it("orders the list by the age it shows: from the birth date where known, the stored age otherwise", async () => {
    const { owner, headers } = await signedInOwner(ctx);
    const stale = await answeredThirtyFour(owner.id); // 36 today
    const tomorrow = await insertTestProfile(ctx, owner.id, { birthDate: '1990-11-25', age: 99 }); // 35 until tomorrow
    const plain = await insertTestProfile(ctx, owner.id, { age: 35 }); // no birth date: 35
    const young = await insertTestProfile(ctx, owner.id, { birthDate: '2000-02-29', age: 50 }); // 26
    const none = await insertTestProfile(ctx, owner.id, {});
    const ordered = async (order: 'asc' | 'desc') => (await listed(headers, `?sort=age&order=${order}`)).items.map((item) => [item._id, item.age]);
    // Equal ages go newest first; all were created at the same moment, so by id then.
    const [first35, second35] = [tomorrow, plain].sort((a, b) => (a.id < b.id ? 1 : -1));
    expect(await ordered('asc')).toEqual([
      [young.id, 26],
      [first35!.id, 35],
      [second35!.id, 35],
      [stale.id, 36],
      [none.id, null],
    ]);
    expect(await ordered('desc')).toEqual([
      [stale.id, 36],
      [first35!.id, 35],
      [second35!.id, 35],
      [young.id, 26],
      [none.id, null],
    ]);
  });

  it("is served from the birth date in a team and in the list of profiles a team can take", async () => {
    const { owner, headers } = await signedInOwner(ctx);
    await openScenes(ctx, [owner.id]);
    const team = await insertTestTeam(ctx, owner.id, { count: 2 });
    const [actor] = team.state.actors;
    await ctx.database.db.update(profiles).set({ birthDate: '1990-06-15', age: 34 }).where(eq(profiles.id, actor!.id));
    const view = (await get(`${sceneApi}/scene/${team.id}`, headers)) as { actors: { id: string; age: number | null }[] };
    expect(view.actors.find((item) => item.id === actor!.id)).toMatchObject({ age: 36 });
    const takeable = (await get(`${sceneApi}/profiles`, headers)) as { items: { id: string; age: number | null }[] };
    expect(takeable.items.find((item) => item.id === actor!.id)).toMatchObject({ age: 36 });
  });
});
