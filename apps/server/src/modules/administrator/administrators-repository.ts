import { asc, eq, sql } from 'drizzle-orm';
import { administrators } from '../../db/schema';
import type { Db } from '../../platform/database';

export type AdministratorRow = typeof administrators.$inferSelect;
export type NewAdministratorRow = typeof administrators.$inferInsert;

/** Inserts unless the email is taken; undefined when it was. */
export async function insertAdministrator(db: Db, row: NewAdministratorRow): Promise<AdministratorRow | undefined> {
  const rows = await db.insert(administrators).values(row).onConflictDoNothing({ target: administrators.email }).returning();
  return rows[0];
}

export async function findAdministratorById(db: Db, id: string): Promise<AdministratorRow | undefined> {
  const rows = await db.select().from(administrators).where(eq(administrators.id, id));
  return rows[0];
}

export async function findAdministratorByEmail(db: Db, email: string): Promise<AdministratorRow | undefined> {
  const rows = await db.select().from(administrators).where(eq(administrators.email, email.toLowerCase()));
  return rows[0];
}

/** The administrator created first, whose address receives the team's mail unless `TEAM_EMAIL` says otherwise. */
export async function findFirstAdministrator(db: Db): Promise<AdministratorRow | undefined> {
  const rows = await db.select().from(administrators).orderBy(asc(administrators.createdAt), asc(administrators.id)).limit(1);
  return rows[0];
}

export async function countAdministrators(db: Db): Promise<number> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(administrators);
  return rows[0]?.count ?? 0;
}

export async function touchAdministrator(db: Db, id: string, now: Date): Promise<void> {
  await db.update(administrators).set({ lastVisitAt: now }).where(eq(administrators.id, id));
}
