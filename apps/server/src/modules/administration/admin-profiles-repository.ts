import type { adminProfileListQuerySchema, AdminProfile } from '@teamcast/contract';
import { adminProfileStatus, gradeFromScore, gradeGroupRange, type AdminProfileFilter, type EstimatorMark, type ProfileState, type SkipStatus } from '@teamcast/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { estimatorAssignments, owners, profileCounts, profileEstimated, profiles } from '../../db/schema';
import type { Db } from '../../platform/database';
import { likeEscaped } from '../profiles/profile-list-repository';
import { dayAfter } from './admin-owners-repository';

export type ProfileListSelection = z.output<typeof adminProfileListQuerySchema>;

const deletedStates = sql`('deleted', 'delete_keep')`;
const assignmentWhere = (condition: SQL) =>
  sql`exists (select 1 from ${estimatorAssignments} where ${estimatorAssignments.profileId} = ${profiles.id} and ${condition})`;
// The profile's own counts of its estimators' marks (kept by the database) stand for "some estimator
// marked it so". `is distinct from` keeps a null skip status true rather than unknown.
const notSuspicious = sql`${profiles.skipStatus} is distinct from 'suspicious' and ${profiles.suspiciousCount} = 0`;
const suspicious = sql`(${profiles.skipStatus} is not distinct from 'suspicious' or ${profiles.suspiciousCount} > 0)`;
const skippedNormal = sql`(${profiles.skipStatus} is not distinct from 'normal' or ${assignmentWhere(sql`${estimatorAssignments.skipStatus} = 'normal'`)})`;
const waiting = sql`${profiles.state} = 'ack_a' and ${profiles.finalScore} is null`;

/**
 * Each filter picks the profiles whose status (`adminProfileStatus`, in the same order of precedence)
 * is the filter's name; `all` is every profile not deleted. "Estimated" is the condition of its partial
 * index, word for word.
 */
const filterConditions: Record<AdminProfileFilter, SQL> = {
  all: sql`${profiles.state} not in ${deletedStates}`,
  deleted: sql`${profiles.state} in ${deletedStates}`,
  approved: sql`${profiles.state} = 'ack_a' and ${profiles.finalScore} is not null`,
  suspicious: sql`${waiting} and ${suspicious}`,
  estimated: profileEstimated(profiles),
  skipped: sql`${waiting} and ${notSuspicious} and ${profiles.scoredCount} = 0 and ${skippedNormal}`,
};

function conditions(query: ProfileListSelection): SQL | undefined {
  const parts: (SQL | undefined)[] = [filterConditions[query.filter]];
  if (query.search) {
    const pattern = `%${likeEscaped(query.search.toLowerCase())}%`;
    parts.push(sql`(${profiles.searchPublic} like ${pattern} or ${profiles.searchPrivate} like ${pattern})`);
  }
  if (query.createdFrom) parts.push(gte(profiles.createdAt, new Date(`${query.createdFrom}T00:00:00.000Z`)));
  if (query.createdTo) parts.push(lt(profiles.createdAt, new Date(dayAfter(query.createdTo))));
  if (query.ownerId) parts.push(eq(profiles.ownerId, query.ownerId));
  if (query.gradeGroup) {
    const range = gradeGroupRange(query.gradeGroup);
    parts.push(gte(profiles.finalScore, range.from));
    if (range.to !== null) parts.push(lt(profiles.finalScore, range.to));
  }
  return and(...parts);
}

export const adminProfileColumns = {
  id: profiles.id,
  ownerId: profiles.ownerId,
  ownerEmail: owners.email,
  kind: profiles.kind,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  position: profiles.position,
  email: profiles.email,
  state: profiles.state,
  finalScore: profiles.finalScore,
  finalScorePrecise: profiles.finalScorePrecise,
  skipStatus: profiles.skipStatus,
  createdAt: profiles.createdAt,
  completedAt: profiles.completedAt,
};

export type AdminProfileRow = {
  id: string;
  ownerId: string;
  ownerEmail: string;
  kind: string;
  firstName: string | null;
  lastName: string | null;
  position: string | null;
  email: string | null;
  state: string;
  finalScore: number | null;
  finalScorePrecise: number | null;
  skipStatus: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

/** What the estimators did with each of these profiles, for their statuses. */
export async function marksOf(db: Db, profileIds: readonly string[]): Promise<Map<string, EstimatorMark[]>> {
  const marks = new Map<string, EstimatorMark[]>();
  if (profileIds.length === 0) return marks;
  const rows = await db
    .select({ profileId: estimatorAssignments.profileId, score: estimatorAssignments.score, skipStatus: estimatorAssignments.skipStatus })
    .from(estimatorAssignments)
    .where(inArray(estimatorAssignments.profileId, [...profileIds]));
  for (const row of rows) {
    const list = marks.get(row.profileId) ?? [];
    list.push({ score: row.score, skipStatus: row.skipStatus as SkipStatus | null });
    marks.set(row.profileId, list);
  }
  return marks;
}

export function toAdminProfile(row: AdminProfileRow, marks: readonly EstimatorMark[]): AdminProfile {
  const skipStatus = row.skipStatus as SkipStatus | null;
  return {
    _id: row.id,
    ownerId: row.ownerId,
    ownerEmail: row.ownerEmail,
    kind: row.kind as AdminProfile['kind'],
    firstName: row.firstName,
    lastName: row.lastName,
    position: row.position,
    email: row.email,
    state: row.state as ProfileState,
    status: adminProfileStatus({ state: row.state as ProfileState, finalScore: row.finalScore, skipStatus, marks }),
    finalScore: row.finalScore,
    finalScorePrecise: row.finalScorePrecise,
    grade: gradeFromScore(row.finalScore),
    skipStatus,
    gradeCount: marks.filter((mark) => mark.score !== null).length,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Whether the list asks for nothing but this filter: then every owner's counts per state answer the total. */
function onlyFilter(query: ProfileListSelection, filter: AdminProfileFilter): boolean {
  return query.filter === filter && !query.search && !query.createdFrom && !query.createdTo && !query.ownerId && !query.gradeGroup;
}

/** A page of every owner's profiles, filtered, ordered and cut in SQL. */
export async function pageProfiles(db: Db, query: ProfileListSelection): Promise<{ items: AdminProfile[]; total: number }> {
  const where = conditions(query);
  const direction = query.order === 'asc' ? asc : desc;
  const order = query.sort === 'finalScore' ? sql`${profiles.finalScore} ${sql.raw(query.order)} nulls last` : direction(profiles.createdAt);
  const rows = await db
    .select(adminProfileColumns)
    .from(profiles)
    .innerJoin(owners, eq(owners.id, profiles.ownerId))
    .where(where)
    .orderBy(order, direction(profiles.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await (onlyFilter(query, 'all')
    ? db.select({ total: sql<number>`coalesce(sum(${profileCounts.profileCount}), 0)::integer` }).from(profileCounts).where(sql`${profileCounts.state} not in ${deletedStates}`)
    : db.select({ total: count() }).from(profiles).where(where));
  const marks = await marksOf(db, rows.map((row) => row.id));
  return { items: rows.map((row) => toAdminProfile(row, marks.get(row.id) ?? [])), total: counted?.total ?? 0 };
}
