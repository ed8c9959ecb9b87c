import { ESTIMATION_BATCH_SIZE } from '@teamcast/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { estimatorAssignments, estimators, profiles } from '../../db/schema';
import { bearer, createEstimator, createOwner, signIn, uniqueEmail } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { insertTestProfile } from '../../../test/helpers/profiles';
import { createTestClock, minutes } from '../../../test/helpers/test-clock';

const api = '/api/v1/estimator';

describe('estimation', () => {
  let ctx: TestApp;
  const clock = createTestClock('2026-03-02T09:00:00.000Z');
  let ownerId: string;

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
    ownerId = (await createOwner(ctx)).id;
  });
  afterAll(() => ctx.close());

  // Every test starts from an empty pool, so that what a batch picks depends on that test's profiles only.
  beforeEach(async () => {
    await ctx.database.db.delete(estimatorAssignments);
    await ctx.database.db.delete(profiles);
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function estimator() {
    const row = await createEstimator(ctx);
    return { id: row.id, token: await signIn(ctx, 'estimator', row.id) };
  }

  /** Filled profiles completed a day apart, the first the oldest. */
  async function filledProfiles(count: number, fields: Parameters<typeof insertTestProfile>[2] = {}) {
    const made = [];
    for (let i = 0; i < count; i += 1) {
      const at = new Date(Date.UTC(2026, 0, 1 + i, 10));
      made.push(await insertTestProfile(ctx, ownerId, { filled: true, completedAt: at, createdAt: at, firstName: `P${String(i).padStart(2, '0')}`, ...fields }));
    }
    return made;
  }

  const takeBatch = async (token: string) => {
    const response = await inject('POST', `${api}/profiles/assignment`, token);
    expect(response.statusCode).toBe(200);
    return response.json() as { batchSize: number; unfinished: number };
  };
  const list = async (token: string, query = '') => (await inject('GET', `${api}/profiles${query}`, token)).json();

  describe('batches', () => {
    it('assigns only filled, undeleted, non-demo profiles, the oldest first, in batches of the domain size', async () => {
      const pool = await filledProfiles(ESTIMATION_BATCH_SIZE + 2);
      await insertTestProfile(ctx, ownerId, { firstName: 'Empty' });
      await insertTestProfile(ctx, ownerId, { filled: true, firstName: 'Demo', isDemo: true });
      await insertTestProfile(ctx, ownerId, { filled: true, firstName: 'Gone', state: 'deleted', deletedAt: new Date('2026-02-02T00:00:00Z') });
      await insertTestProfile(ctx, ownerId, { firstName: 'Half', state: 'answered' });
      const { token } = await estimator();

      expect(await takeBatch(token)).toEqual({ batchSize: ESTIMATION_BATCH_SIZE, unfinished: ESTIMATION_BATCH_SIZE });
      const first = await list(token, '?sort=name&order=asc');
      expect(first.items.map((item: { firstName: string }) => item.firstName)).toEqual(pool.slice(0, ESTIMATION_BATCH_SIZE).map((p) => p.firstName));
      expect(first.items.every((item: { batch: number }) => item.batch === 1)).toBe(true);
    });

    it('refuses a new batch while the current one has profiles neither graded nor skipped, then gives the rest, then none', async () => {
      const pool = await filledProfiles(ESTIMATION_BATCH_SIZE + 2);
      const { token } = await estimator();
      await takeBatch(token);
      expect(await takeBatch(token)).toEqual({ batchSize: 0, unfinished: ESTIMATION_BATCH_SIZE });

      const assigned = pool.slice(0, ESTIMATION_BATCH_SIZE);
      for (const [i, profile] of assigned.entries()) {
        const response =
          i % 2 === 0
            ? await inject('PUT', `${api}/profiles/${profile.id}/rate`, token, { score: 42 })
            : await inject('PATCH', `${api}/profiles/${profile.id}`, token, { skipStatus: 'normal' });
        expect(response.statusCode).toBe(200);
      }
      expect(await takeBatch(token)).toEqual({ batchSize: 2, unfinished: 2 });
      const second = await list(token, '?filter=notEstimated');
      expect(second.items.map((item: { _id: string; batch: number }) => [item._id, item.batch]).sort()).toEqual(
        pool.slice(ESTIMATION_BATCH_SIZE).map((p) => [p.id, 2]).sort(),
      );
      for (const profile of pool.slice(ESTIMATION_BATCH_SIZE)) await inject('PUT', `${api}/profiles/${profile.id}/rate-precise`, token, { score: 61.5 });
      expect(await takeBatch(token)).toEqual({ batchSize: 0, unfinished: 0 });
    });

    it('is fair: profiles graded by the fewest estimators go first, then those assigned to the fewest, then the oldest', async () => {
      const pool = await filledProfiles(ESTIMATION_BATCH_SIZE + 2);
      const first = await estimator();
      await takeBatch(first.token);
      // The first estimator grades the five oldest and skips the next five; a skip is no grade.
      for (const profile of pool.slice(0, 5)) await inject('PUT', `${api}/profiles/${profile.id}/rate`, first.token, { score: 50 });
      for (const profile of pool.slice(5, 10)) await inject('PATCH', `${api}/profiles/${profile.id}`, first.token, { skipStatus: 'normal' });

      const late = await estimator();
      expect((await takeBatch(late.token)).batchSize).toBe(ESTIMATION_BATCH_SIZE);
      const taken = ((await list(late.token)).items as { _id: string }[]).map((item) => item._id).sort();
      // Never graded and never assigned (10, 11), never graded (5..9), then the oldest graded once (0, 1, 2).
      const expected = [10, 11, 5, 6, 7, 8, 9, 0, 1, 2].map((i) => pool[i]!.id).sort();
      expect(taken).toEqual(expected);
    });

    it('puts profiles assigned to fewer estimators before older ones, and follows precise grades and deleted estimators', async () => {
      const pool = await filledProfiles(ESTIMATION_BATCH_SIZE + 2);
      const at = (...indexes: number[]) => indexes.map((i) => pool[i]!.id).sort();
      const taken = async (token: string) => ((await list(token)).items as { _id: string }[]).map((item) => item._id).sort();
      const finish = async (token: string) => {
        for (const id of await taken(token)) await inject('PATCH', `${api}/profiles/${id}`, token, { skipStatus: 'suspicious' });
      };
      const [a, b, c, d] = [await estimator(), await estimator(), await estimator(), await estimator()];

      await takeBatch(a.token);
      expect(await taken(a.token)).toEqual(at(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
      await takeBatch(b.token);
      // Never assigned (10, 11), then the oldest assigned once.
      expect(await taken(b.token)).toEqual(at(10, 11, 0, 1, 2, 3, 4, 5, 6, 7));
      await takeBatch(c.token);
      // Assigned once (8, 9, 10, 11) before the older ones assigned twice.
      expect(await taken(c.token)).toEqual(at(8, 9, 10, 11, 0, 1, 2, 3, 4, 5));

      // A precise score is a grade too; a deleted estimator's assignments no longer count.
      expect((await inject('PUT', `${api}/profiles/${pool[6]!.id}/rate-precise`, a.token, { score: 70.5 })).statusCode).toBe(200);
      await ctx.database.db.delete(estimators).where(eq(estimators.id, b.id));
      await takeBatch(d.token);
      // Ungraded and assigned once (7, 10, 11), then the oldest assigned twice; 6 is graded and 9 younger.
      expect(await taken(d.token)).toEqual(at(7, 10, 11, 0, 1, 2, 3, 4, 5, 8));

      // The counts the batch reads agree with the assignments they stand for.
      await finish(a.token);
      const counted = await ctx.database.db.execute(sql`
        select count(*)::integer as wrong from ${profiles} p,
          lateral (
            select count(*)::integer as assigned,
              (count(*) filter (where m.score is not null or m.score_precise is not null))::integer as graded,
              (count(*) filter (where m.score is not null))::integer as scored,
              (count(*) filter (where m.skip_status = 'suspicious'))::integer as suspicious
            from ${estimatorAssignments} m where m.profile_id = p.id
          ) as real
        where (p.assigned_count, p.graded_count, p.scored_count, p.suspicious_count)
          is distinct from (real.assigned, real.graded, real.scored, real.suspicious)`);
      expect((counted as unknown as { rows: { wrong: number }[] }).rows[0]!.wrong).toBe(0);
    });

    it('never hands the same profile to two estimators asking at the same moment', async () => {
      await filledProfiles(ESTIMATION_BATCH_SIZE * 2 + 3);
      const [a, b] = [await estimator(), await estimator()];
      const [first, second] = await Promise.all([takeBatch(a.token), takeBatch(b.token)]);
      expect([first.batchSize, second.batchSize]).toEqual([ESTIMATION_BATCH_SIZE, ESTIMATION_BATCH_SIZE]);
      const idsOf = async (token: string) => ((await list(token)).items as { _id: string }[]).map((item) => item._id);
      const [ofA, ofB] = [await idsOf(a.token), await idsOf(b.token)];
      expect(ofA).toHaveLength(ESTIMATION_BATCH_SIZE);
      expect(ofA.filter((id) => ofB.includes(id))).toEqual([]);
    });

    // PGlite runs one statement at a time, so a lock held by another transaction can only be shown on PostgreSQL.
    it.runIf(process.env.TEST_DB === 'postgres')('skips profiles another request is assigning at that moment, without waiting for it', async () => {
      const pool = await filledProfiles(ESTIMATION_BATCH_SIZE * 2);
      const held = pool.slice(0, ESTIMATION_BATCH_SIZE).map((p) => p.id);
      const { token } = await estimator();
      const taken = await ctx.database.db.transaction(async (tx) => {
        // As a concurrent batch holds the profiles it chose until it commits.
        await tx.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, held)).for('update');
        expect((await takeBatch(token)).batchSize).toBe(ESTIMATION_BATCH_SIZE);
        return ((await list(token)).items as { _id: string }[]).map((item) => item._id);
      });
      expect(taken.filter((id) => held.includes(id))).toEqual([]);
    });

    it('answers 0 when no profile is left', async () => {
      const { token } = await estimator();
      expect(await takeBatch(token)).toEqual({ batchSize: 0, unfinished: 0 });
    });
  });

  describe('the list', () => {
    it('sorts profiles into the tabs with their counts, and names the last opened profile only while it is assigned', async () => {
      const pool = await filledProfiles(6);
      const { token } = await estimator();
      await takeBatch(token);
      const [viewed, estimated, postponed, suspect, skippedGraded, untouched] = pool.map((p) => p.id);
      await inject('GET', `${api}/profiles/${viewed}`, token);
      await inject('PUT', `${api}/profiles/${estimated}/rate`, token, { score: 75 });
      await inject('PATCH', `${api}/profiles/${postponed}`, token, { skipStatus: 'normal' });
      await inject('PATCH', `${api}/profiles/${suspect}`, token, { skipStatus: 'suspicious' });
      await inject('PUT', `${api}/profiles/${skippedGraded}/rate-precise`, token, { score: 12.5 });
      await inject('PATCH', `${api}/profiles/${skippedGraded}`, token, { skipStatus: 'suspicious' });

      const all = await list(token, `?lastOpened=${viewed}`);
      expect(all.counts).toEqual({ all: 6, viewOnly: 1, estimated: 1, postponed: 1, notEstimated: 1, suspect: 2 });
      expect(all.total).toBe(6);
      expect(all.lastOpened).toMatchObject({ _id: viewed, status: 'viewOnly' });
      const ids = async (filter: string) => ((await list(token, `?filter=${filter}`)).items as { _id: string }[]).map((item) => item._id).sort();
      expect(await ids('viewOnly')).toEqual([viewed]);
      expect(await ids('estimated')).toEqual([estimated]);
      expect(await ids('postponed')).toEqual([postponed]);
      expect(await ids('notEstimated')).toEqual([untouched]);
      expect(await ids('suspect')).toEqual([suspect, skippedGraded].sort());

      const other = await estimator();
      expect((await list(other.token, `?lastOpened=${viewed}`)).lastOpened).toBeNull();
    });

    it('pages and sorts by score in the database', async () => {
      const pool = await filledProfiles(5);
      const { token } = await estimator();
      await takeBatch(token);
      const scores = [30, 90, 10, 70];
      for (const [i, score] of scores.entries()) await inject('PUT', `${api}/profiles/${pool[i]!.id}/rate`, token, { score });
      const page = await list(token, '?sort=score&order=desc&limit=2&offset=1');
      expect(page.items.map((item: { score: number }) => item.score)).toEqual([70, 30]);
      const last = await list(token, '?sort=score&order=desc&limit=2&offset=4');
      expect(last.items.map((item: { score: number | null }) => item.score)).toEqual([null]);
      expect((await inject('GET', `${api}/profiles?limit=1000`, token)).statusCode).toBe(400);
    });
  });

  describe('the profile page and grading', () => {
    it('shows the answers with their questionnaire, records the first opening once, and keeps grades, note and skip', async () => {
      const [profile] = await filledProfiles(1, { answers: { position: { value: 'Analyst' } }, hideDetails: true, phone: '+79990000000' });
      const { token } = await estimator();
      await takeBatch(token);
      const opened = await inject('GET', `${api}/profiles/${profile!.id}`, token);
      expect(opened.statusCode).toBe(200);
      const page = opened.json();
      expect(page).toMatchObject({ _id: profile!.id, firstName: 'P00', lastName: null, status: 'viewOnly', viewedAt: clock.now().toISOString(), note: null });
      expect(page).not.toHaveProperty('phone');
      expect(page.answers).toEqual({ position: { value: 'Analyst' } });
      expect(page.questionnaire?.questions.length).toBeGreaterThan(0);

      const firstOpening = page.viewedAt;
      clock.advance(minutes(5));
      expect((await inject('GET', `${api}/profiles/${profile!.id}`, token)).json().viewedAt).toBe(firstOpening);

      const rated = (await inject('PUT', `${api}/profiles/${profile!.id}/rate`, token, { score: 58 })).json();
      expect(rated).toMatchObject({ score: 58, grade: 'middle_plus', status: 'estimated' });
      const precise = (await inject('PUT', `${api}/profiles/${profile!.id}/rate-precise`, token, { score: 80.25 })).json();
      expect(precise).toMatchObject({ score: 58, scorePrecise: 80.25, grade: 'senior', status: 'estimated' });

      const skipped = (await inject('PATCH', `${api}/profiles/${profile!.id}`, token, { skipStatus: 'suspicious' })).json();
      expect(skipped).toMatchObject({ skipStatus: 'suspicious', status: 'suspect', score: 58, scorePrecise: 80.25 });
      const lifted = (await inject('PATCH', `${api}/profiles/${profile!.id}`, token, { skipStatus: null })).json();
      expect(lifted).toMatchObject({ skipStatus: null, status: 'estimated' });
      await inject('PATCH', `${api}/profiles/${profile!.id}`, token, { skipStatus: 'normal' });
      const regraded = (await inject('PUT', `${api}/profiles/${profile!.id}/rate`, token, { score: 92 })).json();
      expect(regraded).toMatchObject({ skipStatus: null, status: 'estimated', grade: 'senior' });

      const noted = (await inject('PATCH', `${api}/notes/${profile!.id}`, token, { content: 'Уверенный аналитик' })).json();
      expect(noted.hasNote).toBe(true);
      expect((await inject('GET', `${api}/profiles/${profile!.id}`, token)).json().note).toBe('Уверенный аналитик');
      expect((await inject('PATCH', `${api}/notes/${profile!.id}`, token, { content: '  ' })).json().hasNote).toBe(false);
    });

    it('refuses scores off the 0..100 scale and notes over the limit with 400', async () => {
      const [profile] = await filledProfiles(1);
      const { token } = await estimator();
      await takeBatch(token);
      for (const score of [-1, 100.5, '50']) {
        expect((await inject('PUT', `${api}/profiles/${profile!.id}/rate`, token, { score })).statusCode).toBe(400);
        expect((await inject('PUT', `${api}/profiles/${profile!.id}/rate-precise`, token, { score })).statusCode).toBe(400);
      }
      expect((await inject('PATCH', `${api}/notes/${profile!.id}`, token, { content: 'x'.repeat(4001) })).statusCode).toBe(400);
      expect((await inject('PATCH', `${api}/profiles/${profile!.id}`, token, { skipStatus: 'later' })).statusCode).toBe(400);
    });

    it('answers 404 for a profile assigned to another estimator, or deleted since, to every call', async () => {
      const [profile] = await filledProfiles(1);
      const owner = await estimator();
      await takeBatch(owner.token);
      const other = await estimator();
      const notFound = { statusCode: 404, code: 'profile_not_found' };
      expect((await inject('GET', `${api}/profiles/${profile!.id}`, other.token)).json()).toMatchObject(notFound);
      expect((await inject('PUT', `${api}/profiles/${profile!.id}/rate`, other.token, { score: 10 })).json()).toMatchObject(notFound);
      expect((await inject('PATCH', `${api}/notes/${profile!.id}`, other.token, { content: 'x' })).json()).toMatchObject(notFound);
      expect((await inject('PATCH', `${api}/profiles/${profile!.id}`, other.token, { skipStatus: 'normal' })).json()).toMatchObject(notFound);

      await ctx.database.db.update(profiles).set({ state: 'deleted', deletedAt: clock.now() });
      expect((await inject('GET', `${api}/profiles/${profile!.id}`, owner.token)).json()).toMatchObject(notFound);
      expect((await list(owner.token)).counts.all).toBe(0);
    });
  });

  describe('password reset', () => {
    it('reports an unknown email, as the owner reset does, while a sign-in link answers the same either way', async () => {
      const passport = '/api/v1/passport/estimator/mail/login-link';
      const stranger = uniqueEmail('nobody');
      const reset = await ctx.app.inject({ method: 'POST', url: passport, payload: { username: stranger, purpose: 'reset' } });
      expect(reset.json()).toMatchObject({ statusCode: 404, code: 'user_not_found', field: 'username' });
      const login = await ctx.app.inject({ method: 'POST', url: passport, payload: { username: stranger } });
      expect(login.statusCode).toBe(202);
    });
  });
});
