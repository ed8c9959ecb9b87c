import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Environment } from '../../config';
import type { Clock } from '../clock';
import { outbox } from '../../db/schema';
import { createOwner, uniqueEmail } from '../../../test/helpers/accounts';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helpers/build-test-app';
import { captureLogs } from '../../../test/helpers/capture-logs';
import { lastMailTo, magicLinkPattern } from '../../../test/helpers/outbox';
import { createTestClock, minutes } from '../../../test/helpers/test-clock';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The readable text of a raw message: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// One database for the file; each configuration gets an app of its own on it, as instances would.
let base: TestApp;
beforeAll(async () => {
  base = await buildTestApp();
});
afterAll(() => base.close());

async function appWith(env: Environment, options: { logger?: FastifyBaseLogger; clock?: Clock } = {}): Promise<TestApp> {
  const config = testConfig(env);
  const app = await buildApp({ config, db: base.database, ...options });
  await app.ready();
  return { app, database: base.database, config, close: () => app.close() };
}

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestApp;
  let outboxBefore: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await appWith({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Teamcast Robot <robot@teamcast.test>',
      PUBLIC_URL: 'https://teamcast.test',
    });
    outboxBefore = await ctx.database.db.$count(outbox);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers the verification mail of a sign-up to the SMTP server, from MAIL_FROM, with the link', async () => {
    const email = uniqueEmail('smtp');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/passport/owner/signup',
      payload: { email, password: 'secret-1', consent: true, ln: 'en' },
    });
    expect(response.statusCode).toBe(201);

    const mail = smtp.received.find((message) => message.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('robot@teamcast.test');
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toContain('Subject: Confirm your email for Teamcast');
    expect(text).toMatch(/From: Teamcast Robot <robot@teamcast.test>/);
    expect(text).toMatch(/Content-Type: multipart\/alternative/);
    expect(text.match(magicLinkPattern)?.[0]).toMatch(/^https:\/\/teamcast\.test\/owner\/magic-link\?token=[\w-]{43}$/);
  });

  it('sends the contact form to the team with the visitor as Reply-To', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/passport/owner/mail/contact',
      payload: { email: 'visitor@example.com', message: 'Please call me' },
    });
    const mail = smtp.received.find((message) => message.to.includes('admin@teamcast.local'));
    expect(mail?.raw).toContain('Reply-To: visitor@example.com');
  });

  it('keeps nothing in the outbox and has no dev outbox', async () => {
    expect(await ctx.database.db.$count(outbox)).toBe(outboxBefore);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('mail when the SMTP server is down', () => {
  let ctx: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    // A port nothing listens on: a server that was just closed.
    const closed = await startSmtpServer();
    await closed.close();
    ctx = await appWith({ SMTP_URL: `smtp://127.0.0.1:${closed.port}` }, { logger: logs.logger });
  });
  afterAll(() => ctx.close());

  it('still signs the owner up, logging the failure, since the mail can be asked for again', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/passport/owner/signup',
      payload: { email: uniqueEmail('down'), password: 'secret-1', consent: true },
    });
    expect(response.statusCode).toBe(201);
    expect(logs.entries.some((entry) => entry.msg === 'a mail could not be sent' && entry.level === 50)).toBe(true);
  });

  it('answers 503 when the mail is what was asked for', async () => {
    const owner = await createOwner(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/passport/owner/mail/login-link',
      payload: { username: owner.email },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable' });
  });
});

describe('the outbox', () => {
  let ctx: TestApp;
  const clock = createTestClock();
  const logs = captureLogs();

  beforeAll(async () => {
    ctx = await appWith({}, { clock, logger: logs.logger });
  });
  afterAll(() => ctx.close());

  it('GET /api/dev/outbox returns the kept mail newest first', async () => {
    const first = await createOwner(ctx);
    const second = await createOwner(ctx, { ln: 'ru' });
    const request = (username: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/mail/login-link', payload: { username } });
    await request(first.email);
    clock.advance(minutes(1));
    await request(second.email);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const messages = response.json() as { to: string; subject: string; text: string; html: string; createdAt: string }[];
    const ours = messages.filter((message) => message.to === first.email || message.to === second.email);
    expect(ours.map((message) => message.to)).toEqual([second.email, first.email]);
    expect(ours[0]).toEqual({
      to: second.email,
      subject: 'Вход в Teamcast',
      text: expect.stringMatching(magicLinkPattern),
      html: expect.stringContaining('<!doctype html>'),
      createdAt: clock.now().toISOString(),
    });
  });

  it('notes a kept mail in the log without its links, which sign people in', async () => {
    const owner = await createOwner(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/mail/login-link', payload: { username: owner.email } });
    const link = magicLinkPattern.exec((await lastMailTo(ctx, owner.email)).text)?.[0] ?? '';
    expect(link).not.toBe('');
    const lines = logs.entries.filter((entry) => String(entry.msg).startsWith(`mail to ${owner.email} kept in the outbox`));
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(logs.entries)).not.toContain(new URL(link).searchParams.get('token'));
  });

  it('keeps the token of a used link out of the request log', async () => {
    const owner = await createOwner(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/mail/login-link', payload: { username: owner.email } });
    const token = new URL(magicLinkPattern.exec((await lastMailTo(ctx, owner.email)).text)?.[0] ?? '').searchParams.get('token') ?? '';
    const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/passport/owner/login/magic/${token}` });
    expect(response.statusCode).toBe(200);
    const line = logs.entries.find((entry) => entry.msg === 'request' && entry.reqId === response.headers['x-request-id']);
    expect(line?.url).toBe('/api/v1/passport/owner/login/magic/[redacted]');
    expect(JSON.stringify(logs.entries)).not.toContain(response.json().token);
  });
});

describe('the outbox in production', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await appWith({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  });
  afterAll(() => ctx.close());

  it('is never shown', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
