import { encodeAnswers } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { estimatorAssignments, profiles } from '../../db/schema';
import { bearer, createAdministrator, createEstimator, createOwner, signIn } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { neuronetApi } from '../../../test/helpers/neuronet';
import { insertTestProfile } from '../../../test/helpers/profiles';
import { readGradedRows } from './graded-rows';

describe('the rows a model learns from the estimators’ grades', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function grade(profileId: string, scores: number[]) {
    for (const scorePrecise of scores) {
      const estimator = await createEstimator(ctx);
      const at = new Date('2026-03-01T10:00:00.000Z');
      await ctx.database.db
        .insert(estimatorAssignments)
        .values({ estimatorId: estimator.id, profileId, batch: 1, assignedAt: at, scorePrecise, score: Math.round(scorePrecise), ratedAt: at, updatedAt: at });
    }
  }

  it('takes the final precise score where set, else the estimators’ mean, and leaves out the ungraded, deleted and suspicious', async () => {
    const owner = await createOwner(ctx);
    const answers = { age: { value: 30 } };
    const final = await insertTestProfile(ctx, owner.id, { filled: true, answers, finalScorePrecise: 70 });
    await grade(final.id, [10]);
    const estimated = await insertTestProfile(ctx, owner.id, { filled: true, answers });
    await grade(estimated.id, [40, 60]);
    await insertTestProfile(ctx, owner.id, { filled: true });
    const deleted = await insertTestProfile(ctx, owner.id, { filled: true, finalScorePrecise: 90 });
    await ctx.database.db.update(profiles).set({ deletedAt: new Date('2026-03-02T10:00:00.000Z') }).where(eq(profiles.id, deleted.id));
    await insertTestProfile(ctx, owner.id, { filled: true, finalScorePrecise: 80, skipStatus: 'suspicious' });

    const rows = await readGradedRows(ctx.database.db);
    expect(rows.map((row) => row.target).sort()).toEqual([50, 70]);
    expect(rows[0]!.features).toEqual(encodeAnswers(answers).values);
  });

  it('trains on grades once enough profiles are graded, from those rows alone', async () => {
    const owner = await createOwner(ctx);
    for (let i = 0; i < 20; i += 1) await insertTestProfile(ctx, owner.id, { filled: true, answers: { age: { value: 20 + i } }, finalScorePrecise: 30 + i });
    const headers = bearer(await signIn(ctx, 'administrator', (await createAdministrator(ctx)).id));
    const started = await ctx.app.inject({ method: 'POST', url: `${neuronetApi}/models/train`, headers, payload: { dataSource: 'graded' } });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ dataSource: 'graded', synthetic: false });
    const model = await vi.waitFor(
      async () => {
        const { model: current } = (await ctx.app.inject({ method: 'GET', url: `${neuronetApi}/models/${started.json()._id}`, headers })).json();
        if (current.status === 'training') throw new Error('still training');
        return current;
      },
      { timeout: 40_000, interval: 100 },
    );
    expect(['ready', 'refused']).toContain(model.status);
    expect(model.metrics.rows).toBe(22);
  }, 60_000);
});
