import { eq, sql } from 'drizzle-orm';
import { owners } from '../../db/schema';
import { preparedStatement, type Db } from '../../platform/database';

export type OwnerRow = typeof owners.$inferSelect;
export type NewOwnerRow = typeof owners.$inferInsert;
export type OwnerChanges = Partial<Omit<NewOwnerRow, 'id' | 'createdAt'>>;

export async function insertOwner(db: Db, row: NewOwnerRow): Promise<OwnerRow> {
  const rows = await db.insert(owners).values(row).returning();
  return rows[0]!;
}

/** Every request of an owner reads their row (`ownerContext`), so it is a prepared statement. */
export async function findOwnerById(db: Db, id: string): Promise<OwnerRow | undefined> {
  const statement = preparedStatement(db, 'owner_by_id', (on) => on.select().from(owners).where(eq(owners.id, sql.placeholder('id'))));
  const rows = await statement.execute({ id });
  return rows[0];
}

export async function findOwnerByEmail(db: Db, email: string): Promise<OwnerRow | undefined> {
  const rows = await db.select().from(owners).where(eq(owners.email, email.toLowerCase()));
  return rows[0];
}

export async function updateOwner(db: Db, id: string, changes: OwnerChanges): Promise<OwnerRow | undefined> {
  const rows = await db.update(owners).set(changes).where(eq(owners.id, id)).returning();
  return rows[0];
}

export async function deleteOwner(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(owners).where(eq(owners.id, id)).returning({ id: owners.id });
  return rows.length > 0;
}
