import { desc, eq } from 'drizzle-orm';
import { estimators } from '../../db/schema';
import type { Db } from '../../platform/database';

export type EstimatorRow = typeof estimators.$inferSelect;
export type NewEstimatorRow = typeof estimators.$inferInsert;
export type EstimatorChanges = Partial<Omit<NewEstimatorRow, 'id' | 'createdAt'>>;

export async function insertEstimator(db: Db, row: NewEstimatorRow): Promise<EstimatorRow> {
  const rows = await db.insert(estimators).values(row).returning();
  return rows[0]!;
}

export async function findEstimatorById(db: Db, id: string): Promise<EstimatorRow | undefined> {
  const rows = await db.select().from(estimators).where(eq(estimators.id, id));
  return rows[0];
}

export async function findEstimatorByEmail(db: Db, email: string): Promise<EstimatorRow | undefined> {
  const rows = await db.select().from(estimators).where(eq(estimators.email, email.toLowerCase()));
  return rows[0];
}

/** Newest first; the id keeps the order stable between estimators created at the same instant. */
export async function listEstimators(db: Db): Promise<EstimatorRow[]> {
  return db.select().from(estimators).orderBy(desc(estimators.createdAt), desc(estimators.id));
}

export async function updateEstimator(db: Db, id: string, changes: EstimatorChanges): Promise<EstimatorRow | undefined> {
  const rows = await db.update(estimators).set(changes).where(eq(estimators.id, id)).returning();
  return rows[0];
}

export async function deleteEstimator(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(estimators).where(eq(estimators.id, id)).returning({ id: estimators.id });
  return rows.length > 0;
}
