import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Another live process holds the embedded database; two writers would corrupt it. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`The database in ${dataDir} is in use by process ${pid}; stop it or choose another DATA_DIR`);
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Folders this process holds; a file naming our own pid but absent here was left by an earlier
// process that had the same pid (a container restarting as pid 1).
const heldHere = new Set<string>();

/**
 * PGlite has no lock of its own, so a second server on the same folder would write over the first.
 * A file holding our process id marks the folder as taken; one left by a dead process is replaced.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'teamcast.pid');
  if (heldHere.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
