import type { FlameTest, ReportPaymentIntent, SharedResult } from '@teamcast/contract';
import { flameOutcome } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, stripeApi } from '../../../test/helpers/billing';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { lastMailTo, mailsTo } from '../../../test/helpers/outbox';
import { flameResults, flameShares, reportPurchases } from '../../db/schema';
import { hashFlameKey } from './flame-keys';
import { annaAnswers, borisAnswers, finishedFlame, flameApi, startFlame } from './flame.test-support';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2031, cvc: '321' });
const pdfPath = (key: string, ln = 'ru') => `${flameApi}/${key}/report.pdf?ln=${ln}`;

describe('the partner test through its whole life', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { PUBLIC_URL: 'https://teamcast.example.com' } });
  }, 60_000);
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  const remove = (url: string) => ctx.app.inject({ method: 'DELETE', url });

  it('starts, waits for the partner, previews, is paid for, shared, revoked and deleted', async () => {
    // The first person answers; the server makes the key and keeps only its hash.
    const started = await startFlame(ctx, { ln: 'en' });
    expect(started.statusCode, started.body).toBe(200);
    const first = started.json<FlameTest>();
    const { key } = first;
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first).toMatchObject({
      title: 'Анна and Борис',
      status: 'INITIAL',
      stage: 'waiting_partner',
      completedAt: null,
      preview: null,
      report: null,
      share: null,
      savedEmail: null,
    });
    expect(first.people[0]).toMatchObject({ name: 'Анна', answered: true });
    expect(first.people[0].profile?.agreeableness.percentile).toBeGreaterThan(70);
    expect(first.people[1]).toEqual({ name: 'Борис', answered: false, profile: null });
    const [stored] = await ctx.database.db.select().from(flameResults).where(eq(flameResults.keyHash, hashFlameKey(key)));
    expect(stored?.keyHash).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key);

    // Nothing to pay for, share or narrate before the partner has answered.
    expect((await post(`${stripeApi}/check-anonymous-payment-pair`, { key })).json()).toMatchObject({ statusCode: 409, code: 'flame_not_ready' });
    expect((await post(`${stripeApi}/create-anonymous-payment-intent`, { key })).json()).toMatchObject({ statusCode: 409, code: 'flame_not_ready' });
    expect((await post(`${flameApi}/${key}/share`, { show: { firstProfile: true, secondProfile: true } })).json()).toMatchObject({ code: 'flame_not_ready' });
    expect((await post('/api/v1/chatgpt/resultAnonymous', { result: 'preview', key })).json()).toMatchObject({ code: 'flame_not_ready' });

    // The partner answers through the link, once.
    const answered = await post(flameApi, { key, data: { step: 'partner', answers: borisAnswers } });
    expect(answered.statusCode, answered.body).toBe(200);
    const ready = answered.json<FlameTest>();
    const expected = flameOutcome({ names: ['Анна', 'Борис'], answers: [annaAnswers, borisAnswers] }, 'ru');
    expect(ready).toMatchObject({ key, stage: 'ready', status: 'INITIAL', report: null, preview: { ...expected.preview } });
    expect(ready.completedAt).not.toBeNull();
    expect(ready.people[1]).toMatchObject({ answered: true, profile: expected.profiles[1] });
    const again = await post(flameApi, { key, data: { step: 'partner', answers: annaAnswers } });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'flame_already_answered' });

    // The preview's text for anyone with the key; the full text, and the PDF, only once paid.
    const preview = await post('/api/v1/chatgpt/resultAnonymous', { result: 'preview', key, params: { ln: 'en' } });
    expect(preview.json()).toMatchObject({ ln: 'en', source: 'template' });
    expect(preview.json<{ text: string }>().text).toContain('Анна and Борис');
    expect((await post('/api/v1/chatgpt/resultAnonymous', { result: 'full', key })).json()).toMatchObject({ statusCode: 402, code: 'report_unpaid' });
    const early = await get(pdfPath(key));
    expect(early.statusCode).toBe(402);
    expect(early.json()).toMatchObject({ code: 'report_unpaid' });

    // Paid with the built-in processor's success card, through the anonymous payment.
    expect((await post(`${stripeApi}/check-anonymous-payment-pair`, { key })).json()).toEqual({ status: 'INITIAL' });
    const intent = (await post(`${stripeApi}/create-anonymous-payment-intent`, { key, ln: 'ru' })).json<ReportPaymentIntent>();
    expect(intent).toMatchObject({ status: 'UNPAID', payment: { amount: 490, currency: 'RUB' } });
    expect((await get(`${flameApi}/${key}`)).json<FlameTest>()).toMatchObject({ status: 'UNPAID', report: null });
    const confirmed = await post(`${stripeApi}/card-simulator/confirm`, { clientSecret: intent.payment!.clientSecret, card: card(cards.succeeds) });
    expect(confirmed.json()).toEqual({ status: 'succeeded' });
    const paid = (await get(`${flameApi}/${key}?ln=en`)).json<FlameTest>();
    expect(paid.status).toBe('PAID');
    expect(paid.report?.traits).toHaveLength(5);
    expect(paid.report?.narrative.couple).toContain('Анна and Борис');
    expect(paid.report?.sources.length).toBeGreaterThan(1);
    const full = await post('/api/v1/chatgpt/resultAnonymous', { result: 'full', key });
    expect(full.statusCode).toBe(200);
    expect(full.json<{ text: string }>().text).toContain(expected.report.narrative.first.split('\n\n')[0]);

    const pdf = await get(pdfPath(key));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"$/);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Saved by mail: the link opens the result's page; the address is shown only partly.
    const saved = await post('/api/v1/owner/save/flame', { id: key, email: 'Anna.Reader@Example.com', ln: 'ru' });
    expect(saved.json()).toEqual({ savedEmail: 'a***@example.com' });
    const mail = await lastMailTo(ctx, 'anna.reader@example.com');
    expect(mail.text).toContain(`https://teamcast.example.com/main/questionnaire-result/${key}`);
    expect(mail.subject).toContain('Анна и Борис');
    expect((await get(`${flameApi}/${key}`)).json<FlameTest>().savedEmail).toBe('a***@example.com');

    // Shared with the first person's profile only; changing the choice keeps the link.
    const shared = await post(`${flameApi}/${key}/share`, { show: { firstProfile: true, secondProfile: false } });
    expect(shared.statusCode, shared.body).toBe(200);
    const { token } = shared.json<{ token: string }>();
    expect(token).not.toBe(key);
    const seen = (await get(`/api/v1/app/result/${token}?ln=en`)).json<SharedResult>();
    expect(seen).toMatchObject({ names: ['Анна', 'Борис'], score: expected.preview.score, band: expected.preview.band, bandText: 'Below-average compatibility' });
    expect(seen.profiles[0]).toEqual(expected.profiles[0]);
    expect(seen.profiles[1]).toBeNull();
    expect(JSON.stringify(seen)).not.toContain(key);
    const changed = (await post(`${flameApi}/${key}/share`, { show: { firstProfile: true, secondProfile: true } })).json<{ token: string }>();
    expect(changed.token).toBe(token);
    expect((await get(`/api/v1/app/result/${token}`)).json<SharedResult>().profiles[1]).not.toBeNull();
    expect((await get(`${flameApi}/${key}`)).json<FlameTest>().share).toMatchObject({ token, show: { firstProfile: true, secondProfile: true } });

    const image = await get(`/api/v1/app/result/${token}/image.png?ln=ru`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(image.rawPayload.readUInt32BE(20)).toBe(630);

    // Revoked: the link says so, and a new share makes a new link.
    expect((await remove(`${flameApi}/${key}/share`)).statusCode).toBe(204);
    expect((await get(`/api/v1/app/result/${token}`)).json()).toMatchObject({ statusCode: 410, code: 'share_revoked' });
    expect((await get(`/api/v1/app/result/${token}/image.png`)).statusCode).toBe(410);
    expect((await remove(`${flameApi}/${key}/share`)).json()).toMatchObject({ statusCode: 404, code: 'share_not_found' });
    expect((await get(`/api/v1/app/result/${'x'.repeat(32)}`)).json()).toMatchObject({ statusCode: 404, code: 'share_not_found' });
    const second = (await post(`${flameApi}/${key}/share`, { show: { firstProfile: false, secondProfile: false } })).json<{ token: string }>();
    expect(second.token).not.toBe(token);
    expect((await get(`/api/v1/app/result/${second.token}`)).json<SharedResult>().profiles).toEqual([null, null]);

    // Deleted: the key opens nothing, the links are gone, the payment record stays without the key.
    const resultId = stored!.id;
    expect((await remove(`${flameApi}/${key}`)).statusCode).toBe(204);
    expect((await get(`${flameApi}/${key}`)).json()).toMatchObject({ statusCode: 404, code: 'flame_not_found' });
    expect((await get(`/api/v1/app/result/${second.token}`)).json()).toMatchObject({ statusCode: 404, code: 'share_not_found' });
    expect((await post(`${stripeApi}/check-anonymous-payment-pair`, { key })).json()).toMatchObject({ statusCode: 404, code: 'flame_not_found' });
    expect((await remove(`${flameApi}/${key}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(flameShares).where(eq(flameShares.resultId, resultId))).toEqual([]);
    const purchases = await ctx.database.db.select().from(reportPurchases).where(eq(reportPurchases.anonymousKey, `flame:${resultId}`));
    expect(purchases).toHaveLength(1);
    expect(JSON.stringify(purchases)).not.toContain(key);
  });

  it('takes both answer sets at once when the partner answers on the same phone', async () => {
    const started = await startFlame(ctx, { together: true });
    expect(started.json<FlameTest>()).toMatchObject({ stage: 'ready', status: 'INITIAL', people: [{ answered: true }, { answered: true }] });
    expect(started.json<FlameTest>().preview?.lockedParts).toBe(11);
    const { key } = started.json<FlameTest>();
    expect((await post(flameApi, { key, data: { step: 'partner', answers: borisAnswers } })).json()).toMatchObject({ code: 'flame_already_answered' });
  });

  it('refuses a key that opens nothing, a key where none belongs, and a partner without one', async () => {
    expect((await get(`${flameApi}/${'A'.repeat(32)}`)).json()).toMatchObject({ statusCode: 404, code: 'flame_not_found' });
    expect((await get(`${flameApi}/short`)).statusCode).toBe(400);
    expect((await post(`${stripeApi}/create-anonymous-payment-intent`, { key: 'result-key-0123456789' })).json()).toMatchObject({ statusCode: 404, code: 'flame_not_found' });
    const withKey = await post(flameApi, { key: 'A'.repeat(32), data: { step: 'start', first: { name: 'Анна', answers: annaAnswers }, second: { name: 'Борис' } } });
    expect(withKey.json()).toMatchObject({ statusCode: 400, code: 'bad_request' });
    expect((await post(flameApi, { data: { step: 'partner', answers: borisAnswers } })).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'key' });
    expect((await post(flameApi, { key: 'A'.repeat(32), data: { step: 'partner', answers: borisAnswers } })).json()).toMatchObject({ statusCode: 404, code: 'flame_not_found' });
    expect((await post(`${flameApi}/${'A'.repeat(32)}/share`, { show: { firstProfile: true, secondProfile: true } })).statusCode).toBe(404);
    expect((await get(pdfPath('A'.repeat(32)))).json()).toMatchObject({ statusCode: 404, code: 'flame_not_found' });
  });

  it('refuses a test not fully answered, names the database cannot hold and oversized bodies', async () => {
    const start = (first: object, second: object = { name: 'Борис' }) => post(flameApi, { data: { step: 'start', first, second } });
    expect((await start({ name: 'Анна', answers: annaAnswers.slice(1) })).statusCode).toBe(400);
    expect((await start({ name: 'Анна', answers: [...annaAnswers.slice(1), 6] })).statusCode).toBe(400);
    expect((await start({ name: 'Анна', answers: annaAnswers }, { name: 'Бо\u0000рис' })).json()).toMatchObject({ statusCode: 400, code: 'validation' });
    expect((await start({ name: 'Анна', answers: annaAnswers }, { name: 'Boris<script>' })).json()).toMatchObject({ statusCode: 400, code: 'validation' });
    const huge = await ctx.app.inject({
      method: 'POST',
      url: flameApi,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { step: 'start', first: { name: 'Анна', answers: annaAnswers }, second: { name: 'Б'.repeat(5000) } } }),
    });
    expect(huge.json()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
  });

  it('mails the result in the asked language, and an address only so often', async () => {
    const { key } = await finishedFlame(ctx);
    const email = `often-${Date.now()}@example.com`;
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await post('/api/v1/owner/save/flame', { id: key, email, ln: 'en' })).statusCode).toBe(200);
    }
    expect((await mailsTo(ctx, email))[0]?.subject).toBe('Your compatibility test result: Анна and Борис');
    const over = await post('/api/v1/owner/save/flame', { id: key, email });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(ctx, email)).toHaveLength(5);
  });
});
