import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { runAdminCli } from './cli/admin';
import type { Environment } from './config';
import { administrators, outbox } from './db/schema';
import { verifyPassword } from './identity/passwords';
import { findAdministratorByEmail } from './modules/administrator/administrators-repository';
import { ensureFirstAdministrator } from './modules/administrator/first-administrator';
import { openDatabase, type Database } from './platform/database';
import { passwordFileName } from './first-administrator-notice';
import { startServer } from './start-server';
import { createAdministrator, uniqueEmail } from '../test/helpers/accounts';
import { slowTestTimeout, testConfig, type TestApp } from '../test/helpers/build-test-app';
import { captureLogs } from '../test/helpers/capture-logs';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { useServerTarget } from '../test/helpers/server-target';

const serverRoot = path.resolve(import.meta.dirname, '..');
const now = new Date('2026-03-02T09:00:00.000Z');

async function passwordMatches(database: Database, email: string, password: string): Promise<boolean> {
  return verifyPassword((await findAdministratorByEmail(database.db, email))?.passwordHash, password);
}

// One database for the tests that need no server of their own.
let target: TestDatabase;
let database: Database;
beforeAll(async () => {
  target = await createTestDatabase();
  database = await target.open();
});
afterAll(async () => {
  await database.close();
  await target.drop();
});

describe('the first administrator', () => {
  beforeEach(async () => {
    await database.db.delete(administrators);
  });

  it('without ADMIN_EMAIL is admin@teamcast.local with a generated password, created only while there is none', async () => {
    const created = await ensureFirstAdministrator(database.db, {}, now);
    expect(created?.administrator.email).toBe('admin@teamcast.local');
    expect(created?.generatedPassword).toMatch(/^[\w-]{24}$/);
    expect(await passwordMatches(database, 'admin@teamcast.local', created?.generatedPassword ?? '')).toBe(true);
    expect(await ensureFirstAdministrator(database.db, {}, now)).toBeUndefined();
  }, slowTestTimeout);

  it('with ADMIN_EMAIL and ADMIN_PASSWORD is that account, and a restart never resets its password', async () => {
    const env = { adminEmail: 'root@example.com', adminPassword: 'root-password' };
    const created = await ensureFirstAdministrator(database.db, env, now);
    expect(created).toMatchObject({ administrator: { email: 'root@example.com', ln: 'ru' }, generatedPassword: undefined });
    expect(await passwordMatches(database, 'root@example.com', 'root-password')).toBe(true);
    expect(await ensureFirstAdministrator(database.db, { ...env, adminPassword: 'another-password' }, now)).toBeUndefined();
    expect(await passwordMatches(database, 'root@example.com', 'root-password')).toBe(true);
    expect(await findAdministratorByEmail(database.db, 'admin@teamcast.local')).toBeUndefined();
  }, slowTestTimeout);

  it('with ADMIN_EMAIL alone gets a generated password, even beside other administrators', async () => {
    await ensureFirstAdministrator(database.db, {}, now);
    const created = await ensureFirstAdministrator(database.db, { adminEmail: 'second@example.com' }, now);
    expect(created?.generatedPassword).toBeDefined();
    expect(await passwordMatches(database, 'second@example.com', created?.generatedPassword ?? '')).toBe(true);
  }, slowTestTimeout);
});

describe('startServer and the first administrator', () => {
  const target = useServerTarget('teamcast-admin-');
  const config = () => testConfig({ PORT: '0', HOST: '127.0.0.1', ...target.env() });

  async function signsIn(server: { url: string }, password: string | undefined): Promise<number> {
    const port = new URL(server.url).port;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/administrator/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@teamcast.local', password }),
    });
    return response.status;
  }

  it('prints the generated password once on the terminal, never in the log, and it signs in', async () => {
    const logs = captureLogs();
    const printed: string[] = [];
    const terminal = { isTTY: true, write: (text: string) => void printed.push(text) };
    const server = await startServer(config(), { logger: logs.logger, terminal });
    let password: string | undefined;
    try {
      password = /password: (\S+)/.exec(printed.join(''))?.[1];
      expect(password).toMatch(/^[\w-]{24}$/);
      const line = logs.entries.find((entry) => String(entry.msg).startsWith('Created the administrator admin@teamcast.local'));
      expect(line?.level).toBe(40);
      expect(JSON.stringify(logs.entries)).not.toContain(password);
      expect(await signsIn(server, password)).toBe(200);
    } finally {
      await server.close();
    }

    const again = captureLogs();
    const quiet: string[] = [];
    const restarted = await startServer(config(), { logger: again.logger, terminal: { isTTY: true, write: (text) => void quiet.push(text) } });
    await restarted.close();
    expect(again.entries.some((entry) => String(entry.msg).includes('Created the administrator'))).toBe(false);
    expect(quiet).toEqual([]);
    expect(JSON.stringify(again.entries)).not.toContain(password);
  }, slowTestTimeout);
});

describe('startServer without a terminal', () => {
  const target = useServerTarget('teamcast-admin-file-');
  const config = () => testConfig({ PORT: '0', HOST: '127.0.0.1', ...target.env() });

  it('writes the generated password to a file only its user reads, and the log names the file, not the password', async () => {
    const logs = captureLogs();
    const printed: string[] = [];
    const server = await startServer(config(), { logger: logs.logger, terminal: { isTTY: false, write: (text) => void printed.push(text) } });
    try {
      const file = path.join(target.dir, passwordFileName);
      const [email, password] = (await readFile(file, 'utf8')).trim().split('\n');
      expect(email).toBe('admin@teamcast.local');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(printed).toEqual([]);
      expect(JSON.stringify(logs.entries)).not.toContain(password);
      expect(logs.entries.some((entry) => String(entry.msg).includes(file))).toBe(true);
      const port = new URL(server.url).port;
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/administrator/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      });
      expect(response.status).toBe(200);
    } finally {
      await server.close();
    }
  }, slowTestTimeout);
});

describe('npm run admin -- create', () => {
  const target = useServerTarget('teamcast-cli-');
  const cliEnv = (): Environment => ({ NODE_ENV: 'test', ...target.env() });

  async function run(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCli(args, cliEnv(), { out: (line) => out.push(line), err: (line) => err.push(line) }, database);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  async function withDatabase<T>(use: (configured: Database) => Promise<T>): Promise<T> {
    const configured = await openDatabase(
      target.database.options.kind === 'postgres' ? target.database.options : { kind: 'pglite', dataDir: path.join(target.dir, 'pglite') },
    );
    try {
      return await use(configured);
    } finally {
      await configured.close();
    }
  }

  it('creates an administrator with the given password, and refuses the same email twice', async () => {
    const created = await run(['create', 'Chief@Example.com', '--password', 'chief-password']);
    expect(created).toEqual({ code: 0, out: 'Created the administrator chief@example.com', err: '' });
    const duplicate = await run(['create', 'chief@example.com']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.err).toBe('An administrator with the email chief@example.com already exists');
    expect(await passwordMatches(database, 'chief@example.com', 'chief-password')).toBe(true);
  });

  it('refuses wrong arguments without touching the database', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['delete', 'x@example.com'])).err).toMatch(/^Usage: npm run admin -- create <email>/);
    expect((await run(['create', 'not-an-email'])).err).toBe('Not an email address: not-an-email');
    expect((await run(['create', 'x@example.com', '--password', '123'])).err).toBe('The password needs at least 6 characters');
    expect((await run(['create', 'x@example.com', '--colour', 'red'])).code).toBe(2);
  });

  it('runs as a script on the configured database, printing a generated password that signs in', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', 'create', 'script@example.com'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH, ...cliEnv() },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    const password = /^Password: (\S+)$/m.exec(stdout)?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(await withDatabase((configured) => passwordMatches(configured, 'script@example.com', password ?? ''))).toBe(true);
  }, slowTestTimeout);
});

describe("the team's address", () => {
  beforeAll(async () => {
    await database.db.delete(administrators);
  });

  /** Where the team's copy of a join request went. */
  async function teamRecipient(env: Environment): Promise<string | undefined> {
    const app = await buildApp({ config: testConfig(env), db: database });
    try {
      const email = uniqueEmail('join');
      expect((await app.inject({ method: 'POST', url: '/api/v1/passport/owner/join/request', payload: { email } })).statusCode).toBe(202);
      const rows = await database.db.select().from(outbox).orderBy(desc(outbox.id));
      return rows.find((row) => row.to !== email && row.text.includes(email))?.to;
    } finally {
      await app.close();
    }
  }

  it('is the first administrator, unless TEAM_EMAIL names another', async () => {
    const ctx = { database } as TestApp;
    const first = await createAdministrator(ctx, { createdAt: new Date('2026-01-01T00:00:00Z') });
    await createAdministrator(ctx, { createdAt: new Date('2026-02-01T00:00:00Z') });
    expect(await teamRecipient({})).toBe(first.email);
    expect(await teamRecipient({ TEAM_EMAIL: 'Team@Example.com' })).toBe('team@example.com');
  });
});
