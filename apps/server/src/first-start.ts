import { insertMetaOnce, readMeta, writeMeta } from './meta/app-meta-repository';
import type { Db } from './platform/database';

export interface StartRecord {
  /** When this installation first started, kept across every later start. */
  firstStartAt: string;
  isFirstStart: boolean;
}

/**
 * Records the first start of this installation and the latest one. Running on every start also
 * proves the database accepts writes before the server takes requests.
 */
export async function recordStart(db: Db, now: Date): Promise<StartRecord> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const isFirstStart = await insertMetaOnce(tx, 'first_start', { at }, now);
    await writeMeta(tx, 'last_start', { at }, now);
    const stored = (await readMeta(tx, 'first_start')) as { at?: unknown } | undefined;
    return { firstStartAt: typeof stored?.at === 'string' ? stored.at : at, isFirstStart };
  });
}
