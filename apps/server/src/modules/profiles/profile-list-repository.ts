import { matchesOwnerFilter, OWNER_FILTER_STATES, OWNER_PROFILE_FILTERS, type OwnerProfileFilter, type ProfileState } from '@teamcast/domain';
import { getTableColumns, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { profileAttachments, profileNameSortKey, profiles } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { ProfileRow } from './profiles-repository';

/** What the owner's list asks of the database: the viewer, the search, the tab, the order and the page. */
export interface ProfileListSelection {
  viewerId: string;
  /** Already trimmed; empty or absent searches nothing. */
  search?: string | undefined;
  filter: OwnerProfileFilter;
  sort: 'createdAt' | 'updatedAt' | 'completedAt' | 'name' | 'age' | 'expertise';
  order: 'asc' | 'desc';
  /** False when the viewer may not see expertise: sorting by it would leak the order of hidden values. */
  seesExpertise: boolean;
  limit: number;
  offset: number;
}

export interface ProfileListCounts {
  all: number;
  empty: number;
  approved: number;
}

/**
 * Where a list's profiles come from: the viewer's own, and those attached from other owners. Each is
 * queried on its own (rather than with one `or`) so that each reads its own index.
 */
interface Source {
  from: SQL;
  where: SQL;
  /**
   * Whether the profile's owner hid details from this viewer (`isHiddenFrom`): never for the viewer's
   * own profiles, so that branch compares plain columns, which lets its indexes serve the sort.
   */
  hidden: SQL | null;
}

function sources(viewerId: string): Source[] {
  return [
    { from: sql`${profiles}`, where: sql`${profiles.ownerId} = ${viewerId}`, hidden: null },
    {
      from: sql`${profileAttachments} inner join ${profiles} on ${profiles.id} = ${profileAttachments.profileId}`,
      // One's own profile cannot be attached; the condition keeps it from being listed twice regardless.
      where: sql`${profileAttachments.ownerId} = ${viewerId} and ${profiles.ownerId} <> ${viewerId}`,
      hidden: sql`${profiles.hideDetails}`,
    },
  ];
}

/** A column as the viewer sees it: null where the profile's owner hid it. */
const seen = (source: Source, column: SQLWrapper): SQL =>
  source.hidden ? sql`(case when ${source.hidden} then null else ${column} end)` : sql`${column}`;

/** `\`, `%` and `_` match themselves, so a search for "50%" finds "50%" and not "50 and more". */
export const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Separates the fields of the stored search columns; no field holds it, so no search may either.
const fieldSeparator = String.fromCharCode(31);

/**
 * Search looks only at what the viewer may see (decisions §30, §36): a hidden last name or email is
 * never compared, so hidden details cannot be found by guessing them. It compares the lower-cased
 * columns the database keeps (`search_public`, `search_private`) with the lower-cased search; `lower()`
 * folds case by the database's character type, Unicode-aware (Cyrillic included) under a UTF-8 locale.
 */
function searchCondition(source: Source, search: string | undefined): SQL {
  if (!search) return sql`true`;
  if (search.includes(fieldSeparator)) return sql`false`;
  const pattern = `%${likeEscaped(search)}%`;
  const contains = (column: SQL) => sql`${column} like lower(${pattern}) escape '\\'`;
  return sql`(${contains(sql`${profiles.searchPublic}`)} or ${contains(seen(source, profiles.searchPrivate))})`;
}

const inStates = (states: readonly ProfileState[]) => inArray(profiles.state, [...states]);

interface SortKey {
  value: SQL;
  /** Never null, so no `nulls last` is needed and an index on the column serves both directions. */
  notNull?: boolean;
}

/** The values a sort key compares, most significant first; none when the viewer may not see them. */
function sortKeys(source: Source, selection: ProfileListSelection): SortKey[] {
  switch (selection.sort) {
    case 'name':
      return [{ value: profileNameSortKey(seen(source, profiles.lastName)) }, { value: profileNameSortKey(profiles.firstName) }];
    case 'age':
      return [{ value: sql`${profiles.age}` }];
    case 'expertise':
      return selection.seesExpertise ? [{ value: sql`${profiles.expertise}` }] : [];
    case 'createdAt':
      return [{ value: sql`${profiles.createdAt}`, notNull: true }];
    case 'updatedAt':
      return [{ value: sql`${profiles.updatedAt}`, notNull: true }];
    case 'completedAt':
      return [{ value: sql`${profiles.completedAt}` }];
  }
}

/** The asked order with missing values last either way; ties go newest first, then by id. */
function orderTerms(values: readonly SQL[], keys: readonly SortKey[], order: 'asc' | 'desc', createdAt: SQL, id: SQL): SQL {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const terms = keys.map((key, i) => (key.notNull ? sql`${values[i]} ${direction}` : sql`${values[i]} ${direction} nulls last`));
  return sql.join([...terms, sql`${createdAt} desc`, sql`${id} desc`], sql`, `);
}

/**
 * How many profiles the search finds in each tab; the total of a tab is its count. Each source counts
 * its own profiles per state, so only a few rows meet in the union, and the domain's rule sorts the
 * states into tabs.
 */
export async function countProfileList(db: Db, selection: Pick<ProfileListSelection, 'viewerId' | 'search'>): Promise<ProfileListCounts> {
  const branches = sources(selection.viewerId).map(
    (source) => sql`(select ${profiles.state} as state, count(*) as profile_count from ${source.from}
      where ${source.where} and ${inStates(OWNER_FILTER_STATES.all)} and ${searchCondition(source, selection.search)}
      group by ${profiles.state})`,
  );
  const rows = await db
    .select({ state: sql<ProfileState>`visible.state`, profileCount: sql<number>`visible.profile_count`.mapWith(Number) })
    .from(sql`(${sql.join(branches, sql` union all `)}) as visible`);
  const counts: ProfileListCounts = { all: 0, empty: 0, approved: 0 };
  for (const row of rows) {
    for (const filter of OWNER_PROFILE_FILTERS) if (matchesOwnerFilter(row.state, filter)) counts[filter] += row.profileCount;
  }
  return counts;
}

// Every column the list shows; the answers are left in the database, since no list item carries them.
const { answers: _answers, ...listedColumns } = getTableColumns(profiles);

export type ListedProfileRow = Omit<ProfileRow, 'answers'>;

/**
 * One page of profiles, in order. Each source is sorted and cut to the end of the page on its own, so
 * an index in the asked order can serve it; only the page's rows are then read in full.
 */
export async function pageOfProfileRows(db: Db, selection: ProfileListSelection): Promise<ListedProfileRow[]> {
  const branches = sources(selection.viewerId).map((source) => {
    const keys = sortKeys(source, selection);
    const values = keys.map((key) => key.value);
    const columns = values.map((value, i) => sql`${value} as ${sql.identifier(`k${i}`)}`);
    return sql`(select ${sql.join([sql`${profiles.id} as id`, sql`${profiles.createdAt} as created_at`, ...columns], sql`, `)}
      from ${source.from}
      where ${source.where} and ${inStates(OWNER_FILTER_STATES[selection.filter])} and ${searchCondition(source, selection.search)}
      order by ${orderTerms(values, keys, selection.order, sql`${profiles.createdAt}`, sql`${profiles.id}`)}
      limit ${selection.offset + selection.limit})`;
  });
  // The keys are named alike in both branches; their values differ only by what each hides.
  const keys = sortKeys(sources(selection.viewerId)[0]!, selection);
  const orderIn = (alias: string) =>
    orderTerms(
      keys.map((_, i) => sql`${sql.identifier(alias)}.${sql.identifier(`k${i}`)}`),
      keys,
      selection.order,
      sql`${sql.identifier(alias)}.created_at`,
      sql`${sql.identifier(alias)}.id`,
    );
  const page = sql`(select * from (${sql.join(branches, sql` union all `)}) as visible
    order by ${orderIn('visible')} limit ${selection.limit} offset ${selection.offset}) as page`;
  return db.select(listedColumns).from(profiles).innerJoin(page, sql`page.id = ${profiles.id}`).orderBy(orderIn('page'));
}
