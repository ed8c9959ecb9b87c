import type { ComputeResult } from '../../platform/compute/scene-task';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { runs } from '../../db/schema';
import type { Db } from '../../platform/database';

export type RunRow = typeof runs.$inferSelect;

/** A result already written as JSON (by the thread that computed it), stored as it is. */
export class StoredJson {
  constructor(readonly text: string) {}
}

export async function insertRun(db: Db, row: typeof runs.$inferInsert): Promise<RunRow> {
  const [inserted] = await db.insert(runs).values(row).returning();
  if (!inserted) throw new Error('The run was not stored');
  return inserted;
}

export async function updateRun(
  db: Db,
  ruid: string,
  changes: { status: RunRow['status']; errorCode?: string | null; result?: ComputeResult | StoredJson | null; updatedAt: Date },
): Promise<void> {
  const { result, ...rest } = changes;
  const set: Omit<typeof changes, 'result'> & { result?: ComputeResult | SQL | null } = rest;
  if (result !== undefined) set.result = result instanceof StoredJson ? sql`${result.text}::jsonb` : result;
  await db.update(runs).set(set).where(eq(runs.ruid, ruid));
}

export async function findOwnRun(db: Db, ownerId: string, ruid: string): Promise<RunRow | undefined> {
  const rows = await db
    .select()
    .from(runs)
    .where(and(eq(runs.ruid, ruid), eq(runs.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

export async function findRun(db: Db, ruid: string): Promise<RunRow | undefined> {
  const rows = await db.select().from(runs).where(eq(runs.ruid, ruid)).limit(1);
  return rows[0];
}
