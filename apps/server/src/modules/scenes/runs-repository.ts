import type { ComputeResult } from '../../platform/compute/scene-task';
import { and, eq } from 'drizzle-orm';
import { runs } from '../../db/schema';
import type { Db } from '../../platform/database';

export type RunRow = typeof runs.$inferSelect;

export async function insertRun(db: Db, row: typeof runs.$inferInsert): Promise<RunRow> {
  const [inserted] = await db.insert(runs).values(row).returning();
  if (!inserted) throw new Error('The run was not stored');
  return inserted;
}

export async function updateRun(
  db: Db,
  ruid: string,
  changes: { status: RunRow['status']; errorCode?: string | null; result?: ComputeResult | null; updatedAt: Date },
): Promise<void> {
  await db.update(runs).set(changes).where(eq(runs.ruid, ruid));
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
