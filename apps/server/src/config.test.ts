import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('starts on PGlite in ./data, port 3000, only on this machine, with no variable set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      loveHost: undefined,
    });
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/teamcast',
      DATABASE_URL: 'postgresql://teamcast:secret@db.internal:5432/teamcast',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      LOVE_HOST: 'Love.Example.com',
      WEB_DIST_DIR: '/srv/web',
      PUBLIC_URL: 'https://teamcast.example.com/',
      SESSION_TTL_DAYS: '7',
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      MAIL_FROM: 'Teamcast <robot@example.com>',
      TEAM_EMAIL: 'Team@Example.com',
      ADMIN_EMAIL: 'Root@Example.com',
      ADMIN_PASSWORD: ' admin-password ',
      TRUST_PROXY: 'true',
      JOBS: 'pgboss',
      JOB_EXPIRE_SECONDS: '300',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
      DEMO_SEATS: '20',
      BONUS_SEATS: '0',
      SIGNUPS_PER_IP_PER_HOUR: '500',
      CAPTCHA: 'off',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/teamcast',
      databaseUrl: 'postgresql://teamcast:secret@db.internal:5432/teamcast',
      logLevel: 'debug',
      nodeEnv: 'production',
      loveHost: 'love.example.com',
      webDistDir: '/srv/web',
      publicUrl: 'https://teamcast.example.com',
      sessionTtlDays: 7,
      smtpUrl: 'smtps://mailer:secret@mail.example.com:465',
      mailFrom: 'Teamcast <robot@example.com>',
      teamEmail: 'team@example.com',
      adminEmail: 'root@example.com',
      adminPassword: 'admin-password',
      trustProxy: true,
      jobs: 'pgboss',
      jobExpireSeconds: 300,
      stripe: { secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc123', publishableKey: 'pk_live_abc123' },
      seats: { demo: 20, bonus: 0 },
      signupsPerIpPerHour: 500,
      captcha: false,
    });
  });

  it('takes the built-in card processor unless all three Stripe keys are given, and refuses a part of them', () => {
    expect(loadConfig({})).toMatchObject({ stripe: undefined, seats: { demo: 1000, bonus: 100 }, signupsPerIpPerHour: 30 });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_a', STRIPE_PUBLISHABLE_KEY: 'pk_test_a' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => loadConfig({ DEMO_SEATS: '-1' })).toThrow(/DEMO_SEATS must be a whole number of seats/);
  });

  it('computes in worker threads by default, and refuses the queue without a database server', () => {
    expect(loadConfig({})).toMatchObject({ jobs: 'threads', jobExpireSeconds: 120 });
    expect(() => loadConfig({ JOBS: 'pgboss' })).toThrow(/JOBS.*DATABASE_URL/s);
    expect(() => loadConfig({ JOBS: 'kafka' })).toThrow(/JOBS/);
  });

  it('defaults the identity settings: links to this port, 30-day sessions, the outbox, no administrator given', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      sessionTtlDays: 30,
      smtpUrl: undefined,
      mailFrom: 'Teamcast <no-reply@teamcast.local>',
      teamEmail: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      trustProxy: false,
    });
  });

  it.each([
    ['PUBLIC_URL', 'ftp://teamcast.example.com'],
    ['PUBLIC_URL', 'https://teamcast.example.com/?x=1'],
    ['SESSION_TTL_DAYS', '0'],
    ['SESSION_TTL_DAYS', 'month'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['TEAM_EMAIL', 'team'],
    ['ADMIN_EMAIL', 'root@'],
    ['TRUST_PROXY', 'yes'],
    ['SIGNUPS_PER_IP_PER_HOUR', '0'],
    ['SIGNUPS_PER_IP_PER_HOUR', '10001'],
    ['CAPTCHA', 'false'],
  ])('rejects %s=%s', (variable, value) => {
    expect(configErrorOf({ [variable]: value }).issues.map((issue) => issue.variable)).toEqual([variable]);
  });

  it('asks for the captcha unless CAPTCHA=off', () => {
    expect(loadConfig({}).captcha).toBe(true);
    expect(loadConfig({ CAPTCHA: '' }).captcha).toBe(true);
    expect(loadConfig({ CAPTCHA: 'on' }).captcha).toBe(true);
    expect(loadConfig({ CAPTCHA: 'off' }).captcha).toBe(false);
    expect(configErrorOf({ CAPTCHA: 'OFF' }).message).toBe('Configuration error: CAPTCHA must be on or off (got "OFF")');
  });

  it('never repeats a secret in its message', () => {
    const smtp = configErrorOf({ SMTP_URL: 'http://user:hunter2@mail.example.com' });
    expect(smtp.message).not.toContain('hunter2');
    const password = configErrorOf({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'hun' });
    expect(password.message).toBe('Configuration error: ADMIN_PASSWORD must have at least 6 characters');
  });

  it('needs ADMIN_EMAIL beside ADMIN_PASSWORD', () => {
    expect(configErrorOf({ ADMIN_PASSWORD: 'admin-password' }).message).toBe(
      'Configuration error: ADMIN_PASSWORD needs ADMIN_EMAIL beside it',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('is quiet in tests unless a level is asked for', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  });

  it.each(['abc', '70000', '-1', '80.5', '3000abc'])('rejects PORT=%s naming the variable and the value', (port) => {
    const error = configErrorOf({ PORT: port });
    expect(error.message).toBe(`Configuration error: PORT must be an integer between 0 and 65535 (got "${port}")`);
    expect(error.issues).toEqual([{ variable: 'PORT', message: expect.any(String), value: port }]);
  });

  it.each(['mysql://db/teamcast', 'not a url', 'postgres://'])('rejects DATABASE_URL=%s', (url) => {
    expect(configErrorOf({ DATABASE_URL: url }).message).toMatch(/^Configuration error: DATABASE_URL must be a postgres:\/\//);
  });

  it('never repeats a wrong DATABASE_URL, which may hold a password', () => {
    const error = configErrorOf({ DATABASE_URL: 'mysql://teamcast:hunter22@db/teamcast' });
    expect(error.message).not.toContain('hunter22');
    expect(error.issues[0]?.value).toBeUndefined();
  });

  it('rejects an unknown LOG_LEVEL, listing the levels', () => {
    expect(configErrorOf({ LOG_LEVEL: 'verbose' }).message).toBe(
      'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    );
  });

  it('rejects an unknown NODE_ENV and a LOVE_HOST with a scheme', () => {
    expect(configErrorOf({ NODE_ENV: 'staging' }).message).toMatch(/^Configuration error: NODE_ENV must be one of/);
    expect(configErrorOf({ LOVE_HOST: 'https://love.example.com' }).message).toMatch(/^Configuration error: LOVE_HOST/);
  });

  it('reports every wrong variable at once, one per line', () => {
    const error = configErrorOf({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(error.message.split('\n')).toHaveLength(2);
    expect(error.issues.map((issue) => issue.variable)).toEqual(['PORT', 'LOG_LEVEL']);
  });
});
