import path from 'node:path';
import { z } from 'zod';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const nodeEnvironments = ['development', 'production', 'test'] as const;

/** The built web app, found from this file so that the server can be started from any directory. */
const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');

// An exported but empty variable (`PORT= npm start`) means "use the default", as most tools read it.
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const portMessage = 'must be an integer between 0 and 65535';

const hostNamePattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

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
    HOST: blankAsUnset(z.string().default('0.0.0.0')),
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

export function loadConfig(env: Environment = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return { variable, message: issue.message, value: env[variable] };
    }),
  );
}
