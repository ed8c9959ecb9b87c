import type { EstimatorProfileFilter } from '@teamcast/domain';
import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { estimatorAssignments, estimators, profileInGradingPool, profileNameSortKey, profiles } from '../../db/schema';
import type { Db } from '../../platform/database';

export type AssignmentRow = typeof estimatorAssignments.$inferSelect;
export type AssignmentChanges = Partial<Pick<AssignmentRow, 'score' | 'scorePrecise' | 'note' | 'skipStatus' | 'ratedAt'>>;

/** The profile's columns an estimator's list and page read; never contacts or the birth date itself. */
const profileColumns = {
  kind: profiles.kind,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  hideDetails: profiles.hideDetails,
  birthDate: profiles.birthDate,
  age: profiles.age,
  gender: profiles.gender,
  position: profiles.position,
  completedAt: profiles.completedAt,
};

export const assignedColumns = { ...getTableColumns(estimatorAssignments), ...profileColumns };
export type AssignedProfileRow = AssignmentRow & { [K in keyof typeof profileColumns]: (typeof profiles.$inferSelect)[K] };

/** Deleted profiles drop out of estimators' lists and pages, though their assignments stay until the profile goes. */
const profileNotDeleted: SQL = sql`${profiles.deletedAt} is null and ${profiles.state} not in ('deleted', 'delete_keep')`;

const graded = or(isNotNull(estimatorAssignments.score), isNotNull(estimatorAssignments.scorePrecise))!;
const notGraded = and(isNull(estimatorAssignments.score), isNull(estimatorAssignments.scorePrecise))!;

/** The tabs in SQL, stating `estimationStatus` of the domain in the same order. */
export const filterConditions: Record<EstimatorProfileFilter, SQL> = {
  all: sql`true`,
  suspect: sql`${estimatorAssignments.skipStatus} = 'suspicious'`,
  postponed: sql`${estimatorAssignments.skipStatus} = 'normal'`,
  estimated: and(isNull(estimatorAssignments.skipStatus), graded)!,
  viewOnly: and(isNull(estimatorAssignments.skipStatus), notGraded, isNotNull(estimatorAssignments.viewedAt))!,
  notEstimated: and(isNull(estimatorAssignments.skipStatus), notGraded, isNull(estimatorAssignments.viewedAt))!,
};

const ofEstimator = (estimatorId: string) => eq(estimatorAssignments.estimatorId, estimatorId);

function assignedJoin(db: Db) {
  return db.select(assignedColumns).from(estimatorAssignments).innerJoin(profiles, eq(profiles.id, estimatorAssignments.profileId));
}

export interface AssignedListSelection {
  estimatorId: string;
  filter: EstimatorProfileFilter;
  sort: 'assignedAt' | 'name' | 'score';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function orderOf(sort: AssignedListSelection['sort'], order: 'asc' | 'desc'): SQL[] {
  const direction = (value: SQL) => (order === 'asc' ? sql`${value} asc nulls last` : sql`${value} desc nulls last`);
  // Within a batch, the order it was handed out in (oldest profile first); the id breaks the last ties.
  const ties = [asc(profiles.completedAt), asc(estimatorAssignments.profileId)];
  switch (sort) {
    case 'assignedAt':
      return [order === 'asc' ? asc(estimatorAssignments.assignedAt) : desc(estimatorAssignments.assignedAt), ...ties];
    case 'name':
      return [direction(profileNameSortKey(profiles.firstName)), direction(profileNameSortKey(sql`case when ${profiles.hideDetails} then null else ${profiles.lastName} end`)), ...ties];
    case 'score':
      return [direction(sql`coalesce(${estimatorAssignments.scorePrecise}, ${estimatorAssignments.score})`), ...ties];
  }
}

/** One page of the estimator's assigned profiles in a tab, sorted and cut in the database. */
export async function listAssigned(db: Db, selection: AssignedListSelection): Promise<AssignedProfileRow[]> {
  return assignedJoin(db)
    .where(and(ofEstimator(selection.estimatorId), profileNotDeleted, filterConditions[selection.filter]))
    .orderBy(...orderOf(selection.sort, selection.order))
    .limit(selection.limit)
    .offset(selection.offset);
}

/** How many assigned profiles each tab holds, counted in one pass. */
export async function countAssigned(db: Db, estimatorId: string): Promise<Record<EstimatorProfileFilter, number>> {
  const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::integer`;
  const rows = await db
    .select({
      all: count(filterConditions.all),
      viewOnly: count(filterConditions.viewOnly),
      estimated: count(filterConditions.estimated),
      postponed: count(filterConditions.postponed),
      notEstimated: count(filterConditions.notEstimated),
      suspect: count(filterConditions.suspect),
    })
    .from(estimatorAssignments)
    .innerJoin(profiles, eq(profiles.id, estimatorAssignments.profileId))
    .where(and(ofEstimator(estimatorId), profileNotDeleted));
  const row = rows[0];
  return {
    all: Number(row?.all ?? 0),
    viewOnly: Number(row?.viewOnly ?? 0),
    estimated: Number(row?.estimated ?? 0),
    postponed: Number(row?.postponed ?? 0),
    notEstimated: Number(row?.notEstimated ?? 0),
    suspect: Number(row?.suspect ?? 0),
  };
}

/** The estimator's assignment of a profile that still stands, with what the page shows of the profile. */
export async function findAssigned(db: Db, estimatorId: string, profileId: string): Promise<AssignedProfileRow | undefined> {
  const rows = await assignedJoin(db).where(and(ofEstimator(estimatorId), eq(estimatorAssignments.profileId, profileId), profileNotDeleted));
  return rows[0];
}

/** The questionnaire and answers of a profile, read only for its page. */
export async function findAnswersOf(db: Db, profileId: string) {
  const rows = await db
    .select({ kind: profiles.kind, questionnaireId: profiles.questionnaireId, answers: profiles.answers, hideDetails: profiles.hideDetails })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return rows[0];
}

/** Records the first opening only: a later one leaves the date as it was. */
export async function markViewed(db: Db, estimatorId: string, profileId: string, now: Date): Promise<void> {
  await db
    .update(estimatorAssignments)
    .set({ viewedAt: now })
    .where(and(ofEstimator(estimatorId), eq(estimatorAssignments.profileId, profileId), isNull(estimatorAssignments.viewedAt)));
}

/** Changes the estimator's grading of a profile; whoever grades or skips has opened it. */
export async function updateAssignment(db: Db, estimatorId: string, profileId: string, changes: AssignmentChanges, now: Date): Promise<boolean> {
  const rows = await db
    .update(estimatorAssignments)
    .set({ ...changes, viewedAt: sql`coalesce(${estimatorAssignments.viewedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(ofEstimator(estimatorId), eq(estimatorAssignments.profileId, profileId)))
    .returning({ profileId: estimatorAssignments.profileId });
  return rows.length > 0;
}

/** Holds the estimator's row until the transaction ends, so that one estimator's batch requests run one after another. */
export async function lockEstimator(db: Db, estimatorId: string): Promise<boolean> {
  const rows = await db.select({ id: estimators.id }).from(estimators).where(eq(estimators.id, estimatorId)).for('update');
  return rows.length > 0;
}

/** How many of the estimator's profiles are neither graded nor skipped, and the number of the last batch. */
export async function batchState(db: Db, estimatorId: string): Promise<{ unfinished: number; lastBatch: number }> {
  const rows = await db
    .select({
      unfinished: sql<number>`(count(*) filter (where ${profileNotDeleted} and ${isNull(estimatorAssignments.skipStatus)} and ${notGraded}))::integer`,
      lastBatch: sql<number>`coalesce(max(${estimatorAssignments.batch}), 0)::integer`,
    })
    .from(estimatorAssignments)
    .innerJoin(profiles, eq(profiles.id, estimatorAssignments.profileId))
    .where(ofEstimator(estimatorId));
  return { unfinished: Number(rows[0]?.unfinished ?? 0), lastBatch: Number(rows[0]?.lastBatch ?? 0) };
}

/**
 * Hands the estimator up to `size` filled profiles they do not have, in one statement: not deleted, not
 * demo; the ones graded by the fewest estimators first, then assigned to the fewest, then the longest
 * filled. The counts live on the profile (kept by the database as assignments change), so the pool is
 * read in this order from its partial index and the walk stops at the batch's size. The chosen profiles
 * stay locked until the transaction ends and a concurrent request skips them, so two estimators asking
 * at the same moment get different profiles.
 */
export async function assignBatch(
  db: Db,
  { estimatorId, batch, size, now }: { estimatorId: string; batch: number; size: number; now: Date },
): Promise<string[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with chosen as (
      select ${profiles.id} as id
      from ${profiles}
      where ${profileInGradingPool(profiles)}
        and not exists (select 1 from ${estimatorAssignments} mine
          where mine.profile_id = ${profiles.id} and mine.estimator_id = ${estimatorId})
      order by ${profiles.gradedCount} asc, ${profiles.assignedCount} asc, ${profiles.completedAt} asc nulls last, ${profiles.createdAt} asc, ${profiles.id} asc
      limit ${size}
      for update of ${profiles} skip locked
    )
    insert into ${estimatorAssignments} (estimator_id, profile_id, batch, assigned_at, updated_at)
    select ${estimatorId}, chosen.id, ${batch}, ${at}::timestamptz, ${at}::timestamptz from chosen
    returning profile_id`);
  return (result as unknown as { rows: { profile_id: string }[] }).rows.map((row) => row.profile_id);
}
