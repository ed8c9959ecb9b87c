import type { AddressInfo } from 'node:net';
import type { ReportPaymentIntent, ResultText } from '@teamcast/contract';
import { flameOutcome } from '@teamcast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeApi } from '../../../test/helpers/billing';
import { buildTestApp, slowTestTimeout, type TestApp } from '../../../test/helpers/build-test-app';
import { captureLogs } from '../../../test/helpers/capture-logs';
import { fakeTextModel } from '../texts/fake-text-model.test-support';
import { annaAnswers, borisAnswers, finishedFlame } from './flame.test-support';

const url = '/api/v1/chatgpt/resultAnonymous';
const secretKey = 'sk-test-flame-secret';

/** What the templates write for a finished test of these two names. */
const templates = (names: [string, string], ln: 'ru' | 'en') => {
  const { preview, report } = flameOutcome({ names, answers: [annaAnswers, borisAnswers] }, ln);
  return { preview: preview.teaser, full: [report.narrative.couple, report.narrative.first, report.narrative.second].join('\n\n') };
};

async function startModel(model: ReturnType<typeof fakeTextModel>): Promise<string> {
  await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(model.server.address() as AddressInfo).port}/v1`;
}

async function stopModel(model: ReturnType<typeof fakeTextModel>) {
  model.server.closeAllConnections();
  await new Promise((resolve) => model.server.close(resolve));
}

/** The consumer test's texts go the owner's way: the model rewrites the templates' draft when one is configured. */
describe('the partner test’s texts from an OpenAI-compatible model', () => {
  let ctx: TestApp;
  const model = fakeTextModel();
  const logs = captureLogs();
  beforeAll(async () => {
    const baseUrl = await startModel(model);
    ctx = await buildTestApp({
      env: { OPENAI_API_KEY: secretKey, OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: 'test-model', OPENAI_TIMEOUT_MS: '1500' },
      logger: logs.logger,
    });
  }, slowTestTimeout);
  afterAll(async () => {
    await ctx?.close();
    await stopModel(model);
  });

  const ask = (payload: object) => ctx.app.inject({ method: 'POST', url, payload });

  it('answers the preview and the paid report with the model’s text, drafted by the templates, once per text and language', async () => {
    model.state.mode = 'ok';
    const names: [string, string] = ['Вера', 'Глеб'];
    const { key } = await finishedFlame(ctx, { names });
    const before = model.state.requests.length;

    const preview = await ask({ result: 'preview', key, params: { ln: 'ru' } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ResultText>()).toEqual({ text: `Текст модели №${before + 1}`, ln: 'ru', source: 'model' });
    const sent = model.state.requests[before]!;
    expect(sent.authorization).toBe(`Bearer ${secretKey}`);
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.messages.at(-1)?.content).toBe(templates(names, 'ru').preview);
    // The key is the result's credential: the model never sees it.
    expect(JSON.stringify(sent.body)).not.toContain(key);

    // Asked again, the kept text answers; another language is another text.
    expect((await ask({ result: 'preview', key, params: { ln: 'ru' } })).json()).toEqual(preview.json());
    expect(model.state.requests.length).toBe(before + 1);
    expect((await ask({ result: 'preview', key, params: { ln: 'en' } })).json()).toMatchObject({ ln: 'en', source: 'model' });
    expect(model.state.requests.length).toBe(before + 2);

    // The full text is still only for a paid report, and the model is not asked for an unpaid one.
    expect((await ask({ result: 'full', key })).json()).toMatchObject({ statusCode: 402, code: 'report_unpaid' });
    expect(model.state.requests.length).toBe(before + 2);
    const intent = (await ctx.app.inject({ method: 'POST', url: `${stripeApi}/create-anonymous-payment-intent`, payload: { key } })).json<ReportPaymentIntent>();
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '321' };
    const confirmed = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/card-simulator/confirm`, payload: { clientSecret: intent.payment!.clientSecret, card } });
    expect(confirmed.json()).toEqual({ status: 'succeeded' });
    const full = await ask({ result: 'full', key, params: { ln: 'en' } });
    expect(full.json<ResultText>()).toEqual({ text: `Текст модели №${before + 3}`, ln: 'en', source: 'model' });
    expect(model.state.requests[before + 2]!.body.messages.at(-1)?.content).toBe(templates(names, 'en').full);
  });

  it('answers with the templates’ text when the model fails, and asks it again next time', async () => {
    const names: [string, string] = ['Дина', 'Егор'];
    const { key } = await finishedFlame(ctx, { names });
    model.state.mode = 'fail';
    const failed = await ask({ result: 'preview', key, params: { ln: 'en' } });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json<ResultText>()).toEqual({ text: templates(names, 'en').preview, ln: 'en', source: 'template' });
    model.state.mode = 'ok';
    expect((await ask({ result: 'preview', key, params: { ln: 'en' } })).json()).toMatchObject({ source: 'model' });
  });

  it('answers with the templates’ text when the model takes longer than the timeout', async () => {
    const names: [string, string] = ['Жанна', 'Зиновий'];
    const { key } = await finishedFlame(ctx, { names });
    model.state.mode = 'slow';
    const started = Date.now();
    const slow = await ask({ result: 'preview', key, params: { ln: 'ru' } });
    expect(slow.statusCode, slow.body).toBe(200);
    expect(slow.json<ResultText>()).toEqual({ text: templates(names, 'ru').preview, ln: 'ru', source: 'template' });
    expect(Date.now() - started).toBeLessThan(4_500);
    model.state.mode = 'ok';
  });

  it('writes neither the API key nor a result’s key to the log', async () => {
    const { key } = await finishedFlame(ctx, { names: ['Ирина', 'Кирилл'] });
    model.state.mode = 'fail';
    await ask({ result: 'preview', key, params: { ln: 'ru' } });
    model.state.mode = 'ok';
    const logged = JSON.stringify(logs.entries);
    expect(logged).toContain('the text model failed');
    expect(logged).not.toContain(secretKey);
    expect(logged).not.toContain(key);
  });
});

describe('the partner test’s texts without a model key', () => {
  let ctx: TestApp;
  const model = fakeTextModel();
  beforeAll(async () => {
    // The address alone does not turn the model on: without a key nothing leaves the server.
    ctx = await buildTestApp({ env: { OPENAI_BASE_URL: await startModel(model) } });
  }, slowTestTimeout);
  afterAll(async () => {
    await ctx?.close();
    await stopModel(model);
  });

  it('answers with the templates alone and asks no model', async () => {
    const names: [string, string] = ['Анна', 'Борис'];
    const { key } = await finishedFlame(ctx, { names });
    const preview = await ctx.app.inject({ method: 'POST', url, payload: { result: 'preview', key, params: { ln: 'ru' } } });
    expect(preview.json<ResultText>()).toEqual({ text: templates(names, 'ru').preview, ln: 'ru', source: 'template' });
    expect(model.state.requests).toHaveLength(0);
  });
});
