import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'teamcast-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes our process id and removes it on release', async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, 'teamcast.pid'), 'utf8')).toBe(String(process.pid));
    await release();
    expect(existsSync(path.join(dir, 'teamcast.pid'))).toBe(false);
  });

  it('refuses a folder this process already holds', async () => {
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });

  it('refuses a folder a live process holds', async () => {
    // The parent of the test worker is alive for as long as the test runs.
    await writeFile(path.join(dir, 'teamcast.pid'), String(process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone, or by an earlier process with our id', async () => {
    for (const stale of ['999999999', String(process.pid), 'garbage']) {
      await writeFile(path.join(dir, 'teamcast.pid'), stale);
      const release = await lockDataDir(dir);
      expect(await readFile(path.join(dir, 'teamcast.pid'), 'utf8')).toBe(String(process.pid));
      await release();
    }
  });
});
