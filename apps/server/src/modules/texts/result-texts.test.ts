import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Scene } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, slowTestTimeout, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { insertFinishedRun, insertTestTeam, openScenes } from '../../../test/helpers/scenes';
import { owners } from '../../db/schema';
import { runComputeTask, type PairRelation } from '../../platform/compute/scene-task';
import { insertRun } from '../scenes/runs-repository';
import type { SceneRow } from '../scenes/scenes-repository';
import { fakeTextModel } from './fake-text-model.test-support';

const url = '/api/v1/chatgpt/result';
type Headers = Record<string, string>;

const calm = { extraversion: 4, agreeableness: 4.5, conscientiousness: 4.2, negativeEmotionality: 1.5, openMindedness: 3 };
const tense = { extraversion: 2, agreeableness: 2, conscientiousness: 2.5, negativeEmotionality: 4.5, openMindedness: 3 };

/** A finished pair run of two people with Big Five, so that its scores have reasons to tell. */
async function insertPairRun(ctx: TestApp, ownerId: string, pair: SceneRow, relation: PairRelation): Promise<string> {
  const [first, second] = pair.state.actors;
  const scene: Scene = {
    ...pair.state,
    actors: [
      { ...first!, input: { ...first!.input, bigFive: calm } },
      { ...second!, input: { ...second!.input, bigFive: tense } },
    ],
  };
  const outcome = runComputeTask({ kind: 'pair', scene, relation });
  if (!outcome.ok) throw new Error(outcome.message);
  const ruid = randomUUID();
  const at = new Date('2026-03-01T10:00:00.000Z');
  await insertRun(ctx.database.db, { ruid, ownerId, kind: 'pair', sceneId: pair.id, status: 'done', result: outcome.result, createdAt: at, updatedAt: at });
  return ruid;
}

async function world(ctx: TestApp) {
  const me = await signedInOwner(ctx);
  const other = await signedInOwner(ctx);
  await openScenes(ctx, [me.owner.id, other.owner.id]);
  await ctx.database.db.update(owners).set({ ln: 'ru' }).where(eq(owners.id, me.owner.id));
  const pair = await insertTestTeam(ctx, me.owner.id, { count: 2, kind: 'pair' });
  const team = await insertTestTeam(ctx, me.owner.id);
  return {
    me,
    other,
    pair,
    workRun: await insertPairRun(ctx, me.owner.id, pair, 'WORK'),
    loveRun: await insertPairRun(ctx, me.owner.id, pair, 'LOVE'),
    friendRun: await insertPairRun(ctx, me.owner.id, pair, 'FRIEND'),
    teamRun: await insertFinishedRun(ctx, me.owner.id, team),
  };
}

const ask = (ctx: TestApp, headers: Headers, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });

describe('result texts from the templates', () => {
  let ctx: TestApp;
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    w = await world(ctx);
  }, slowTestTimeout);
  afterAll(() => ctx?.close());

  it('narrates a work pair in Russian and in English, the same each time', async () => {
    const ru = await ask(ctx, w.me.headers, { result: w.workRun, type: 'pair', params: { ln: 'ru' } });
    expect(ru.statusCode, ru.body).toBe(200);
    const body = ru.json() as { text: string; ln: string; source: string };
    expect(body).toMatchObject({ ln: 'ru', source: 'template' });
    expect(body.text).toMatch(/^Участник 1 и Участник 2: совместимость в работе — \d+ из 100 \(уровень [^)]+\)/);
    expect(body.text).toMatch(/(повышает|снижает) оценку на [\d,]+ пункт/);
    // Last names stay out of texts: people are named by first name only.
    expect(body.text).not.toContain('Петров');
    expect((await ask(ctx, w.me.headers, { result: w.workRun, type: 'pair', params: { ln: 'ru' } })).json()).toEqual(body);

    const en = (await ask(ctx, w.me.headers, { result: w.workRun, type: 'pair', params: { ln: 'en' } })).json() as { text: string };
    expect(en.text).toMatch(/^Участник 1 and Участник 2: work compatibility is \d+ of 100/);
    expect(en.text).toContain('The model’s weights come from population studies');
  });

  it('names the pair in the order asked, and tells a love pair from both sides', async () => {
    const [first, second] = w.pair.state.actors.map((actor) => actor.id);
    const swapped = (await ask(ctx, w.me.headers, { result: w.loveRun, type: 'pair', id1: second, id2: first, params: { ln: 'en' } })).json() as { text: string };
    expect(swapped.text).toMatch(/^Участник 2 and Участник 1: relationship compatibility is \d+ of 100/);
    expect(swapped.text).toContain('Seen from each side: Участник 2');
  });

  it('tells a friendship as a relationship too', async () => {
    const friends = (await ask(ctx, w.me.headers, { result: w.friendRun, type: 'pair', params: { ln: 'en' } })).json() as { text: string };
    expect(friends.text).toMatch(/^Участник 1 and Участник 2: relationship compatibility is \d+ of 100/);
  });

  it('narrates a team in the owner’s language by default, and in English on request', async () => {
    const ru = (await ask(ctx, w.me.headers, { result: w.teamRun, type: 'team' })).json() as { text: string; ln: string };
    expect(ru.ln).toBe('ru');
    expect(ru.text).toMatch(/^Прогноз на год: средняя результативность — \d+\s%/);
    expect(ru.text).toMatch(/Настроение к концу года: .+ — \d+ человека?\./);
    const en = (await ask(ctx, w.me.headers, { result: w.teamRun, type: 'team', params: { ln: 'en' } })).json() as { text: string };
    expect(en.text).toMatch(/^The year ahead: mean performance \d+%/);
  });

  it('refuses another owner’s run, a type the run did not compute and people not in the result', async () => {
    const foreign = await ask(ctx, w.other.headers, { result: w.teamRun, type: 'team' });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'connection_failed']);
    const unknown = await ask(ctx, w.me.headers, { result: randomUUID(), type: 'team' });
    expect(unknown.statusCode).toBe(404);
    const wrongType = await ask(ctx, w.me.headers, { result: w.teamRun, type: 'pair' });
    expect([wrongType.statusCode, wrongType.json().code]).toEqual([400, 'bad_request']);
    const [first] = w.pair.state.actors.map((actor) => actor.id);
    const stranger = await insertTestTeam(ctx, w.other.owner.id, { count: 2, kind: 'pair' });
    const outsider = await ask(ctx, w.me.headers, { result: w.workRun, type: 'pair', id1: first, id2: stranger.state.actors[0]!.id });
    expect([outsider.statusCode, outsider.json().code]).toEqual([404, 'profile_not_found']);
    const anonymous = await ctx.app.inject({ method: 'POST', url, payload: { result: w.teamRun, type: 'team' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('result texts from an OpenAI-compatible model', () => {
  let ctx: TestApp;
  let w: Awaited<ReturnType<typeof world>>;
  const model = fakeTextModel();
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const { port } = model.server.address() as AddressInfo;
    ctx = await buildTestApp({
      env: { OPENAI_API_KEY: 'sk-test-secret', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_MODEL: 'test-model', OPENAI_TIMEOUT_MS: '1500' },
    });
    w = await world(ctx);
  }, slowTestTimeout);
  afterAll(async () => {
    await ctx?.close();
    model.server.closeAllConnections();
    await new Promise((resolve) => model.server.close(resolve));
  });

  it('answers with the model’s text, sends first names only, and asks once per result and language', async () => {
    model.state.mode = 'ok';
    const before = model.state.requests.length;
    const first = await ask(ctx, w.me.headers, { result: w.workRun, type: 'pair', params: { ln: 'ru' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ source: 'model', ln: 'ru', text: expect.stringMatching(/^Текст модели/) });
    const sent = model.state.requests[before]!;
    expect(sent.authorization).toBe('Bearer sk-test-secret');
    expect(sent.body.model).toBe('test-model');
    const prompt = JSON.stringify(sent.body.messages);
    expect(prompt).toContain('Участник 1');
    expect(prompt).not.toContain('Петров');

    expect((await ask(ctx, w.me.headers, { result: w.workRun, type: 'pair', params: { ln: 'ru' } })).json()).toEqual(first.json());
    expect(model.state.requests.length).toBe(before + 1);
    const english = await ask(ctx, w.me.headers, { result: w.workRun, type: 'pair', params: { ln: 'en' } });
    expect(english.json()).toMatchObject({ source: 'model', ln: 'en' });
    expect(model.state.requests.length).toBe(before + 2);
  });

  it('falls back to the templates when the model fails, and tries it again next time', async () => {
    model.state.mode = 'fail';
    const failed = await ask(ctx, w.me.headers, { result: w.teamRun, type: 'team', params: { ln: 'en' } });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ source: 'template', text: expect.stringMatching(/^The year ahead:/) });
    model.state.mode = 'ok';
    expect((await ask(ctx, w.me.headers, { result: w.teamRun, type: 'team', params: { ln: 'en' } })).json()).toMatchObject({ source: 'model' });
  });

  it('falls back to the templates when the model takes longer than the timeout', async () => {
    model.state.mode = 'slow';
    const started = Date.now();
    const slow = await ask(ctx, w.me.headers, { result: w.loveRun, type: 'pair', params: { ln: 'en' } });
    expect(slow.statusCode, slow.body).toBe(200);
    expect(slow.json()).toMatchObject({ source: 'template', text: expect.stringMatching(/relationship compatibility/) });
    expect(Date.now() - started).toBeLessThan(4_500);
  });
});
