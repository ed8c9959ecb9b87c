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
  it('starts on PGlite in ./data, port 3000, all interfaces, with no variable set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
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
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/teamcast',
      DATABASE_URL: 'postgresql://teamcast:secret@db.internal:5432/teamcast',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      LOVE_HOST: 'Love.Example.com',
      WEB_DIST_DIR: '/srv/web',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/teamcast',
      databaseUrl: 'postgresql://teamcast:secret@db.internal:5432/teamcast',
      logLevel: 'debug',
      nodeEnv: 'production',
      loveHost: 'love.example.com',
      webDistDir: '/srv/web',
    });
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
