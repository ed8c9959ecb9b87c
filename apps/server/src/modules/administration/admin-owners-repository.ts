import type { AdminOwner, adminOwnerListQuerySchema } from '@teamcast/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { owners, profileCounts, subscriptions } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { z } from 'zod';
import { likeEscaped } from '../profiles/profile-list-repository';

export type OwnerListSelection = z.output<typeof adminOwnerListQuerySchema>;

/** The day after a YYYY-MM-DD day, so that `to` takes in its whole day. */
export const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** Profiles an owner has, not deleted: a sum over the few rows of `profile_counts`, never a count over profiles. */
const liveProfileCount: SQL<number> = sql<number>`coalesce((select sum(${profileCounts.profileCount}) from ${profileCounts}
  where ${profileCounts.ownerId} = ${owners.id} and ${profileCounts.state} not in ('deleted', 'delete_keep')), 0)::integer`;

/** The end of the period of the subscription in force (at most one per owner, by a unique index). */
const subscriptionEnd: SQL<Date | null> = sql`(select ${subscriptions.periodEnd} from ${subscriptions}
  where ${subscriptions.ownerId} = ${owners.id} and ${subscriptions.status} in ('active', 'past_due', 'unpaid') limit 1)`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

function conditions(query: OwnerListSelection): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.search) parts.push(sql`${owners.email} like ${`%${likeEscaped(query.search.toLowerCase())}%`}`);
  if (query.status) parts.push(eq(owners.status, query.status));
  if (query.createdFrom) parts.push(gte(owners.createdAt, new Date(`${query.createdFrom}T00:00:00.000Z`)));
  if (query.createdTo) parts.push(lt(owners.createdAt, new Date(dayAfter(query.createdTo))));
  if (query.subscription) parts.push(eq(owners.plan, query.subscription === 'none' ? 'NONE' : query.subscription));
  return and(...parts);
}

const ownerColumns = {
  id: owners.id,
  email: owners.email,
  status: owners.status,
  companyName: owners.companyName,
  plan: owners.plan,
  createdAt: owners.createdAt,
  lastVisitAt: owners.lastVisitAt,
  endDate: subscriptionEnd,
  profileCount: liveProfileCount,
};

type OwnerListRow = { id: string; email: string; status: string; companyName: string | null; plan: string; createdAt: Date; lastVisitAt: Date | null; endDate: Date | null; profileCount: number };

function toAdminOwner(row: OwnerListRow): AdminOwner {
  return {
    _id: row.id,
    email: row.email,
    status: row.status as AdminOwner['status'],
    companyName: row.companyName,
    subscribe: row.plan as AdminOwner['subscribe'],
    subscribeEndDate: row.endDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
    profileCount: Number(row.profileCount),
  };
}

/** A page of owners; the profile counts and subscription ends are read for the page's rows only. */
export async function pageOwners(db: Db, query: OwnerListSelection): Promise<{ items: AdminOwner[]; total: number }> {
  const where = conditions(query);
  const direction = query.order === 'asc' ? asc : desc;
  const sortColumn = { createdAt: owners.createdAt, email: owners.email, lastVisitAt: owners.lastVisitAt }[query.sort];
  const order = query.sort === 'lastVisitAt' ? sql`${sortColumn} ${sql.raw(query.order)} nulls last` : direction(sortColumn);
  const rows = await db
    .select(ownerColumns)
    .from(owners)
    .where(where)
    .orderBy(order, direction(owners.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(owners).where(where);
  return { items: rows.map(toAdminOwner), total: counted?.total ?? 0 };
}

export async function findAdminOwner(db: Db, id: string): Promise<AdminOwner | undefined> {
  const [row] = await db.select(ownerColumns).from(owners).where(eq(owners.id, id));
  return row ? toAdminOwner(row) : undefined;
}

export async function existingOwnerIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db.select({ id: owners.id }).from(owners).where(inArray(owners.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Owners for the profile list's owner filter, by email or company, in email order. */
export async function pageFilterOwners(db: Db, query: { search?: string | undefined; limit: number; offset: number }) {
  const pattern = query.search ? `%${likeEscaped(query.search.toLowerCase())}%` : null;
  const where = pattern ? sql`(${owners.email} like ${pattern} or lower(coalesce(${owners.companyName}, '')) like ${pattern})` : undefined;
  const rows = await db
    .select({ _id: owners.id, email: owners.email, companyName: owners.companyName })
    .from(owners)
    .where(where)
    .orderBy(asc(owners.email))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(owners).where(where);
  return { items: rows, total: counted?.total ?? 0 };
}
