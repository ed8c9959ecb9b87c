import type { Scene } from '@teamcast/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { scenes } from '../../db/schema';
import type { Db } from '../../platform/database';

export type SceneRow = typeof scenes.$inferSelect;
export type SceneKind = 'team' | 'sandbox' | 'pair';

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

export async function updateSceneRow(db: Db, id: string, changes: { state?: Scene; title?: string; updatedAt: Date }): Promise<SceneRow> {
  const [row] = await db.update(scenes).set(changes).where(eq(scenes.id, id)).returning();
  if (!row) throw new Error('The scene to update is gone');
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

export async function deleteSandbox(db: Db, ownerId: string): Promise<void> {
  await db.delete(scenes).where(and(eq(scenes.ownerId, ownerId), eq(scenes.kind, 'sandbox')));
}

export async function deleteOwnScene(db: Db, ownerId: string, id: string): Promise<void> {
  await db.delete(scenes).where(and(eq(scenes.id, id), eq(scenes.ownerId, ownerId)));
}
