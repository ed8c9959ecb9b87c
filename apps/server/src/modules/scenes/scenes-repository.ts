import type { Scene, SceneKind } from '@teamcast/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { owners, scenes } from '../../db/schema';
import type { Db } from '../../platform/database';

export type SceneRow = typeof scenes.$inferSelect;

export async function insertScene(db: Db, row: typeof scenes.$inferInsert): Promise<SceneRow> {
  const [inserted] = await db.insert(scenes).values(row).returning();
  if (!inserted) throw new Error('The scene was not stored');
  return inserted;
}

export async function findOwnScene(db: Db, ownerId: string, id: string, kind: SceneKind): Promise<SceneRow | undefined> {
  const rows = await db
    .select()
    .from(scenes)
    .where(and(eq(scenes.id, id), eq(scenes.ownerId, ownerId), eq(scenes.kind, kind)))
    .limit(1);
  return rows[0];
}

/** The scene locked until the transaction ends, so a change computed from it is the next one stored. */
export async function lockOwnScene(tx: Db, ownerId: string, id: string, kind: SceneKind): Promise<SceneRow | undefined> {
  const rows = await tx
    .select()
    .from(scenes)
    .where(and(eq(scenes.id, id), eq(scenes.ownerId, ownerId), eq(scenes.kind, kind)))
    .for('update');
  return rows[0];
}

export async function findSandbox(db: Db, ownerId: string): Promise<SceneRow | undefined> {
  const rows = await db
    .select()
    .from(scenes)
    .where(and(eq(scenes.ownerId, ownerId), eq(scenes.kind, 'sandbox')))
    .limit(1);
  return rows[0];
}

export async function listOwnTeams(db: Db, ownerId: string): Promise<SceneRow[]> {
  return db
    .select()
    .from(scenes)
    .where(and(eq(scenes.ownerId, ownerId), eq(scenes.kind, 'team')))
    .orderBy(desc(scenes.updatedAt), desc(scenes.id));
}

/**
 * The owner's row locked until the transaction ends, with the plan's limit of teams: one owner's new
 * teams and scratch scenes queue behind it, so a count of the teams and the insert after it (or the
 * scratch scene's delete and insert) cannot be overtaken by a parallel request.
 */
export async function lockOwner(tx: Db, ownerId: string): Promise<{ teamLimit: number | null } | undefined> {
  const rows = await tx.select({ teamLimit: owners.teamLimit }).from(owners).where(eq(owners.id, ownerId)).for('update');
  return rows[0];
}

export async function countOwnTeams(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ teams: count() })
    .from(scenes)
    .where(and(eq(scenes.ownerId, ownerId), eq(scenes.kind, 'team')));
  return row?.teams ?? 0;
}

/**
 * Stores a change made on `version` and moves the version on, in one statement: the check and the
 * write cannot be split by another edit. Nothing when the scene is at another version (or gone).
 */
export async function updateSceneAtVersion(
  db: Db,
  id: string,
  version: number,
  changes: { state?: Scene; title?: string; updatedAt: Date },
): Promise<SceneRow | undefined> {
  const [row] = await db
    .update(scenes)
    .set({ ...changes, version: sql`${scenes.version} + 1` })
    .where(and(eq(scenes.id, id), eq(scenes.version, version)))
    .returning();
  return row;
}

/** Deletes the owner's teams among `ids` (all of them when `ids` is null); returns how many went. */
export async function deleteOwnTeams(db: Db, ownerId: string, ids: readonly string[] | null): Promise<number> {
  const rows = await db
    .delete(scenes)
    .where(and(eq(scenes.ownerId, ownerId), eq(scenes.kind, 'team'), ...(ids ? [inArray(scenes.id, [...ids])] : [])))
    .returning({ id: scenes.id });
  return rows.length;
}

/** Deletes the owner's scratch scene; answers the version it had, if there was one. */
export async function deleteSandbox(db: Db, ownerId: string): Promise<number | undefined> {
  const rows = await db
    .delete(scenes)
    .where(and(eq(scenes.ownerId, ownerId), eq(scenes.kind, 'sandbox')))
    .returning({ version: scenes.version });
  return rows[0]?.version;
}

export async function deleteOwnScene(db: Db, ownerId: string, id: string): Promise<void> {
  await db.delete(scenes).where(and(eq(scenes.id, id), eq(scenes.ownerId, ownerId)));
}
