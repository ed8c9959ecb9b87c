import path from 'node:path';
import { limits } from '@teamcast/domain';
import { z } from 'zod';
import { notCommonPassword } from './identity/common-passwords';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const nodeEnvironments = ['development', 'production', 'test'] as const;

/** The built web app, found from this file so that the server can be started from any directory. */
const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');

// An exported but empty variable (`PORT= npm start`) means "use the default", as most tools read it.
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const portMessage = 'must be an integer between 0 and 65535';

const hostNamePattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const smtpUrl = z.string().refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  },
  { error: 'must be an smtp:// or smtps:// URL with a host, like smtp://user:password@mail.example.com:587' },
);

const httpUrl = z
  .string()
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
    },
    { error: 'must be an http:// or https:// URL without query, like https://teamcast.example.com' },
  )
  // Links are built by appending paths, so a trailing slash would double.
  .transform((value) => value.replace(/\/+$/, ''));

const seatCount = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'must be a whole number of seats between 0 and 999999' })
  .transform(Number);

const email = z.email({ error: 'must be an email address' }).transform((value) => value.toLowerCase());

const postgresUrl = z.string().refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  },
  { error: 'must be a postgres:// or postgresql:// URL with a host' },
);

/**
 * Every environment variable the server reads, checked once at start. The configuration type is
 * inferred from this schema, so a new variable is added in exactly one place.
 */
export const configSchema = z
  .object({
    // 0 lets the system pick a free port, which scripts and tests use.
    PORT: blankAsUnset(
      z
        .string()
        .regex(/^\d{1,5}$/, { error: portMessage })
        .transform(Number)
        .refine((port) => port <= 65535, { error: portMessage })
        .prefault('3000'),
    ),
    // Only this machine by default: a server reachable from elsewhere is a choice made on purpose.
    HOST: blankAsUnset(z.string().default('127.0.0.1')),
    DATA_DIR: blankAsUnset(z.string().default('./data')),
    DATABASE_URL: blankAsUnset(postgresUrl.optional()),
    LOG_LEVEL: blankAsUnset(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).optional()),
    NODE_ENV: blankAsUnset(
      z.enum(nodeEnvironments, { error: `must be one of ${nodeEnvironments.join(', ')}` }).default('development'),
    ),
    LOVE_HOST: blankAsUnset(
      z
        .string()
        .regex(hostNamePattern, { error: 'must be a host name without scheme or port, like love.example.com' })
        .transform((value) => value.toLowerCase())
        .optional(),
    ),
    WEB_DIST_DIR: blankAsUnset(z.string().default(defaultWebDistDir)),
    // Where users reach the web app; mailed links start with it. Defaults to this machine's port.
    PUBLIC_URL: blankAsUnset(httpUrl.optional()),
    SESSION_TTL_DAYS: blankAsUnset(
      z
        .string()
        .regex(/^\d{1,4}$/, { error: 'must be a whole number of days between 1 and 3650' })
        .transform(Number)
        .refine((days) => days >= 1 && days <= 3650, { error: 'must be a whole number of days between 1 and 3650' })
        .prefault('30'),
    ),
    SMTP_URL: blankAsUnset(smtpUrl.optional()),
    MAIL_FROM: blankAsUnset(z.string().default('Teamcast <no-reply@teamcast.local>')),
    // Join requests and the contact form go here; without it, to the first administrator.
    TEAM_EMAIL: blankAsUnset(email.optional()),
    ADMIN_EMAIL: blankAsUnset(email.optional()),
    ADMIN_PASSWORD: blankAsUnset(
      z
        .string()
        .refine((value) => value.trim().length >= limits.minPasswordLength, {
          error: `must have at least ${limits.minPasswordLength} characters`,
          abort: true,
        })
        .refine((value) => notCommonPassword(value) === null, { error: 'is one of the most common passwords; choose another' })
        .transform((value) => value.trim())
        .optional(),
    ),
    // Behind a load balancer the client address comes from X-Forwarded-For; rate limits count by it.
    TRUST_PROXY: blankAsUnset(
      z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true').default(false),
    ),
    // Where forecasts are computed: worker threads of this process, or a pg-boss queue that `npm run worker` serves.
    JOBS: blankAsUnset(z.enum(['threads', 'pgboss'], { error: 'must be threads or pgboss' }).default('threads')),
    // How long a queued forecast may run before it counts as lost and is retried.
    JOB_EXPIRE_SECONDS: blankAsUnset(
      z
        .string()
        .regex(/^\d{1,5}$/, { error: 'must be a whole number of seconds between 1 and 86400' })
        .transform(Number)
        .refine((seconds) => seconds >= 1 && seconds <= 86400, { error: 'must be a whole number of seconds between 1 and 86400' })
        .prefault('120'),
    ),
    // Result texts are written by an OpenAI-compatible model when a key is set, else from templates alone.
    OPENAI_API_KEY: blankAsUnset(z.string().optional()),
    // Any server that speaks the OpenAI chat completions API, such as a local one; OpenAI's own by default.
    OPENAI_BASE_URL: blankAsUnset(httpUrl.optional()),
    OPENAI_MODEL: blankAsUnset(z.string().default('gpt-4o-mini')),
    // A text that takes longer is written from the templates instead.
    OPENAI_TIMEOUT_MS: blankAsUnset(
      z
        .string()
        .regex(/^\d{1,6}$/, { error: 'must be a whole number of milliseconds between 100 and 120000' })
        .transform(Number)
        .refine((ms) => ms >= 100 && ms <= 120_000, { error: 'must be a whole number of milliseconds between 100 and 120000' })
        .prefault('15000'),
    ),
    // Card payments go to Stripe when its secret key is set, else to the built-in card processor (test cards only).
    STRIPE_SECRET_KEY: blankAsUnset(z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key, like sk_test_…' }).optional()),
    STRIPE_WEBHOOK_SECRET: blankAsUnset(z.string().regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret, like whsec_…' }).optional()),
    STRIPE_PUBLISHABLE_KEY: blankAsUnset(z.string().regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key, like pk_test_…' }).optional()),
    // Seats of the limited offers: the 3-day demos together, and the 120-month bonus.
    DEMO_SEATS: blankAsUnset(seatCount.prefault('1000')),
    BONUS_SEATS: blankAsUnset(seatCount.prefault('100')),
    // An office or a school behind one address signs up many people at once; raise it for them.
    SIGNUPS_PER_IP_PER_HOUR: blankAsUnset(
      z
        .string()
        .regex(/^\d{1,5}$/, { error: 'must be a whole number between 1 and 10000' })
        .transform(Number)
        .refine((count) => count >= 1 && count <= 10000, { error: 'must be a whole number between 1 and 10000' })
        .prefault('30'),
    ),
    // Registration and the contact forms ask the browser for a proof of work (self-hosted, no outside
    // service); a private deployment can turn it off.
    CAPTCHA: blankAsUnset(
      z
        .enum(['on', 'off'], { error: 'must be on or off' })
        .transform((value) => value === 'on')
        .prefault('on'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_EMAIL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'needs ADMIN_EMAIL beside it' });
    }
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PUBLISHABLE_KEY];
    if (stripe.some((value) => value !== undefined) && stripe.some((value) => value === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'needs STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY beside it (all three, or none for the built-in card processor)',
      });
    }
    if (env.JOBS === 'pgboss' && env.DATABASE_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['JOBS'], message: 'pgboss needs DATABASE_URL beside it' });
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    // Tests stay quiet unless a level is asked for explicitly.
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    nodeEnv: env.NODE_ENV,
    loveHost: env.LOVE_HOST,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    teamEmail: env.TEAM_EMAIL,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    trustProxy: env.TRUST_PROXY,
    jobs: env.JOBS,
    jobExpireSeconds: env.JOB_EXPIRE_SECONDS,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publishableKey: env.STRIPE_PUBLISHABLE_KEY }
        : undefined,
    seats: { demo: env.DEMO_SEATS, bonus: env.BONUS_SEATS },
    signupsPerIpPerHour: env.SIGNUPS_PER_IP_PER_HOUR,
    captcha: env.CAPTCHA,
    openai: env.OPENAI_API_KEY
      ? { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS }
      : undefined,
  }));

export type Config = z.output<typeof configSchema>;
export type LogLevel = (typeof logLevels)[number];

export interface ConfigIssue {
  variable: string;
  message: string;
  value: string | undefined;
}

/** A configuration that cannot start the server; the message names each offending variable. */
export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    super(
      issues
        .map(({ variable, message, value }) =>
          `Configuration error: ${variable} ${message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`,
        )
        .join('\n'),
    );
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

export type Environment = Record<string, string | undefined>;

// Values that must not reach a terminal or a log, even when wrong.
const secretVariables = new Set(['ADMIN_PASSWORD', 'SMTP_URL', 'DATABASE_URL', 'OPENAI_API_KEY']);

export function loadConfig(env: Environment = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return { variable, message: issue.message, value: secretVariables.has(variable) ? undefined : env[variable] };
    }),
  );
}
