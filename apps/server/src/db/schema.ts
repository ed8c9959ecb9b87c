import { clientErrorKinds, linkPurposes, ownerAreas, ownerStatuses, questionnaireKinds, type QuestionnaireStats } from '@teamcast/contract';
import {
  GENDERS,
  PROFILE_KINDS,
  PROFILE_STATES,
  QUESTIONNAIRE_STATUSES,
  RUN_KINDS,
  SCENE_KINDS,
  locales,
  type Answer,
  type QuestionnaireDefinition,
  type RunKind,
  type Scene,
  type SceneKind,
} from '@teamcast/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accountKinds, linkAccountKinds } from '../identity/account-kind';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const sceneKinds = SCENE_KINDS;
export const runKinds = RUN_KINDS;
export const runStatuses = ['queued', 'running', 'done', 'failed'] as const;
// The run kinds in the order the history's check constraint was first written in, so that the
// schema and its migrations stay alike; the type keeps the list to the domain's kinds.
export const historyTypes = ['pair', 'team', 'compare'] as const satisfies readonly RunKind[];

/** `column in ('a', 'b')` for a check constraint over a list of constants. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** Facts about this installation, such as when it first started. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failures the web app reports from browsers: chunks that did not load, crashed pages, failed calls. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    url: text('url').notNull(),
    area: text('area').notNull(),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('client_errors_created_at_idx').on(table.createdAt),
    check('client_errors_kind_check', oneOf(table.kind, clientErrorKinds)),
  ],
);

// Accounts. Emails are stored lower case, so the unique index is the case-insensitive uniqueness users expect.

export const administrators = pgTable(
  'administrators',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    ln: text('ln').notNull().default('ru'),
    createdAt: timestamptz('created_at').notNull(),
    lastVisitAt: timestamptz('last_visit_at'),
  },
  (table) => [
    check('administrators_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('administrators_ln_check', oneOf(table.ln, locales)),
  ],
);

export const estimators = pgTable(
  'estimators',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    // Null until the estimator sets one: an estimator created without a password signs in by a mailed link.
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    information: text('information'),
    ln: text('ln').notNull().default('ru'),
    createdAt: timestamptz('created_at').notNull(),
    lastVisitAt: timestamptz('last_visit_at'),
  },
  (table) => [
    check('estimators_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('estimators_ln_check', oneOf(table.ln, locales)),
  ],
);

export const owners = pgTable(
  'owners',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('unverified'),
    verifiedAt: timestamptz('verified_at'),
    companyName: text('company_name'),
    // The love sign-up asks for a first name and a birth date; the company sign-up does not.
    firstName: text('first_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    isTmpOwner: boolean('is_tmp_owner').notNull().default(false),
    // The web area the owner signed up in; links mailed without a request from a page (after an email
    // change, by an administrator) open this area.
    area: text('area').notNull().default('owner'),
    ln: text('ln').notNull().default('en'),
    allowTeams: boolean('allow_teams').notNull().default(false),
    allowScene: boolean('allow_scene').notNull().default(false),
    needVerify: boolean('need_verify').notNull().default(false),
    allowCreateTeams: boolean('allow_create_teams').notNull().default(false),
    allowCompareTeams: boolean('allow_compare_teams').notNull().default(false),
    orderAmount: integer('order_amount').notNull().default(0),
    // How many pair and team forecasts the owner has run (the dashboard's counters).
    p2pRuns: integer('p2p_runs').notNull().default(0),
    // How many teams the owner's plan allows; null while no plan sets a limit.
    teamLimit: integer('team_limit'),
    teamRuns: integer('team_runs').notNull().default(0),
    mainProfileId: text('main_profile_id'),
    createdAt: timestamptz('created_at').notNull(),
    lastVisitAt: timestamptz('last_visit_at'),
  },
  (table) => [
    check('owners_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('owners_status_check', oneOf(table.status, ownerStatuses)),
    check('owners_ln_check', oneOf(table.ln, locales)),
    check('owners_area_check', oneOf(table.area, ownerAreas)),
    index('owners_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Signed-in sessions. Only a hash of the bearer token is kept, so a copy of the database signs nobody
 * in. The account is named by kind and id, since sessions of every kind live here.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountKind: text('account_kind').notNull(),
    accountId: text('account_id').notNull(),
    // What the mailed link that opened the session was for; a reset session may set a password without the old one.
    linkPurpose: text('link_purpose'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    check('sessions_account_kind_check', oneOf(table.accountKind, accountKinds)),
    check('sessions_link_purpose_check', sql`${table.linkPurpose} is null or ${oneOf(table.linkPurpose, linkPurposes)}`),
    index('sessions_account_idx').on(table.accountKind, table.accountId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Browsers that signed in to an account before. A sign-in from one of them is not slowed down by
 * failures an attacker caused from elsewhere. Only the hash of the device token is kept.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountKind: text('account_kind').notNull(),
    accountId: text('account_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (table) => [
    check('known_devices_account_kind_check', oneOf(table.accountKind, accountKinds)),
    index('known_devices_account_idx').on(table.accountKind, table.accountId),
    index('known_devices_last_used_at_idx').on(table.lastUsedAt),
  ],
);

/** Single-use links sent by mail: sign-in, verification, password reset. Only hashes are kept. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountKind: text('account_kind').notNull(),
    accountId: text('account_id').notNull(),
    purpose: text('purpose').notNull(),
    // The web area whose page the link opens, so that the user lands where they asked.
    area: text('area').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    check('link_tokens_account_kind_check', oneOf(table.accountKind, linkAccountKinds)),
    check('link_tokens_purpose_check', oneOf(table.purpose, linkPurposes)),
    index('link_tokens_account_idx').on(table.accountKind, table.accountId, table.purpose),
    index('link_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/** Mail kept instead of sent when no SMTP server is configured; the dev mailbox reads it. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt), index('outbox_to_idx').on(table.to)],
);

/**
 * Fixed-window counters of rate limits, in the database so that every API instance counts the same
 * attempts. A row past `expires_at` is a finished window and is pruned.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expiresAt)],
);

// Questionnaires and profiles.

/**
 * Questionnaire definitions. The one of a kind that profiles are filled with is the newest that is
 * not inactive; the defaults are seeded on first start and administrators edit them afterwards.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: jsonb('name').$type<{ ru: string; en: string }>().notNull(),
    status: text('status').notNull().default('created'),
    dataSource: text('data_source'),
    questions: jsonb('questions').$type<QuestionnaireDefinition['questions']>().notNull(),
    stats: jsonb('stats').$type<QuestionnaireStats>(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('questionnaires_kind_check', oneOf(table.kind, questionnaireKinds)),
    check('questionnaires_status_check', oneOf(table.status, QUESTIONNAIRE_STATUSES)),
    index('questionnaires_kind_idx').on(table.kind, table.createdAt),
  ],
);

/**
 * A name as the owner's list sorts it: blank is missing, case and ё/е do not matter, and the order is
 * by code point ("C"), the same on every database whatever its locale. The list's queries use this very
 * expression, so the indexes below can serve them.
 */
export const profileNameSortKey = (column: AnyPgColumn | SQL): SQL =>
  sql`(replace(lower(nullif(btrim(${column}), '')), 'ё', 'е') collate "C")`;

/** Profiles of specialists (or of partners in the love variant), each filled through its permalink. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    permalink: text('permalink').notNull().unique(),
    sharelink: text('sharelink').unique(),
    questionnaireId: text('questionnaire_id').references(() => questionnaires.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    partnerName: text('partner_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    age: integer('age'),
    gender: text('gender'),
    avatarName: text('avatar_name').notNull().default('default'),
    position: text('position'),
    phone: text('phone'),
    email: text('email'),
    isDemo: boolean('is_demo').notNull().default(false),
    isShort: boolean('is_short').notNull().default(false),
    hideDetails: boolean('hide_details').notNull().default(false),
    state: text('state').notNull().default('ack_q'),
    currentStep: integer('current_step').notNull().default(1),
    answers: jsonb('answers').$type<Record<string, Answer>>().notNull().default({}),
    finalScore: doublePrecision('final_score'),
    finalScorePrecise: doublePrecision('final_score_precise'),
    expertise: doublePrecision('expertise'),
    skipStatus: text('skip_status'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    completedAt: timestamptz('completed_at'),
    deletedAt: timestamptz('deleted_at'),
    // What the owner's list searches, in lower case, kept by the database so a search lowers no rows:
    // the details everyone listing the profile sees, and those its owner may hide from others
    // (decisions §30). The unit separator keeps one field from running into the next.
    searchPublic: text('search_public').generatedAlwaysAs(
      (): SQL => sql`lower(coalesce(${profiles.firstName}, '') || chr(31) || coalesce(${profiles.position}, ''))`,
    ),
    searchPrivate: text('search_private').generatedAlwaysAs(
      (): SQL => sql`lower(coalesce(${profiles.lastName}, '') || chr(31) || coalesce(${profiles.email}, ''))`,
    ),
  },
  (table) => [
    check('profiles_kind_check', oneOf(table.kind, PROFILE_KINDS)),
    check('profiles_state_check', oneOf(table.state, PROFILE_STATES)),
    check('profiles_gender_check', sql`${table.gender} is null or ${oneOf(table.gender, GENDERS)}`),
    check('profiles_skip_status_check', sql`${table.skipStatus} is null or ${oneOf(table.skipStatus, ['normal', 'suspicious'])}`),
    index('profiles_owner_idx').on(table.ownerId, table.createdAt),
    index('profiles_questionnaire_idx').on(table.questionnaireId),
    // The owner's list: the tab counts, searched or not, and the cap on profiles read only this index,
    // not the wide rows; the sort by name reads a page in order, either way, rather than sorting every
    // profile of the owner.
    index('profiles_owner_state_idx').on(table.ownerId, table.state, table.hideDetails, table.searchPublic, table.searchPrivate),
    index('profiles_owner_name_idx').on(
      table.ownerId,
      profileNameSortKey(table.lastName),
      profileNameSortKey(table.firstName),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('profiles_owner_name_desc_idx').on(
      table.ownerId,
      // drizzle-kit takes an expression's order only from its text.
      sql`${profileNameSortKey(table.lastName)} desc nulls last`,
      sql`${profileNameSortKey(table.firstName)} desc nulls last`,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** Profiles of other owners added to an owner's list by their share link. */
export const profileAttachments = pgTable(
  'profile_attachments',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.profileId] }), index('profile_attachments_profile_idx').on(table.profileId)],
);

/**
 * How many profiles each owner has of their own in each state, so that the tabs of the owner's list
 * are counted without reading every profile. Triggers on `profiles` keep it (migration
 * 0008_profile_count_triggers); nothing else writes it.
 */
export const profileCounts = pgTable(
  'profile_counts',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    profileCount: integer('profile_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.state] })],
);

/** Small values the web app keeps per owner (`/data/{key}`): tutorial progress, display settings. */
export const ownerData = pgTable(
  'owner_data',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.key] })],
);

/**
 * Teams (scenes) and each owner's scratch scene. `state` is the domain's scene: actors by profile id with
 * their events, interaction settings, group events and the undo memory. Profiles' data is read fresh
 * when a scene is shown or run, so a scene never holds a stale copy of it.
 */
export const scenes = pgTable(
  'scenes',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SceneKind>().notNull(),
    title: text('title').notNull(),
    state: jsonb('state').$type<Scene>().notNull(),
    // A pair's team, when it was made from two of a team's actors.
    sourceSceneId: text('source_scene_id'),
    // Counts stored changes; an edit names the version it was made on, so a stale edit is refused.
    version: integer('version').notNull().default(1),
    // A pair titled by the names of its two people: the title is built for each viewer from what they may see.
    autoTitle: boolean('auto_title').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('scenes_kind_check', oneOf(table.kind, sceneKinds)),
    index('scenes_owner_idx').on(table.ownerId, table.updatedAt),
    uniqueIndex('scenes_one_sandbox_idx').on(table.ownerId).where(sql`${table.kind} = 'sandbox'`),
  ],
);

/**
 * Forecast runs: a job per request to run a team, a pair or a comparison, and the stored forecast it
 * produced (the snapshot). A run is queued, running, done or failed; a failure keeps its code.
 */
export const runs = pgTable(
  'runs',
  {
    ruid: text('ruid').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RunKind>().notNull(),
    sceneId: text('scene_id'),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    result: jsonb('result'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('runs_kind_check', oneOf(table.kind, runKinds)),
    check('runs_status_check', oneOf(table.status, runStatuses)),
    index('runs_owner_idx').on(table.ownerId, table.createdAt),
    index('runs_scene_idx').on(table.sceneId, table.createdAt),
    index('runs_status_idx').on(table.status, table.ownerId),
  ],
);

/**
 * Addresses that serve a finished run's forecast without a session, for a while and a number of
 * reads: what the realtime result and `GET /scene/snapshot` hand out. Only the key's hash is kept.
 */
export const snapshotLinks = pgTable(
  'snapshot_links',
  {
    keyHash: text('key_hash').primaryKey(),
    ruid: text('ruid')
      .notNull()
      .references(() => runs.ruid, { onDelete: 'cascade' }),
    reads: integer('reads').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('snapshot_links_ruid_idx').on(table.ruid), index('snapshot_links_expires_at_idx').on(table.expiresAt)],
);

/** The owner's dashboard history: the latest forecasts run, at most 15 kept per owner. */
export const dashboardHistory = pgTable(
  'dashboard_history',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    type: text('type').$type<RunKind>().notNull(),
    title: text('title').notNull(),
    actors: jsonb('actors').$type<string[]>().notNull(),
    scenes: jsonb('scenes').$type<string[]>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [check('dashboard_history_type_check', oneOf(table.type, historyTypes)), index('dashboard_history_owner_idx').on(table.ownerId, table.createdAt)],
);

/**
 * Realtime messages too large for a PostgreSQL notification, kept for the moments it takes the other
 * instances to read them (multi-instance setups only).
 */
export const realtimeMessages = pgTable('realtime_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  body: jsonb('body').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
