import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, estimatorAssignments, neuronetModels, owners, profilePredictions, profiles } from '../../db/schema';
import { bearer, createAdministrator, createEstimator, createOwner, signIn, uniqueEmail } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { insertTestProfile } from '../../../test/helpers/profiles';
import { createTestClock } from '../../../test/helpers/test-clock';

const admin = '/api/v1/administrator';

describe('administration', () => {
  let ctx: TestApp;
  const clock = createTestClock('2026-03-10T09:00:00.000Z');
  let token: string;
  let adminEmail: string;

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
    const administrator = await createAdministrator(ctx);
    adminEmail = administrator.email;
    token = await signIn(ctx, 'administrator', administrator.id);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const db = () => ctx.database.db;

  async function assign(estimatorId: string, profileId: string, fields: { score?: number; skipStatus?: 'normal' | 'suspicious'; note?: string }) {
    await db().insert(estimatorAssignments).values({
      estimatorId,
      profileId,
      batch: 1,
      assignedAt: clock.now(),
      updatedAt: clock.now(),
      score: fields.score ?? null,
      scorePrecise: fields.score ?? null,
      skipStatus: fields.skipStatus ?? null,
      note: fields.note ?? null,
      ratedAt: fields.score === undefined ? null : clock.now(),
    });
  }

  describe('owners', () => {
    it('searches, filters by status, dates and plan, and counts live profiles from profile_counts', async () => {
      const tag = randomUUID().slice(0, 8);
      const early = await createOwner(ctx, { email: `early-${tag}@example.com`, createdAt: new Date('2026-01-05T10:00:00Z') });
      const late = await createOwner(ctx, { email: `late-${tag}@example.com`, status: 'verified', plan: 'LITE_MONTH', createdAt: new Date('2026-02-20T23:30:00Z') });
      await insertTestProfile(ctx, late.id, { filled: true });
      await insertTestProfile(ctx, late.id);
      await insertTestProfile(ctx, late.id, { state: 'deleted' });

      const all = (await call('GET', `${admin}/owners?search=${tag}`)).json();
      expect(all.total).toBe(2);
      expect(all.items.map((item: { email: string }) => item.email)).toEqual([late.email, early.email]);
      expect(all.items[0]).toMatchObject({ status: 'verified', subscribe: 'LITE_MONTH', profileCount: 2, subscribeEndDate: null });
      expect(all.items[1]).toMatchObject({ profileCount: 0, subscribe: 'NONE' });

      const pick = async (query: string) =>
        (await call('GET', `${admin}/owners?search=${tag}&${query}`)).json().items.map((item: { _id: string }) => item._id);
      expect(await pick('status=unverified')).toEqual([early.id]);
      expect(await pick('subscription=none')).toEqual([early.id]);
      expect(await pick('subscription=LITE_MONTH')).toEqual([late.id]);
      // The range takes in the whole last day.
      expect(await pick('createdFrom=2026-02-01&createdTo=2026-02-20')).toEqual([late.id]);
      expect(await pick('createdTo=2026-02-19')).toEqual([early.id]);
      expect(await pick('sort=email&order=asc&limit=1&offset=1')).toEqual([late.id]);
    });

    it('finds "%" and "_" only as themselves', async () => {
      const tag = randomUUID().slice(0, 8);
      await createOwner(ctx, { email: `a_b${tag}@example.com` });
      await createOwner(ctx, { email: `axb${tag}@example.com` });
      const found = (await call('GET', `${admin}/owners?search=${encodeURIComponent(`a_b${tag}`)}`)).json();
      expect(found.total).toBe(1);
      expect((await call('GET', `${admin}/owners?search=%25${tag}`)).json().total).toBe(0);
    });

    it('edits the status and company, logging the change, and deletes one or many', async () => {
      const owner = await createOwner(ctx);
      const edited = await call('PATCH', `${admin}/owners/${owner.id}`, { status: 'verified', companyName: 'Acme' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ status: 'verified', companyName: 'Acme' });
      const [row] = await db().select().from(owners).where(eq(owners.id, owner.id));
      expect(row).toMatchObject({ needVerify: false, verifiedAt: clock.now() });

      const log = (await call('GET', `${admin}/audit-log?action=owner.update`)).json();
      expect(log.items[0]).toMatchObject({
        administratorEmail: adminEmail,
        targetKind: 'owner',
        targetIds: [owner.id],
        details: { status: { from: 'unverified', to: 'verified' }, companyName: { from: null, to: 'Acme' } },
      });

      expect((await call('DELETE', `${admin}/owners/${owner.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `${admin}/owners/${owner.id}`)).statusCode).toBe(404);
      const others = [await createOwner(ctx), await createOwner(ctx)];
      const bulk = await call('DELETE', `${admin}/owners`, { ids: [...others.map((other) => other.id), 'nobody'] });
      expect(bulk.json()).toEqual({ deleted: 2 });
      const deletions = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'owner.delete'));
      expect(deletions.flatMap((entry) => entry.targetIds)).toEqual(expect.arrayContaining([owner.id, ...others.map((other) => other.id)]));
    });

    it('refuses unknown filters and oversized lists with 400', async () => {
      expect((await call('GET', `${admin}/owners?subscription=NONE`)).statusCode).toBe(400);
      expect((await call('GET', `${admin}/owners?createdFrom=yesterday`)).statusCode).toBe(400);
      expect((await call('DELETE', `${admin}/owners`, { ids: [] })).statusCode).toBe(400);
    });
  });

  describe('estimators', () => {
    it('counts assigned profiles, edits the name and information, and logs create, edit and delete', async () => {
      const owner = await createOwner(ctx);
      const estimator = await createEstimator(ctx);
      await assign(estimator.id, (await insertTestProfile(ctx, owner.id, { filled: true })).id, {});
      await assign(estimator.id, (await insertTestProfile(ctx, owner.id, { filled: true })).id, { score: 50 });
      expect((await call('GET', `${admin}/estimators/${estimator.id}`)).json()).toMatchObject({ profileCount: 2 });
      const listed = (await call('GET', `${admin}/estimators`)).json().items.find((item: { _id: string }) => item._id === estimator.id);
      expect(listed.profileCount).toBe(2);

      const edited = await call('PATCH', `${admin}/estimators/${estimator.id}`, { fullName: 'Анна Смирнова', information: 'Senior HR' });
      expect(edited.json()).toMatchObject({ fullName: 'Анна Смирнова', information: 'Senior HR' });
      expect((await call('PATCH', `${admin}/estimators/nobody`, { fullName: 'X' })).statusCode).toBe(404);

      const created = await call('POST', `${admin}/estimators`, { email: uniqueEmail('est'), fullName: 'New One', password: 'secret-77-x' });
      expect(created.statusCode).toBe(201);
      expect((await call('POST', `${admin}/estimators/${created.json()._id}/mail/login-link`)).statusCode).toBe(202);
      expect((await call('DELETE', `${admin}/estimators/${created.json()._id}`)).statusCode).toBe(204);
      const actions = (await call('GET', `${admin}/audit-log?limit=100`)).json().items
        .filter((entry: { targetIds: string[] }) => entry.targetIds.includes(created.json()._id))
        .map((entry: { action: string }) => entry.action);
      expect(actions.sort()).toEqual(['estimator.create', 'estimator.delete', 'loginLink.send']);
    });
  });

  describe('profiles', () => {
    it('shows each status and filters by it, by grade group, owner, search and dates', async () => {
      const owner = await createOwner(ctx);
      const estimator = await createEstimator(ctx);
      const other = await createEstimator(ctx);
      const make = (fields: Parameters<typeof insertTestProfile>[2]) => insertTestProfile(ctx, owner.id, fields);
      const empty = await make({ firstName: 'Empty' });
      const deleted = await make({ filled: true, state: 'deleted' });
      const completed = await make({ filled: true });
      const estimated = await make({ filled: true });
      await assign(estimator.id, estimated.id, { score: 40 });
      const skipped = await make({ filled: true });
      await assign(estimator.id, skipped.id, { skipStatus: 'normal' });
      const suspicious = await make({ filled: true });
      await assign(estimator.id, suspicious.id, { score: 70 });
      await assign(other.id, suspicious.id, { skipStatus: 'suspicious' });
      const approved = await make({ filled: true, finalScore: 90, createdAt: new Date('2026-02-15T12:00:00Z') });

      const list = async (query: string) => (await call('GET', `${admin}/profiles?ownerId=${owner.id}&${query}`)).json();
      const statuses = Object.fromEntries((await list('limit=100')).items.map((item: { _id: string; status: string }) => [item._id, item.status]));
      expect(statuses).toEqual({
        [empty.id]: 'empty',
        [completed.id]: 'completed',
        [estimated.id]: 'estimated',
        [skipped.id]: 'skipped',
        [suspicious.id]: 'suspicious',
        [approved.id]: 'approved',
      });
      const ids = async (query: string) => (await list(query)).items.map((item: { _id: string }) => item._id);
      expect(await ids('filter=deleted')).toEqual([deleted.id]);
      expect((await list('filter=deleted')).items[0].status).toBe('deleted');
      for (const [filter, profile] of [['approved', approved], ['estimated', estimated], ['skipped', skipped], ['suspicious', suspicious]] as const) {
        expect({ filter, ids: await ids(`filter=${filter}`) }).toEqual({ filter, ids: [profile.id] });
      }
      expect(await ids('gradeGroup=M')).toEqual([approved.id]);
      expect(await ids('gradeGroup=C')).toEqual([]);
      expect(await ids('search=empty')).toEqual([empty.id]);
      expect(await ids('createdFrom=2026-02-15&createdTo=2026-02-15')).toEqual([approved.id]);
      expect((await list('limit=2')).total).toBe(6);
    });

    it("moves a profile between the status filters as estimators' marks change or go", async () => {
      const owner = await createOwner(ctx);
      const [estimator, other] = [await createEstimator(ctx), await createEstimator(ctx)];
      const profile = await insertTestProfile(ctx, owner.id, { filled: true });
      const filtered = async (filter: string) => {
        const body = (await call('GET', `${admin}/profiles?ownerId=${owner.id}&filter=${filter}`)).json();
        return { ids: body.items.map((item: { _id: string }) => item._id), total: body.total };
      };
      const statusNow = async () => {
        const found = [];
        for (const filter of ['estimated', 'skipped', 'suspicious'] as const) if ((await filtered(filter)).total > 0) found.push(filter);
        return found;
      };
      const mark = (estimatorId: string, fields: Partial<typeof estimatorAssignments.$inferInsert>) =>
        db()
          .update(estimatorAssignments)
          .set(fields)
          .where(and(eq(estimatorAssignments.estimatorId, estimatorId), eq(estimatorAssignments.profileId, profile.id)));

      await assign(estimator.id, profile.id, { skipStatus: 'normal' });
      expect(await statusNow()).toEqual(['skipped']);
      await assign(other.id, profile.id, { skipStatus: 'suspicious' });
      expect(await statusNow()).toEqual(['suspicious']);
      await mark(estimator.id, { score: 55, skipStatus: null });
      await mark(other.id, { skipStatus: null });
      expect(await filtered('estimated')).toEqual({ ids: [profile.id], total: 1 });
      await db().delete(estimatorAssignments).where(eq(estimatorAssignments.estimatorId, estimator.id));
      expect(await statusNow()).toEqual([]);
    });

    it("counts every owner's live profiles for the unfiltered list, the deleted ones apart", async () => {
      const owner = await createOwner(ctx);
      await insertTestProfile(ctx, owner.id, { filled: true });
      await insertTestProfile(ctx, owner.id, { filled: true, state: 'deleted' });
      const live = async () => (await db().select({ n: count() }).from(profiles).where(notInArray(profiles.state, ['deleted', 'delete_keep'])))[0]!.n;
      const total = async (query = '') => (await call('GET', `${admin}/profiles?limit=1${query}`)).json().total;
      expect(await total()).toBe(await live());
      expect(await total('&filter=deleted')).toBe(
        (await db().select({ n: count() }).from(profiles).where(inArray(profiles.state, ['deleted', 'delete_keep'])))[0]!.n,
      );
      const before = await total();
      await insertTestProfile(ctx, owner.id, { firstName: 'Newcomer' });
      expect(await total()).toBe(before + 1);
    });

    it('sets and deletes the final and precise scores, cancelling the approval, all logged', async () => {
      const owner = await createOwner(ctx);
      const estimator = await createEstimator(ctx, { fullName: 'Ольга Иванова' });
      const profile = await insertTestProfile(ctx, owner.id, { filled: true });
      await assign(estimator.id, profile.id, { score: 61, note: 'Сильный кандидат' });

      const set = await call('PUT', `${admin}/profiles/${profile.id}/final-score`, { score: 64 });
      expect(set.json()).toMatchObject({ status: 'approved', finalScore: 64, grade: 'middle_plus' });
      expect(set.json().grades).toEqual([expect.objectContaining({ estimatorName: 'Ольга Иванова', score: 61, note: 'Сильный кандидат' })]);
      const precise = await call('PUT', `${admin}/profiles/${profile.id}/final-score-precise`, { scorePrecise: 63.5 });
      expect(precise.json().finalScorePrecise).toBe(63.5);
      expect((await call('PUT', `${admin}/profiles/${profile.id}/final-score`, { score: 101 })).statusCode).toBe(400);

      const cancelled = await call('DELETE', `${admin}/profiles/${profile.id}/final-score`);
      expect(cancelled.json()).toMatchObject({ status: 'estimated', finalScore: null, finalScorePrecise: 63.5 });
      expect((await call('DELETE', `${admin}/profiles/${profile.id}/final-score-precise`)).json().finalScorePrecise).toBeNull();
      expect((await call('PUT', `${admin}/profiles/nobody/final-score`, { score: 5 })).statusCode).toBe(404);

      const log = await db().select().from(adminAuditLog).where(eq(adminAuditLog.administratorEmail, adminEmail));
      const mine = log.filter((entry) => entry.targetIds.includes(profile.id)).map((entry) => entry.action).sort();
      expect(mine).toEqual(['finalScore.delete', 'finalScore.set', 'finalScorePrecise.delete', 'finalScorePrecise.set']);
    });

    it("shows the answers' questionnaire and the published model's prediction only", async () => {
      const owner = await createOwner(ctx);
      const profile = await insertTestProfile(ctx, owner.id, { filled: true });
      const model = (published: boolean, version: number) => ({
        id: randomUUID(),
        name: `Model ${version}`,
        version,
        origin: 'trained',
        dataSource: 'synthetic',
        status: 'ready',
        encoderVersion: 1,
        inputSize: 10,
        createdAt: clock.now(),
        publishedAt: published ? clock.now() : null,
      });
      const draft = model(false, 9001);
      expect((await call('GET', `${admin}/profiles/${profile.id}`)).json()).toMatchObject({ prediction: null, questionnaire: expect.objectContaining({ kind: 'profile' }) });
      await db().insert(neuronetModels).values(draft);
      await db().insert(profilePredictions).values({ profileId: profile.id, modelId: draft.id, value: 20, uncertainty: 3, predictedAt: clock.now() });
      expect((await call('GET', `${admin}/profiles/${profile.id}`)).json().prediction).toBeNull();
      const published = model(true, 9002);
      await db().insert(neuronetModels).values(published);
      await db().insert(profilePredictions).values({ profileId: profile.id, modelId: published.id, value: 72, uncertainty: 4.5, predictedAt: clock.now() });
      expect((await call('GET', `${admin}/profiles/${profile.id}`)).json().prediction).toMatchObject({ modelId: published.id, value: 72, uncertainty: 4.5, grade: 'senior' });
    });

    it('edits, deletes one or many, and passes over the deleted and unknown', async () => {
      const owner = await createOwner(ctx);
      const [first, second, third] = [await insertTestProfile(ctx, owner.id), await insertTestProfile(ctx, owner.id), await insertTestProfile(ctx, owner.id)];
      const edited = await call('PATCH', `${admin}/profiles/${first!.id}`, { position: 'Аналитик', skipStatus: 'suspicious' });
      expect(edited.json()).toMatchObject({ position: 'Аналитик', skipStatus: 'suspicious' });
      expect((await call('DELETE', `${admin}/profiles/${first!.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `${admin}/profiles/nobody`)).statusCode).toBe(404);
      const bulk = await call('DELETE', `${admin}/profiles`, { ids: [first!.id, second!.id, third!.id, 'nobody'] });
      expect(bulk.json()).toEqual({ deleted: 2 });
      const rows = await db().select({ state: profiles.state }).from(profiles).where(eq(profiles.ownerId, owner.id));
      expect(rows.map((row) => row.state)).toEqual(['deleted', 'deleted', 'deleted']);
      const [owner2] = (await call('GET', `${admin}/owners?search=${encodeURIComponent(owner.email)}`)).json().items;
      expect(owner2.profileCount).toBe(0);
    });

    it("offers the owner filter's owners by email or company, a page at a time", async () => {
      const tag = randomUUID().slice(0, 8);
      await createOwner(ctx, { email: `b-${tag}@example.com` });
      await createOwner(ctx, { email: `a-${tag}@example.com`, companyName: 'Zeta' });
      const page = (await call('GET', `${admin}/profile-filter/owners?search=${tag}&limit=1`)).json();
      expect(page).toMatchObject({ total: 2, items: [{ email: `a-${tag}@example.com`, companyName: 'Zeta' }] });
    });
  });
});
