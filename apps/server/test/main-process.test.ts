import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors } from '../src/db/schema';
import { openDatabase } from '../src/platform/database';
import { makeTempDir, slowTestTimeout } from './helpers/build-test-app';

const serverRoot = path.resolve(import.meta.dirname, '..');

interface MainProcess {
  child: ChildProcessWithoutNullStreams;
  output(): { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

function spawnMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), slowTestTimeout);
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  return { child, output: () => ({ stdout, stderr }), exited };
}

async function waitForOutput(main: MainProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  for (;;) {
    const match = main.output().stdout.match(pattern);
    if (match) return match;
    if (main.child.exitCode !== null) throw new Error(`main.ts exited early:\n${main.output().stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('node src/main.ts with a wrong configuration', () => {
  it('exits with 1 and a message naming the variable, without a stack trace', async () => {
    const main = spawnMain({ PORT: 'abc' });
    expect(await main.exited).toBe(1);
    const { stderr } = main.output();
    expect(stderr.trim()).toBe('Configuration error: PORT must be an integer between 0 and 65535 (got "abc")');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('names each wrong variable', async () => {
    const main = spawnMain({ DATABASE_URL: 'mysql://localhost/teamcast', LOG_LEVEL: 'loud' });
    expect(await main.exited).toBe(1);
    expect(main.output().stderr).toContain('Configuration error: DATABASE_URL');
    expect(main.output().stderr).toContain('Configuration error: LOG_LEVEL');
  });
});

describe('node src/main.ts', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir('teamcast-main-');
  });
  afterAll(() => temp.remove());

  it('serves, logs JSON in production, and on SIGTERM stops cleanly with everything written', async () => {
    const main = spawnMain({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: temp.dir,
      NODE_ENV: 'production',
      WEB_DIST_DIR: path.join(temp.dir, 'no-web-build'),
    });
    try {
      const [, port] = await waitForOutput(main, /Teamcast is running at http:\/\/localhost:(\d+)/);
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/app/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'stylesheet', message: 'styles failed', url: '/owner', area: 'owner' }),
      });
      expect(response.status).toBe(204);
      await waitForOutput(main, /"statusCode":204/);
    } finally {
      main.child.kill('SIGTERM');
    }
    expect(await main.exited).toBe(0);

    const lines = main.output().stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toContain('stopped');

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(temp.dir, 'pglite') });
    try {
      expect(await database.db.$count(clientErrors)).toBe(1);
    } finally {
      await database.close();
    }
  }, slowTestTimeout);
});
