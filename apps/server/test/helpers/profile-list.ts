import { randomUUID } from 'node:crypto';
import { matchesOwnerFilter, type OwnerProfileFilter, type ProfileState } from '@teamcast/domain';
import { profileAttachments, profiles } from '../../src/db/schema';
import { newLinkToken } from '../../src/modules/profiles/link-token';
import type { TestApp } from './build-test-app';

/** A profile as the list tests lay it out: the fields the list shows, searches and sorts by. */
export interface ListedFixture {
  id: string;
  ownerId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  position: string | null;
  age: number | null;
  expertise: number | null;
  state: ProfileState;
  hideDetails: boolean;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export type FixtureFields = Partial<Omit<ListedFixture, 'id' | 'ownerId'>>;

const at = new Date('2026-02-01T10:00:00.000Z');

/** Stores the profiles in one statement, as they are, without the rules a form would apply. */
export async function storeFixtures(ctx: TestApp, ownerId: string, rows: readonly FixtureFields[]): Promise<ListedFixture[]> {
  const fixtures: ListedFixture[] = rows.map((fields) => ({
    id: randomUUID(),
    ownerId,
    firstName: null,
    lastName: null,
    email: null,
    position: null,
    age: null,
    expertise: null,
    state: 'ack_q',
    hideDetails: false,
    createdAt: at,
    updatedAt: at,
    completedAt: null,
    ...fields,
  }));
  if (fixtures.length > 0) {
    await ctx.database.db.insert(profiles).values(fixtures.map((fixture) => ({ ...fixture, kind: 'full', permalink: newLinkToken() })));
  }
  return fixtures;
}

/** Adds other owners' profiles to the owner's list, as their share links would. */
export async function attachFixtures(ctx: TestApp, ownerId: string, attached: readonly ListedFixture[]): Promise<void> {
  if (attached.length === 0) return;
  await ctx.database.db.insert(profileAttachments).values(attached.map((fixture) => ({ ownerId, profileId: fixture.id, createdAt: at })));
}

export interface ListQuery {
  filter?: OwnerProfileFilter;
  search?: string;
  sort?: 'createdAt' | 'updatedAt' | 'completedAt' | 'name' | 'age' | 'expertise';
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export const listUrl = (query: ListQuery = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return `/api/v1/owner/profiles${text ? `?${text}` : ''}`;
};

type Comparable = string | number | null;

const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value);
const nameKey = (value: string | null) => {
  const name = blankToNull(value);
  return name === null ? null : name.trim().toLowerCase().replaceAll('ё', 'е');
};
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What the list must answer, worked out in memory from every profile, the way the list behaved
 * before it moved into the database (decisions §30, §36): the viewer's own and attached live
 * profiles; hidden details neither searched nor sorted by; missing values last either way; ties
 * newest first, then by id. Names compare without case and with ё as е, by code point.
 */
export function expectedList(all: readonly ListedFixture[], viewerId: string, attachedIds: ReadonlySet<string>, query: ListQuery) {
  const { filter = 'all', sort = 'createdAt', order = 'desc', limit = 50, offset = 0 } = query;
  const needle = query.search?.trim().toLowerCase() ?? '';
  const shown = all
    .filter((row) => row.ownerId === viewerId || attachedIds.has(row.id))
    .filter((row) => matchesOwnerFilter(row.state, 'all'))
    .map((row) => {
      const hidden = row.hideDetails && row.ownerId !== viewerId;
      return { ...row, lastName: hidden ? null : row.lastName, email: hidden ? null : row.email };
    });
  const searched = needle === '' ? shown : shown.filter((row) => [row.firstName, row.lastName, row.email, row.position].some((value) => value?.toLowerCase().includes(needle)));
  const count = (tab: OwnerProfileFilter) => searched.filter((row) => matchesOwnerFilter(row.state, tab)).length;
  const values = (row: (typeof searched)[number]): Comparable[] => {
    switch (sort) {
      case 'name':
        return [nameKey(row.lastName), nameKey(row.firstName)];
      case 'age':
        return [row.age];
      // Nobody has a subscription yet, so nobody sees expertise, and it cannot order the list either.
      case 'expertise':
        return [null];
      default:
        return [row[sort]?.getTime() ?? null];
    }
  };
  const direction = order === 'asc' ? 1 : -1;
  const ordered = searched
    .filter((row) => matchesOwnerFilter(row.state, filter))
    .sort((a, b) => {
      const left = values(a);
      const right = values(b);
      for (let i = 0; i < left.length; i += 1) {
        const x = left[i] ?? null;
        const y = right[i] ?? null;
        if (x === null && y === null) continue;
        if (x === null) return 1;
        if (y === null) return -1;
        const result = typeof x === 'string' ? byCodePoint(x, y as string) : x - (y as number);
        if (result !== 0) return result * direction;
      }
      return b.createdAt.getTime() - a.createdAt.getTime() || byCodePoint(b.id, a.id);
    });
  return {
    ids: ordered.slice(offset, offset + limit).map((row) => row.id),
    total: ordered.length,
    counts: { all: count('all'), empty: count('empty'), approved: count('approved') },
  };
}
