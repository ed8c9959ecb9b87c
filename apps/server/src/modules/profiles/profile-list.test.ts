import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { attachFixtures, expectedList, listUrl, storeFixtures, type FixtureFields, type ListedFixture, type ListQuery } from '../../../test/helpers/profile-list';
import { signedInOwner } from '../../../test/helpers/profiles';
import { openScenes, sceneApi } from '../../../test/helpers/scenes';
import { testDatabaseKind } from '../../../test/helpers/test-database';

type Headers = Record<string, string>;

const day = (n: number) => new Date(Date.UTC(2026, 1, n, 10));

describe(`the owner's list, searched, filtered, sorted and paged in the database (${testDatabaseKind})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const list = async (headers: Headers, query: ListQuery = {}) => {
    const response = await ctx.app.inject({ method: 'GET', url: listUrl(query), headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { _id: string; firstName: string | null; lastName: string | null; expertise: number | null }[]; total: number; counts: object };
  };

  /** The viewer's own profiles and three of another owner's, two of them attached (one since deleted). */
  async function viewerWithList() {
    const viewer = await signedInOwner(ctx);
    const other = await signedInOwner(ctx);
    const own = await storeFixtures(ctx, viewer.owner.id, [
      { firstName: 'Анна', lastName: 'Смирнова', email: 'anna@corp.example', position: 'Designer', age: 30, state: 'ack_a', createdAt: day(1), updatedAt: day(12), completedAt: day(6), expertise: 90 },
      { firstName: 'Борис', lastName: 'Петров', email: 'boris@corp.example', position: 'Developer', age: 45, state: 'answered', createdAt: day(2), updatedAt: day(11), expertise: 10 },
      { firstName: 'Вера', lastName: 'петрова', position: 'Team lead', state: 'ack_a', createdAt: day(3), updatedAt: day(14), completedAt: day(4), expertise: 50 },
      { firstName: 'Глеб', age: 22, state: 'ack_q', createdAt: day(4), updatedAt: day(10) },
      { email: 'nobody@corp.example', state: 'ack_q', createdAt: day(5), updatedAt: day(13) },
      // The viewer's own profile with details hidden: hidden from others, never from its owner.
      { firstName: 'Олег', lastName: 'Скрытов', email: 'oleg@corp.example', age: 40, hideDetails: true, state: 'ack_a', createdAt: day(6), updatedAt: day(15), completedAt: day(8) },
      { firstName: 'Удалённый', lastName: 'Петров', state: 'deleted', createdAt: day(7), updatedAt: day(7) },
      { firstName: 'Стёртый', lastName: 'Петров', state: 'delete_keep', createdAt: day(7), updatedAt: day(7) },
    ]);
    const theirs = await storeFixtures(ctx, other.owner.id, [
      { firstName: 'Иван', lastName: 'Тайнов', email: 'secret@corp.example', position: 'Analyst', age: 35, hideDetails: true, state: 'ack_a', createdAt: day(8), updatedAt: day(9), completedAt: day(9) },
      { firstName: 'Алла', lastName: 'Ёлкина', state: 'ack_a', createdAt: day(0), updatedAt: day(16), completedAt: day(2) },
      { firstName: 'Пётр', lastName: 'Петров', state: 'deleted', createdAt: day(9), updatedAt: day(9) },
      { firstName: 'Чужой', lastName: 'Петров', state: 'ack_a', createdAt: day(9), updatedAt: day(9) },
    ]);
    await attachFixtures(ctx, viewer.owner.id, theirs.slice(0, 3));
    const at = (rows: ListedFixture[], index: number): ListedFixture => rows[index]!;
    return {
      headers: viewer.headers,
      anna: at(own, 0),
      boris: at(own, 1),
      vera: at(own, 2),
      gleb: at(own, 3),
      nobody: at(own, 4),
      oleg: at(own, 5),
      ivan: at(theirs, 0),
      alla: at(theirs, 1),
    };
  }

  let world: Awaited<ReturnType<typeof viewerWithList>>;
  beforeAll(async () => {
    world = await viewerWithList();
  });
  const ids = (body: { items: { _id: string }[] }) => body.items.map((item) => item._id);
  const idsOf = (...fixtures: ListedFixture[]) => fixtures.map((fixture) => fixture.id);

  it('lists own and attached live profiles together, newest first, with the counts of the tabs', async () => {
    const { ivan, oleg, nobody, gleb, vera, boris, anna, alla } = world;
    const body = await list(world.headers);
    expect(ids(body)).toEqual(idsOf(ivan, oleg, nobody, gleb, vera, boris, anna, alla));
    expect(body).toMatchObject({ total: 8, counts: { all: 8, empty: 3, approved: 5 } });
  });

  it('filters by tab: empty holds the unsent, approved the sent', async () => {
    const { ivan, oleg, nobody, gleb, vera, boris, anna, alla } = world;
    const empty = await list(world.headers, { filter: 'empty' });
    expect(ids(empty)).toEqual(idsOf(nobody, gleb, boris));
    expect(empty).toMatchObject({ total: 3, counts: { all: 8, empty: 3, approved: 5 } });
    const approved = await list(world.headers, { filter: 'approved' });
    expect(ids(approved)).toEqual(idsOf(ivan, oleg, vera, anna, alla));
    expect(approved.total).toBe(5);
  });

  it('pages through own and attached profiles alike, and past the end answers no items but the counts', async () => {
    const whole = ids(await list(world.headers));
    const pages = [];
    for (const offset of [0, 3, 6]) pages.push(...ids(await list(world.headers, { limit: 3, offset })));
    expect(pages).toEqual(whole);
    expect(await list(world.headers, { limit: 3, offset: 8 })).toEqual({ items: [], total: 8, counts: { all: 8, empty: 3, approved: 5 } });
    expect(await list(world.headers, { filter: 'empty', offset: 100 })).toMatchObject({ items: [], total: 3 });
  });

  it('searches first and last name, email and position without regard to case, Cyrillic included', async () => {
    const { boris, vera, alla, ivan, anna, oleg } = world;
    const found = await list(world.headers, { search: 'ПЕТРОВ' });
    expect(ids(found)).toEqual(idsOf(vera, boris));
    expect(found).toMatchObject({ total: 2, counts: { all: 2, empty: 1, approved: 1 } });
    expect(ids(await list(world.headers, { search: 'ёлкИНА' }))).toEqual(idsOf(alla));
    expect(ids(await list(world.headers, { search: 'ANNA@CORP' }))).toEqual(idsOf(anna));
    expect(ids(await list(world.headers, { search: 'lead' }))).toEqual(idsOf(vera));
    // Another owner's details the viewer sees are searched like the viewer's own.
    expect(ids(await list(world.headers, { search: 'ивАН' }))).toEqual(idsOf(ivan));
    expect(ids(await list(world.headers, { search: 'analyst' }))).toEqual(idsOf(ivan));
    // Hidden from others, but never from the profile's own owner.
    expect(ids(await list(world.headers, { search: 'скрытов' }))).toEqual(idsOf(oleg));
    expect(ids(await list(world.headers, { search: 'oleg@' }))).toEqual(idsOf(oleg));
  });

  it('never finds an attached profile by the details its owner hid', async () => {
    for (const search of ['Тайнов', 'тайн', 'secret@corp.example', 'secret']) {
      expect(await list(world.headers, { search })).toEqual({ items: [], total: 0, counts: { all: 0, empty: 0, approved: 0 } });
    }
  });

  it('sorts by last name, then first name, without case and with ё as е; a hidden last name counts as missing', async () => {
    const { alla, boris, vera, oleg, anna, gleb, ivan, nobody } = world;
    // Иван Тайнов's last name is hidden: he sorts by his first name among those without one, last either way.
    expect(ids(await list(world.headers, { sort: 'name', order: 'asc' }))).toEqual(idsOf(alla, boris, vera, oleg, anna, gleb, ivan, nobody));
    expect(ids(await list(world.headers, { sort: 'name', order: 'desc' }))).toEqual(idsOf(anna, oleg, vera, boris, alla, ivan, gleb, nobody));
  });

  it('sorts by age and by each date, missing values last either way, ties newest first', async () => {
    const { alla, boris, vera, oleg, anna, gleb, ivan, nobody } = world;
    const sorted = async (sort: ListQuery['sort'], order: ListQuery['order']) => ids(await list(world.headers, { sort, order }));
    expect(await sorted('age', 'asc')).toEqual(idsOf(gleb, anna, ivan, oleg, boris, nobody, vera, alla));
    expect(await sorted('age', 'desc')).toEqual(idsOf(boris, oleg, ivan, anna, gleb, nobody, vera, alla));
    expect(await sorted('completedAt', 'asc')).toEqual(idsOf(alla, vera, anna, oleg, ivan, nobody, gleb, boris));
    expect(await sorted('completedAt', 'desc')).toEqual(idsOf(ivan, oleg, anna, vera, alla, nobody, gleb, boris));
    expect(await sorted('updatedAt', 'asc')).toEqual(idsOf(ivan, gleb, boris, anna, nobody, vera, oleg, alla));
    expect(await sorted('updatedAt', 'desc')).toEqual(idsOf(alla, oleg, vera, nobody, anna, boris, gleb, ivan));
    expect(await sorted('createdAt', 'asc')).toEqual(idsOf(alla, anna, boris, vera, gleb, nobody, oleg, ivan));
  });

  it('does not let expertise order the list for owners who may not see it', async () => {
    const newest = ids(await list(world.headers));
    for (const order of ['asc', 'desc'] as const) {
      const body = await list(world.headers, { sort: 'expertise', order });
      expect(ids(body)).toEqual(newest);
      expect(body.items.every((item) => item.expertise === null)).toBe(true);
    }
  });

  it('takes %, _ and \\ in a search literally', async () => {
    const viewer = await signedInOwner(ctx);
    const [percent, underscore, backslash] = await storeFixtures(ctx, viewer.owner.id, [
      { firstName: 'Дина', position: 'Скидка 50% всем' },
      { firstName: 'Ева', email: 'eva_k@corp.example' },
      { firstName: 'Жора', position: 'C:\\temp' },
      { firstName: 'Зоя', position: 'Скидка 50 всем', email: 'evaxk@corp.example' },
      { firstName: 'Ира', position: 'temp tea' },
    ]);
    expect(ids(await list(viewer.headers, { search: '50%' }))).toEqual(idsOf(percent!));
    expect(ids(await list(viewer.headers, { search: '%' }))).toEqual(idsOf(percent!));
    expect(ids(await list(viewer.headers, { search: 'eva_k' }))).toEqual(idsOf(underscore!));
    expect(ids(await list(viewer.headers, { search: '_' }))).toEqual(idsOf(underscore!));
    expect(ids(await list(viewer.headers, { search: '\\t' }))).toEqual(idsOf(backslash!));
  });

  it('answers what the rule says for any profiles and any query', { timeout: 240_000 }, async () => {
    const letters = ['а', 'Б', 'е', 'ё', 'Ё', 'я', 'a', 'B', 'z', '%', '_', '\\', ' '];
    const text = fc.option(fc.array(fc.constantFrom(...letters), { maxLength: 4 }).map((chars) => chars.join('')), { nil: null });
    const date = fc.constantFrom(day(1), day(2), day(3));
    const profile: fc.Arbitrary<FixtureFields> = fc.record({
      firstName: text,
      lastName: text,
      email: text,
      position: text,
      age: fc.constantFrom(null, 20, 30, 45),
      expertise: fc.constantFrom(null, 10, 90),
      state: fc.constantFrom('ack_q', 'answered', 'ack_a', 'deleted', 'delete_keep'),
      hideDetails: fc.boolean(),
      createdAt: date,
      updatedAt: date,
      completedAt: fc.option(date, { nil: null }),
    });
    const query: fc.Arbitrary<ListQuery> = fc.record({
      filter: fc.constantFrom('all', 'empty', 'approved'),
      search: fc.option(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 2 }).map((chars) => chars.join('')), { nil: undefined }),
      sort: fc.constantFrom('createdAt', 'updatedAt', 'completedAt', 'name', 'age', 'expertise'),
      order: fc.constantFrom('asc', 'desc'),
      limit: fc.integer({ min: 1, max: 6 }),
      offset: fc.integer({ min: 0, max: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(profile, { maxLength: 10 }),
        fc.array(profile, { maxLength: 5 }),
        fc.array(query, { minLength: 1, maxLength: 6 }),
        async (ownRows, otherRows, queries) => {
          const viewer = await signedInOwner(ctx);
          const other = await signedInOwner(ctx);
          const own = await storeFixtures(ctx, viewer.owner.id, ownRows);
          const theirs = await storeFixtures(ctx, other.owner.id, otherRows);
          await attachFixtures(ctx, viewer.owner.id, theirs);
          const attached = new Set(theirs.map((row) => row.id));
          for (const q of queries) {
            const body = await list(viewer.headers, q);
            const expected = expectedList([...own, ...theirs], viewer.owner.id, attached, q);
            expect({ ids: ids(body), total: body.total, counts: body.counts }).toEqual(expected);
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('pages the profiles a team can take from, newest first', async () => {
    const { headers, owner } = await signedInOwner(ctx);
    await openScenes(ctx, [owner.id]);
    const stored = await storeFixtures(
      ctx,
      owner.id,
      [1, 2, 3, 4, 5].map((n) => ({ firstName: `Участник ${n}`, state: n === 3 ? ('deleted' as const) : ('ack_a' as const), createdAt: day(n) })),
    );
    const page = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/profiles${query}`, headers });
      return response.json() as { items: { id: string }[] };
    };
    const [one, two, , four, five] = stored;
    expect((await page('?limit=2')).items.map((item) => item.id)).toEqual(idsOf(five!, four!));
    expect((await page('?limit=2&offset=2')).items.map((item) => item.id)).toEqual(idsOf(two!, one!));
    expect((await page('')).items).toHaveLength(4);
    expect(await page('?limit=501')).toMatchObject({ code: 'validation' });
  });
});
