import { DEMO_PROFILES_SETTING_KEY, OWNER_FILTER_STATES, OWNER_PROFILE_FILTERS, type OwnerProfileFilter, type ProfileState } from '@teamcast/domain';
import { getTableColumns, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ownerData, profileAttachments, profileCounts, profileNameSortKey, profiles } from '../../db/schema';
import { preparedStatement, type Db } from '../../platform/database';
import { listedProfileColumns, type ListedProfileRow } from './profile-view';

/** What the owner's list asks of the database: the viewer, the search, the tab, the order and the page. */
export interface ProfileListSelection {
  viewerId: string;
  /** The server's today, YYYY-MM-DD: ages count from birth dates to it. */
  today: string;
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
 * The values of a list query, bound when it runs, so that each kind of query (tab, order, with a
 * search or without) is one prepared statement whoever asks.
 */
const viewerId = sql.placeholder('viewerId');
const pattern = sql.placeholder('pattern');
const today = sql.placeholder('today');
/** The end of the page: each source is cut there before the sources meet. */
const pageEnd = sql.placeholder('pageEnd');
const pageLimit = sql.placeholder('limit');
const pageOffset = sql.placeholder('offset');

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

const ownSource: Source = { from: sql`${profiles}`, where: sql`${profiles.ownerId} = ${viewerId}`, hidden: null };

const attachedSource: Source = {
  from: sql`${profileAttachments} inner join ${profiles} on ${profiles.id} = ${profileAttachments.profileId}`,
  // One's own profile cannot be attached; the condition keeps it from being listed twice regardless.
  where: sql`${profileAttachments.ownerId} = ${viewerId} and ${profiles.ownerId} <> ${viewerId}`,
  hidden: sql`${profiles.hideDetails}`,
};

const sources = [ownSource, attachedSource];

/** A column as the viewer sees it: null where the profile's owner hid it. */
const seen = (source: Source, column: SQLWrapper): SQL =>
  source.hidden ? sql`(case when ${source.hidden} then null else ${column} end)` : sql`${column}`;

/** `\`, `%` and `_` match themselves, so a search for "50%" finds "50%" and not "50 and more". */
export const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Separates the fields of the stored search columns; no field holds it, so no search may either.
const fieldSeparator = String.fromCharCode(31);

/** Whether the search can find anything at all; one holding the separator of the search columns cannot. */
export const canMatch = (search: string | undefined): boolean => !search?.includes(fieldSeparator);

/**
 * Search looks only at what the viewer may see (decisions §30, §36): a hidden last name or email is
 * never compared, so hidden details cannot be found by guessing them. It compares the lower-cased
 * columns the database keeps (`search_public`, `search_private`) with the lower-cased search; `lower()`
 * folds case by the database's character type, Unicode-aware (Cyrillic included) under a UTF-8 locale.
 */
function searchCondition(source: Source, search: boolean): SQL {
  if (!search) return sql`true`;
  // In a statement PostgreSQL keeps, `lower(pattern)` would be worked out again for every row; as a
  // subquery it is worked out once. LIKE escapes with the backslash when no other character is named.
  const contains = (column: SQL) => sql`${column} like (select lower(${pattern}))`;
  return sql`(${contains(sql`${profiles.searchPublic}`)} or ${contains(seen(source, profiles.searchPrivate))})`;
}

const inStates = (column: SQLWrapper, states: readonly ProfileState[]) => inArray(column, [...states]);

/**
 * Whether the viewer hid demo profiles (the owner setting `demoProfiles`, see `demoProfilesHidden`).
 * It does not depend on the row, so PostgreSQL works it out once per statement.
 */
const demoHidden: SQL = sql`coalesce((select ${ownerData.data} ->> 'hidden' = 'true' from ${ownerData}
  where ${ownerData.ownerId} = ${viewerId} and ${ownerData.key} = ${DEMO_PROFILES_SETTING_KEY}), false)`;

/** Leaves demo profiles out of lists and counts while the viewer hides them. */
const demoShown: SQL = sql`(not ${profiles.isDemo} or not ${demoHidden})`;

/**
 * The age as the list shows it (`ageShownOn`): whole years from the birth date to today where one is
 * known, a year less before this year's birthday (a 29 February birthday counts from 1 March in other
 * years, as `MM-DD` text compares); the stored age otherwise, and for a birth date after today. Counting it here rather than reading the
 * stored column keeps the order right between writes, when birthdays have passed; no index serves the
 * sort by age either way. The age is shown where the birth date is hidden, so sorting by it shows no more.
 */
const shownAge: SQL = sql`(case when ${profiles.birthDate} <= ${today}::date
  then extract(year from ${today}::date)::integer - extract(year from ${profiles.birthDate})::integer
    - (case when to_char(${profiles.birthDate}, 'MM-DD') > to_char(${today}::date, 'MM-DD') then 1 else 0 end)
  else ${profiles.age} end)`;

interface SortKey {
  value: SQL;
  /** Never null, so no `nulls last` is needed and an index on the column serves both directions. */
  notNull?: boolean;
}

/** The kind of a list query: everything that shapes its SQL, none of the values it runs with. */
type ListShape = Pick<ProfileListSelection, 'filter' | 'sort' | 'order' | 'seesExpertise'> & { search: boolean };

/** The values a sort key compares, most significant first; none when the viewer may not see them. */
function sortKeys(source: Source, shape: ListShape): SortKey[] {
  switch (shape.sort) {
    case 'name':
      return [{ value: profileNameSortKey(seen(source, profiles.lastName)) }, { value: profileNameSortKey(profiles.firstName) }];
    case 'age':
      return [{ value: shownAge }];
    case 'expertise':
      return shape.seesExpertise ? [{ value: sql`${profiles.expertise}` }] : [];
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

/** The order of rows that carry the sort keys as `k0`, `k1`… (the page's ids), under `alias`. */
function orderOfKeys(alias: string, shape: ListShape): SQL {
  // The keys are named alike in both sources; their values differ only by what each hides.
  const keys = sortKeys(ownSource, shape);
  return orderTerms(
    keys.map((_, i) => sql`${sql.identifier(alias)}.${sql.identifier(`k${i}`)}`),
    keys,
    shape.order,
    sql`${sql.identifier(alias)}.created_at`,
    sql`${sql.identifier(alias)}.id`,
  );
}

/**
 * The ids of one page, in order, with their sort keys. Each source is sorted and cut to the end of the
 * page on its own, so an index in the asked order can serve it; `where` may hold the page back.
 */
function pageIds(shape: ListShape, where: SQL = sql`true`): SQL {
  const branches = sources.map((source) => {
    const keys = sortKeys(source, shape);
    const values = keys.map((key) => key.value);
    const columns = values.map((value, i) => sql`${value} as ${sql.identifier(`k${i}`)}`);
    return sql`(select ${sql.join([sql`${profiles.id} as id`, sql`${profiles.createdAt} as created_at`, ...columns], sql`, `)}
      from ${source.from}
      where ${source.where} and ${inStates(profiles.state, OWNER_FILTER_STATES[shape.filter])} and ${searchCondition(source, shape.search)} and ${demoShown}
      order by ${orderTerms(values, keys, shape.order, sql`${profiles.createdAt}`, sql`${profiles.id}`)}
      limit ${pageEnd})`;
  });
  return sql`(select * from (${sql.join(branches, sql` union all `)}) as visible
    where ${where} order by ${orderOfKeys('visible', shape)} limit ${pageLimit} offset ${pageOffset})`;
}

/**
 * How many profiles the search finds in each tab, as one row (`tabs`). Without a search the viewer's
 * own profiles are counted from `profile_counts`, which triggers keep per owner and state, rather than
 * from the profiles; a search has to look at each. Each source yields counts per state, so only a few
 * rows meet, and the domain's rule sorts the states into tabs.
 */
function tabCounts(search: boolean): SQL {
  const own = search
    ? sql`select ${profiles.state} as state, count(*) as profile_count from ${profiles}
        where ${ownSource.where} and ${inStates(profiles.state, OWNER_FILTER_STATES.all)} and ${searchCondition(ownSource, true)} and ${demoShown}
        group by ${profiles.state}`
    : // The kept counts include demo profiles; hidden ones are taken off again. Only while they are
      // hidden are the owner's profiles read for it, and an owner has only a few.
      sql`select ${profileCounts.state} as state, ${profileCounts.profileCount} as profile_count from ${profileCounts}
        where ${profileCounts.ownerId} = ${viewerId}
      union all
      select ${profiles.state} as state, -count(*) as profile_count from ${profiles}
        where ${ownSource.where} and ${profiles.isDemo} and ${demoHidden}
        group by ${profiles.state}`;
  const attached = sql`select ${profiles.state} as state, count(*) as profile_count from ${attachedSource.from}
    where ${attachedSource.where} and ${inStates(profiles.state, OWNER_FILTER_STATES.all)} and ${searchCondition(attachedSource, search)} and ${demoShown}
    group by ${profiles.state}`;
  const tab = (filter: OwnerProfileFilter) =>
    sql`coalesce(sum(counted.profile_count) filter (where ${inStates(sql`counted.state`, OWNER_FILTER_STATES[filter])}), 0)::integer`;
  return sql`(select ${sql.join(
    OWNER_PROFILE_FILTERS.map((filter) => sql`${tab(filter)} as ${sql.identifier(`count_${filter}`)}`),
    sql`, `,
  )} from ((${own}) union all (${attached})) as counted) as tabs`;
}

// Only the columns a list item shows: the answers above all stay in the database.
const allColumns = getTableColumns(profiles);
const listedColumns = Object.fromEntries(listedProfileColumns.map((key) => [key, allColumns[key]])) as Pick<
  typeof allColumns,
  (typeof listedProfileColumns)[number]
>;

/** The values a list statement runs with. */
function valuesOf(selection: ProfileListSelection) {
  return {
    viewerId: selection.viewerId,
    today: selection.today,
    pattern: `%${likeEscaped(selection.search ?? '')}%`,
    pageEnd: selection.offset + selection.limit,
    limit: selection.limit,
    offset: selection.offset,
  };
}

const shapeOf = (selection: ProfileListSelection): ListShape => ({
  filter: selection.filter,
  sort: selection.sort,
  order: selection.order,
  seesExpertise: selection.seesExpertise,
  search: Boolean(selection.search),
});

const nameOf = (kind: string, shape: ListShape) =>
  `${kind}_${shape.filter}_${shape.sort}_${shape.order}${shape.search ? '_search' : ''}${shape.seesExpertise ? '_expertise' : ''}`;

/**
 * One page of the owner's list and the counts of its tabs, in one statement: the tab counts first, and
 * the page only while it starts before the end of its tab, since past the last profile there is nothing
 * to sort. Only the page's rows are read in full.
 */
export async function pageOfProfileList(db: Db, selection: ProfileListSelection): Promise<{ rows: ListedProfileRow[]; counts: ProfileListCounts }> {
  const shape = shapeOf(selection);
  const statement = preparedStatement(db, nameOf('profile_list', shape), (on) =>
    on
      .select({
        all: sql<number>`tabs.count_all`,
        empty: sql<number>`tabs.count_empty`,
        approved: sql<number>`tabs.count_approved`,
        profile: listedColumns,
      })
      .from(sql`${tabCounts(shape.search)} left join lateral ${pageIds(shape, sql`${sql.identifier(`tabs`)}.${sql.identifier(`count_${shape.filter}`)} > ${pageOffset}`)} as page on true`)
      .leftJoin(profiles, sql`${profiles.id} = page.id`)
      .orderBy(orderOfKeys('page', shape)),
  );
  const found = await statement.execute(valuesOf(selection));
  const tabs = found[0];
  const counts: ProfileListCounts = { all: tabs?.all ?? 0, empty: tabs?.empty ?? 0, approved: tabs?.approved ?? 0 };
  return { rows: found.flatMap((row) => (row.profile ? [row.profile] : [])), counts };
}

/** One page of profiles, in order, without counts (the team picker's list). */
export async function pageOfProfileRows(db: Db, selection: ProfileListSelection): Promise<ListedProfileRow[]> {
  const shape = shapeOf(selection);
  const statement = preparedStatement(db, nameOf('profile_page', shape), (on) =>
    on
      .select(listedColumns)
      .from(profiles)
      .innerJoin(sql`${pageIds(shape)} as page`, sql`page.id = ${profiles.id}`)
      .orderBy(orderOfKeys('page', shape)),
  );
  return statement.execute(valuesOf(selection));
}

