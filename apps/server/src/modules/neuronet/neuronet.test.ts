import { FEATURE_NAMES } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { neuronetModels, profilePredictions, profiles } from '../../db/schema';
import { bearer, createAdministrator, createOwner, signIn } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { insertReadyModel, neuronetApi, validModelFile } from '../../../test/helpers/neuronet';
import { insertTestProfile } from '../../../test/helpers/profiles';
import { createTestClock } from '../../../test/helpers/test-clock';

describe('neuronet', () => {
  let ctx: TestApp;
  let headers: Record<string, string>;
  const clock = createTestClock();

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
    headers = bearer(await signIn(ctx, 'administrator', (await createAdministrator(ctx)).id));
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `${neuronetApi}${url}`, headers });
  const post = (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url: `${neuronetApi}${url}`, headers, payload });
  const modelCount = async () => (await ctx.database.db.select({ id: neuronetModels.id }).from(neuronetModels)).length;

  /** Waits until the model's training ends, as the page does by reading the model again. */
  async function trained(id: string) {
    return vi.waitFor(
      async () => {
        const { model } = (await get(`/models/${id}`)).json();
        if (model.status === 'training') throw new Error('still training');
        return model;
      },
      { timeout: 40_000, interval: 100 },
    );
  }

  it('trains on the seeded synthetic set, beats both baselines, labels it synthetic and publishes it', async () => {
    const started = await post('/models/train', { dataSource: 'synthetic', seed: 7, size: 300 });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'training', synthetic: true, dataSource: 'synthetic', origin: 'trained' });
    const model = await trained(started.json()._id);
    expect(model).toMatchObject({ status: 'ready', progress: 1, beatsBaselines: true, publishable: true, publishRefusal: null });
    expect(model.metrics.model).toBeLessThan(model.metrics.ridgeBaseline);
    expect(model.metrics.model).toBeLessThan(model.metrics.meanBaseline);

    const published = await post(`/models/${model._id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: true, synthetic: true });
    const list = (await get('/models?limit=50')).json();
    expect(list.items.filter((item: { published: boolean }) => item.published).map((item: { _id: string }) => item._id)).toEqual([model._id]);

    // The export uploads back as it is.
    const { file } = (await get(`/models/${model._id}`)).json();
    expect(file.inputSize).toBe(FEATURE_NAMES.length);
    const uploaded = await post('/models/upload', file);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ origin: 'uploaded', dataSource: 'file', status: 'ready', metrics: model.metrics });
  }, 60_000);

  it('refuses the shuffled-target set, which cannot be published', async () => {
    const started = await post('/models/train', { dataSource: 'synthetic', seed: 7, size: 300, shuffleTargets: true });
    const model = await trained(started.json()._id);
    expect(model).toMatchObject({ status: 'refused', beatsBaselines: false, publishable: false, publishRefusal: 'baselines' });
    const refused = await post(`/models/${model._id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', rule: 'neuronet.publish.baselines' });
    const [row] = await ctx.database.db.select().from(neuronetModels).where(eq(neuronetModels.id, model._id));
    expect(row!.publishedAt).toBeNull();
  }, 60_000);

  it('keeps one model published: publishing another withdraws the first', async () => {
    const first = await insertReadyModel(ctx);
    const second = await insertReadyModel(ctx);
    expect((await post(`/models/${first}/publish`)).statusCode).toBe(200);
    expect((await post(`/models/${second}/publish`)).statusCode).toBe(200);
    const published = await ctx.database.db.select({ id: neuronetModels.id }).from(neuronetModels).where(eq(neuronetModels.status, 'ready'));
    const withDate = (await ctx.database.db.select().from(neuronetModels)).filter((row) => row.publishedAt !== null);
    expect(published.length).toBeGreaterThan(1);
    expect(withDate.map((row) => row.id)).toEqual([second]);
  });

  it('refuses training on grades while too few profiles are graded', async () => {
    const response = await post('/models/train', { dataSource: 'graded' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', rule: 'neuronet.tooFewGraded', params: { needed: 20 } });
  });

  it.each([
    ['another format', { format: 'keras' }, 'format'],
    ['another encoder version', { encoderVersion: 1 }, 'encoderVersion'],
    ['another input size', { inputSize: 12 }, 'inputSize'],
    ['weights that do not fit', { topology: { outputScale: 100, layers: [{ units: 1, activation: 'linear', weights: [[1]], bias: [0] }] } }, 'topology'],
  ])('answers 400 to a file of %s and stores nothing', async (_label, overrides, field) => {
    const before = await modelCount();
    const response = await post('/models/upload', validModelFile(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', field });
    expect(await modelCount()).toBe(before);
  });

  it('predicts a profile with the published model and lists it as predicted while nobody graded it', async () => {
    const owner = await createOwner(ctx);
    const profile = await insertTestProfile(ctx, owner.id, { filled: true, answers: {} });
    const graded = await insertTestProfile(ctx, owner.id, { filled: true });
    const demo = await insertTestProfile(ctx, owner.id, { filled: true, isDemo: true });
    await ctx.database.db.update(profiles).set({ finalScorePrecise: 70 }).where(eq(profiles.id, graded.id));
    const modelId = await insertReadyModel(ctx);
    expect((await post(`/models/${modelId}/publish`)).statusCode).toBe(200);

    const response = await post(`/predict/${profile.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profileId: profile.id, modelId, value: 50, uncertainty: 8, grade: 'middle_plus', synthetic: true });
    const rows = await ctx.database.db.select().from(profilePredictions).where(eq(profilePredictions.profileId, profile.id));
    expect(rows).toMatchObject([{ modelId, value: 50, uncertainty: 8 }]);

    const list = (await get('/profiles?limit=100')).json();
    const listed = list.items.find((item: { _id: string }) => item._id === profile.id);
    expect(listed).toMatchObject({ graded: false, predicted: true, prediction: { value: 50, modelId } });
    expect(list.items.find((item: { _id: string }) => item._id === graded.id)).toMatchObject({ graded: true, predicted: false, finalScorePrecise: 70 });
    const ungraded = (await get('/profiles?limit=100&only=ungraded')).json();
    expect(ungraded.items.some((item: { _id: string }) => item._id === graded.id)).toBe(false);
    // The demo specialists every owner gets are not people to grade or predict.
    expect(list.items.some((item: { _id: string }) => item._id === demo.id)).toBe(false);
    expect(ungraded.items.some((item: { _id: string }) => item._id === demo.id)).toBe(false);
    expect(ungraded.total).toBe(ungraded.items.length);
  });

  it('keeps an uploaded model without metrics from being published or predicting', async () => {
    const uploaded = await post('/models/upload', validModelFile({ metrics: undefined }));
    expect(uploaded.json()).toMatchObject({ status: 'ready', publishable: false, publishRefusal: 'no_metrics' });
    expect((await post(`/models/${uploaded.json()._id}/publish`)).json()).toMatchObject({ statusCode: 409, rule: 'neuronet.publish.no_metrics' });
    const profile = await insertTestProfile(ctx, (await createOwner(ctx)).id, { filled: true });
    expect((await post(`/predict/${profile.id}`, { modelId: uploaded.json()._id })).json()).toMatchObject({ statusCode: 409, rule: 'neuronet.noMetrics' });
  });

  it('trains at most two models at once', async () => {
    const small = { dataSource: 'synthetic', seed: 1, size: 50 };
    expect((await post('/models/train', small)).statusCode).toBe(202);
    expect((await post('/models/train', small)).statusCode).toBe(202);
    const third = await post('/models/train', small);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ rule: 'neuronet.busy' });
  });

  it('answers 404 for a profile or model that does not exist', async () => {
    expect((await post('/predict/no-such-profile')).statusCode).toBe(404);
    expect((await get('/models/no-such-model')).statusCode).toBe(404);
  });
});
