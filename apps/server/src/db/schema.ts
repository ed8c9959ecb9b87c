import { clientErrorKinds, linkPurposes, ownerAreas, ownerStatuses, questionnaireKinds, type QuestionnaireStats } from '@teamcast/contract';
import {
  GENDERS,
  currencies,
  subscriptionStatuses,
  PROFILE_KINDS,
  PROFILE_STATES,
  QUESTIONNAIRE_STATUSES,
  RUN_KINDS,
  SCENE_KINDS,
  locales,
  type Answer,
  type QuestionnaireDefinition,
  type ForecastRunKind,
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
export const historyTypes = ['pair', 'team', 'compare'] as const satisfies readonly ForecastRunKind[];

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
    allowMonitor: boolean('allow_monitor').notNull().default(false),
    orderAmount: integer('order_amount').notNull().default(0),
    // How many pair and team forecasts the owner has run (the dashboard's counters).
    p2pRuns: integer('p2p_runs').notNull().default(0),
    // How many teams the owner's plan allows; null while no plan sets a limit.
    teamLimit: integer('team_limit'),
    teamRuns: integer('team_runs').notNull().default(0),
    mainProfileId: text('main_profile_id'),
    // The plan in force, kept beside the rules it sets; NONE without one (expertise is hidden then).
    plan: text('plan').notNull().default('NONE'),
    // The card provider's customer for this owner, made at the first card saved.
    paymentCustomerId: text('payment_customer_id'),
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

interface ProfileMarkColumns {
  state: AnyPgColumn;
  deletedAt: AnyPgColumn;
  isDemo: AnyPgColumn;
  finalScore: AnyPgColumn;
  skipStatus: AnyPgColumn;
  scoredCount: AnyPgColumn;
  suspiciousCount: AnyPgColumn;
}

/** Filled profiles estimators may be given: not deleted, not demo. Queries use this very text, so that the partial index serves them. */
export const profileInGradingPool = (table: Pick<ProfileMarkColumns, 'state' | 'deletedAt' | 'isDemo'>): SQL =>
  sql`${table.state} = 'ack_a' and ${table.deletedAt} is null and not ${table.isDemo}`;

/**
 * The administrator's "estimated" status: filled, no final score, nobody marked it suspicious, and
 * someone gave it a score. Queries use this very text, so that the partial index serves them.
 */
export const profileEstimated = (table: ProfileMarkColumns): SQL =>
  sql`${table.state} = 'ack_a' and ${table.finalScore} is null and ${table.skipStatus} is distinct from 'suspicious' and ${table.suspiciousCount} = 0 and ${table.scoredCount} > 0`;

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
    // What estimators did with the profile, kept by triggers on estimator_assignments in the same
    // transaction as the assignment changes: how many have it, how many graded it (either score), how
    // many gave the plain score, and how many marked it suspicious. The batch order and the
    // administrator's filters read these rather than counting assignments.
    assignedCount: integer('assigned_count').notNull().default(0),
    gradedCount: integer('graded_count').notNull().default(0),
    scoredCount: integer('scored_count').notNull().default(0),
    suspiciousCount: integer('suspicious_count').notNull().default(0),
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
    // The administrator's list: every owner's profiles newest first, and by final score or a grade group.
    index('profiles_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('profiles_final_score_idx').on(table.finalScore.desc().nullsLast(), table.id.desc().nullsFirst()),
    // Its "estimated" filter and that filter's count; the predicate is the filter's very condition.
    index('profiles_estimated_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(profileEstimated(table)),
    // An estimator's next batch reads the pool in its order: graded by the fewest, assigned to the fewest, the oldest.
    index('profiles_grading_queue_idx')
      .on(table.gradedCount, table.assignedCount, table.completedAt.asc().nullsLast(), table.createdAt, table.id)
      .where(profileInGradingPool(table)),
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
 * produced (the snapshot); the assembler's, the advisor's and the monitor's runs too, with their result.
 * A run is queued, running, done or failed; a failure keeps its code.
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
    type: text('type').$type<ForecastRunKind>().notNull(),
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

export const subscriptionOffers = ['demo', 'recurring', 'bonus', 'granted'] as const;
export const paymentStatuses = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export const invoiceStatusValues = ['open', 'paid', 'void', 'uncollectible'] as const;
// One subscription in force per owner, and at most one more waiting for its first payment (a plan change).
const inForce = sql`status in ('active', 'past_due', 'unpaid')`;

/**
 * Owners' subscriptions. Ended ones stay as the history their invoices belong to. Amounts are in minor units of the currency.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    offer: text('offer').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    latestInvoiceId: text('latest_invoice_id'),
    // A failed renewal: how many charges failed, and when the next is made.
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (table) => [
    check('subscriptions_status_check', oneOf(table.status, subscriptionStatuses)),
    check('subscriptions_offer_check', oneOf(table.offer, subscriptionOffers)),
    check('subscriptions_currency_check', oneOf(table.currency, currencies)),
    check('subscriptions_amount_check', sql`${table.amount} >= 0`),
    uniqueIndex('subscriptions_owner_in_force_idx').on(table.ownerId).where(inForce),
    uniqueIndex('subscriptions_owner_incomplete_idx').on(table.ownerId).where(sql`status = 'incomplete'`),
    // A demo is had once per owner, whatever became of it.
    uniqueIndex('subscriptions_owner_demo_idx').on(table.ownerId).where(sql`offer = 'demo'`),
    index('subscriptions_due_idx').on(table.status, table.periodEnd),
    index('subscriptions_retry_idx').on(table.status, table.nextAttemptAt),
  ],
);

/** Saved cards: only what identifies a card to its holder, never its number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    // The provider's own id of the card (Stripe's pm_…); the id itself for the built-in processor.
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    attached: boolean('attached').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('payment_methods_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
    uniqueIndex('payment_methods_default_idx').on(table.ownerId).where(sql`is_default`),
    index('payment_methods_owner_idx').on(table.ownerId, table.createdAt),
  ],
);

/** What an owner is asked to pay for one period of a subscription. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    status: text('status').notNull(),
    plan: text('plan').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    paidAt: timestamptz('paid_at'),
  },
  (table) => [
    check('invoices_status_check', oneOf(table.status, invoiceStatusValues)),
    check('invoices_currency_check', oneOf(table.currency, currencies)),
    index('invoices_owner_page_idx').on(table.ownerId, table.createdAt, table.id),
  ],
);

/**
 * Every charge asked of the card provider, for an invoice or a full report. The idempotency key is
 * unique, so the same charge asked twice is one row and one charge at the provider. The client secret
 * that lets a browser confirm the payment is kept only as a hash.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    reportId: text('report_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRef: text('provider_ref'),
    clientSecretHash: text('client_secret_hash'),
    paymentMethodId: text('payment_method_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('payments_status_check', oneOf(table.status, paymentStatuses)),
    check('payments_currency_check', oneOf(table.currency, currencies)),
    index('payments_invoice_idx').on(table.invoiceId),
    index('payments_provider_ref_idx').on(table.providerRef),
    index('payments_secret_idx').on(table.clientSecretHash),
  ],
);

/** The full report of a pair, paid once and kept for life: by an owner's two profiles, or by a consumer result's key. */
export const reportPurchases = pgTable(
  'report_purchases',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    pairKey: text('pair_key'),
    anonymousKey: text('anonymous_key'),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paymentId: text('payment_id'),
    createdAt: timestamptz('created_at').notNull(),
    paidAt: timestamptz('paid_at'),
  },
  (table) => [
    check('report_purchases_status_check', sql`${table.status} in ('UNPAID', 'PAID')`),
    check('report_purchases_subject_check', sql`(${table.ownerId} is not null and ${table.pairKey} is not null) or ${table.anonymousKey} is not null`),
    uniqueIndex('report_purchases_pair_idx').on(table.ownerId, table.pairKey),
    uniqueIndex('report_purchases_anonymous_idx').on(table.anonymousKey),
  ],
);

/** Seats taken of the limited offers (the demos, the bonus); a seat is taken by one conditional update. */
export const billingSeats = pgTable('billing_seats', {
  offer: text('offer').primaryKey(),
  taken: integer('taken').notNull().default(0),
});

/** The card provider's events already processed, so a redelivered one changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull(),
});

/**
 * The built-in card processor's own records, as a card provider keeps them on its side: the cards it
 * issued ids for (brand, last four digits and expiry, never the number) and the payments asked of it.
 */
export const cardSimulatorCards = pgTable('card_simulator_cards', {
  id: text('id').primaryKey(),
  customerId: text('customer_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const cardSimulatorPayments = pgTable(
  'card_simulator_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: text('payment_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    customerId: text('customer_id'),
    cardId: text('card_id'),
    status: text('status').notNull(),
    failure: text('failure'),
    // Kept as the provider keeps it, to hand to the browser again; found by its hash.
    clientSecret: text('client_secret').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [index('card_simulator_payments_secret_idx').on(table.clientSecretHash)],
);

/**
 * The consumer partner test (decision 67): two people's answers under a key the server made and handed
 * only to them. The key is kept as its hash, so the table alone opens no result; names are first names
 * as typed, and the saved address is there only while its holder wants the result mailed back.
 */
export const flameResults = pgTable(
  'flame_results',
  {
    id: text('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    firstName: text('first_name').notNull(),
    secondName: text('second_name').notNull(),
    firstAnswers: jsonb('first_answers').$type<number[]>().notNull(),
    /** Null until the partner has answered. */
    secondAnswers: jsonb('second_answers').$type<number[]>(),
    /** The language the test was started in: mail and payments follow it unless asked otherwise. */
    ln: text('ln').notNull(),
    savedEmail: text('saved_email'),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    check('flame_results_ln_check', oneOf(table.ln, locales)),
    check('flame_results_completed_check', sql`(${table.secondAnswers} is null) = (${table.completedAt} is null)`),
    index('flame_results_created_idx').on(table.createdAt),
    index('flame_results_completed_idx').on(table.completedAt),
  ],
);

/**
 * A result's shared links: at most one live at a time; a revoked one stays so that opening it says it was
 * revoked, until the result itself is deleted.
 */
export const flameShares = pgTable(
  'flame_shares',
  {
    token: text('token').primaryKey(),
    resultId: text('result_id')
      .notNull()
      .references(() => flameResults.id, { onDelete: 'cascade' }),
    showFirst: boolean('show_first').notNull(),
    showSecond: boolean('show_second').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    index('flame_shares_result_idx').on(table.resultId),
    uniqueIndex('flame_shares_live_idx').on(table.resultId).where(sql`${table.revokedAt} is null`),
  ],
);

export const skipStatuses = ['normal', 'suspicious'] as const;

/**
 * A profile handed to an estimator in one of their batches, with that estimator's own grade of it
 * (decision 71). A profile may be graded by several estimators; the administrator's final score on the
 * profile is what counts. Deleting either side deletes the assignment.
 */
export const estimatorAssignments = pgTable(
  'estimator_assignments',
  {
    estimatorId: text('estimator_id')
      .notNull()
      .references(() => estimators.id, { onDelete: 'cascade' }),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The estimator's batch it came in, counted from 1. */
    batch: integer('batch').notNull(),
    assignedAt: timestamptz('assigned_at').notNull(),
    /** When the estimator first opened it: "view only" until it is graded or skipped. */
    viewedAt: timestamptz('viewed_at'),
    /** On the 0..100 scale of `gradeFromScore`. */
    score: doublePrecision('score'),
    scorePrecise: doublePrecision('score_precise'),
    note: text('note'),
    skipStatus: text('skip_status'),
    ratedAt: timestamptz('rated_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.estimatorId, table.profileId] }),
    check('estimator_assignments_skip_status_check', sql`${table.skipStatus} is null or ${oneOf(table.skipStatus, skipStatuses)}`),
    check('estimator_assignments_score_check', sql`${table.score} is null or (${table.score} >= 0 and ${table.score} <= 100)`),
    check(
      'estimator_assignments_score_precise_check',
      sql`${table.scorePrecise} is null or (${table.scorePrecise} >= 0 and ${table.scorePrecise} <= 100)`,
    ),
    index('estimator_assignments_estimator_idx').on(table.estimatorId, table.assignedAt.desc(), table.profileId),
    index('estimator_assignments_profile_idx').on(table.profileId),
  ],
);

/** Who among the administrators changed what, and when; read by administrators, never edited. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    administratorId: text('administrator_id').references(() => administrators.id, { onDelete: 'set null' }),
    /** Kept as it was, so the entry still names its author once the account is gone. */
    administratorEmail: text('administrator_email').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetIds: jsonb('target_ids').$type<string[]>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

export const neuronetOrigins = ['trained', 'uploaded'] as const;
export const neuronetDataSources = ['graded', 'synthetic', 'file'] as const;
export const neuronetStatuses = ['training', 'ready', 'refused', 'failed'] as const;

/**
 * A prediction model of the estimators' grades (decision 71): trained here or uploaded, its metrics beside
 * the baselines, and at most one published. A model trained on synthetic grades says so for its life.
 */
export const neuronetModels = pgTable(
  'neuronet_models',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Counted across the installation, so "v3" names one model. */
    version: integer('version').notNull().unique(),
    origin: text('origin').notNull(),
    dataSource: text('data_source').notNull(),
    status: text('status').notNull(),
    /** The feature encoder the model reads, and how many inputs that makes. */
    encoderVersion: integer('encoder_version').notNull(),
    inputSize: integer('input_size').notNull(),
    /** 0..1 while training. */
    progress: doublePrecision('progress').notNull().default(0),
    metrics: jsonb('metrics').$type<Record<string, unknown>>(),
    /** The exported model: its topology and weights. Null until trained. */
    artifact: jsonb('artifact').$type<Record<string, unknown>>(),
    error: text('error'),
    createdBy: text('created_by').references(() => administrators.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    finishedAt: timestamptz('finished_at'),
    publishedAt: timestamptz('published_at'),
  },
  (table) => [
    check('neuronet_models_origin_check', oneOf(table.origin, neuronetOrigins)),
    check('neuronet_models_data_source_check', oneOf(table.dataSource, neuronetDataSources)),
    check('neuronet_models_status_check', oneOf(table.status, neuronetStatuses)),
    uniqueIndex('neuronet_models_published_idx').on(sql`(true)`).where(sql`${table.publishedAt} is not null`),
    index('neuronet_models_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** A model's predicted grade of a profile, with its uncertainty on the same 0..100 scale. */
export const profilePredictions = pgTable(
  'profile_predictions',
  {
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    modelId: text('model_id')
      .notNull()
      .references(() => neuronetModels.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    uncertainty: doublePrecision('uncertainty').notNull(),
    predictedAt: timestamptz('predicted_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.modelId] }), index('profile_predictions_model_idx').on(table.modelId)],
);
