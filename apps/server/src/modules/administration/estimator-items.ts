import type { EstimatorListItem } from '@teamcast/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { estimatorAssignments, estimators } from '../../db/schema';
import type { Db } from '../../platform/database';

/** The profiles assigned to the estimator, counted on the assignments' index by estimator. */
const assignedCount = sql<number>`(select count(*) from ${estimatorAssignments} where ${estimatorAssignments.estimatorId} = ${estimators.id})::integer`;

const itemColumns = {
  _id: estimators.id,
  email: estimators.email,
  fullName: estimators.fullName,
  information: estimators.information,
  createdAt: estimators.createdAt,
  lastVisitAt: estimators.lastVisitAt,
  profileCount: assignedCount,
};

type ItemRow = { _id: string; email: string; fullName: string; information: string | null; createdAt: Date; lastVisitAt: Date | null; profileCount: number };

const toItem = (row: ItemRow): EstimatorListItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
  profileCount: Number(row.profileCount),
});

export async function estimatorItems(db: Db): Promise<EstimatorListItem[]> {
  const rows = await db.select(itemColumns).from(estimators).orderBy(desc(estimators.createdAt), desc(estimators.id));
  return rows.map(toItem);
}

export async function estimatorItem(db: Db, id: string): Promise<EstimatorListItem | undefined> {
  const [row] = await db.select(itemColumns).from(estimators).where(eq(estimators.id, id));
  return row ? toItem(row) : undefined;
}
