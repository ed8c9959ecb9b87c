// The administrator's lists and an estimator's batch over 100,000 filled profiles, on the real server: the
// profile list (first page, a search, the estimated filter, a grade group, one owner), the owner list (first
// page, a search) and the audit log's first page, each one request after another; and an estimator's request
// for a new batch, a fresh estimator each time. Medians in ms, on the embedded PGlite and on PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { freePort, startServer } from './lib/server.mjs';
import { median, table } from './lib/stats.mjs';

const PROFILES = 100_000;
const OWNERS = 2_000;
// Estimators who graded before the run, so that the estimated filter and the batch's order have marks to read.
const GRADERS = 10;
const GRADED_EACH = 3_000;
const AUDIT_ENTRIES = 5_000;
const REQUESTS = 15;
const WARM_UP = 2;
const BATCHES = 10;
const SLOW_MS = 300;
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = '/api/v1/administrator';
const ownerIdOf = (index) => `bench-owner-${index}`;
const lists = [
  ['profiles: first page', `${admin}/profiles?limit=20`],
  ['profiles: search', `${admin}/profiles?limit=20&search=${encodeURIComponent('петров')}`],
  ['profiles: estimated', `${admin}/profiles?limit=20&filter=estimated`],
  ['profiles: grade group P', `${admin}/profiles?limit=20&gradeGroup=P`],
  ['profiles: one owner', `${admin}/profiles?limit=20&ownerId=${ownerIdOf(7)}`],
  ['owners: first page', `${admin}/owners?limit=20`],
  ['owners: search', `${admin}/owners?limit=20&search=owner12`],
  ['audit log: first page', `${admin}/audit-log?limit=20`],
];

const newToken = () => randomBytes(32).toString('base64url');
const tokenHash = (token) => createHash('sha256').update(token).digest('hex');
const quoted = (text) => `'${text.replaceAll("'", "''")}'`;

// What a sent questionnaire stores: some fifty answers, so rows are as wide as real ones.
const answers = JSON.stringify(
  Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`question_${i}`, { value: i % 3 === 0 ? i % 10 : `option_${i % 5}` }])),
);

const pickSql = (values, index) => `(array[${values.map(quoted).join(', ')}])[1 + (${index}) % ${values.length}]`;
const firstNames = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Ксения', 'Лев', 'Мария', 'Павел', 'John', 'Mary'];
const lastNames = ['Смирнов', 'Иванова', 'Кузнецов', 'Попова', 'Соколов', 'Петров', 'Волков', 'Smith', 'Brown', 'Taylor', 'Морозов'];
const positions = ['Developer', 'Designer', 'QA lead', 'Аналитик', 'Менеджер проекта', 'Team lead', 'DevOps', 'HR'];

/** The statements that fill an empty, migrated database, each over a generate_series. */
function seedStatements({ adminHash, estimatorHashes }) {
  const sessionRow = (kind, accountId, hash) =>
    `(${quoted(`bench-session-${hash.slice(0, 16)}`)}, ${quoted(hash)}, '${kind}', ${quoted(accountId)}, now(), now() + interval '30 days', now())`;
  const estimatorIds = estimatorHashes.map((_, i) => `bench-fresh-estimator-${i}`);
  return [
    `insert into owners (id, email, status, company_name, created_at, last_visit_at, verified_at)
     select 'bench-owner-' || i, 'owner' || i || '@bench.example', 'verified', 'Company ' || i,
       now() - i * interval '1 hour', now() - (i % 50) * interval '1 day', now() - i * interval '1 hour'
     from generate_series(1, ${OWNERS}) as i`,
    // Nearly all filled (ack_a); about a third of them with a final score, spread over the grade bands.
    `insert into profiles (id, owner_id, kind, permalink, first_name, last_name, position, email, phone, age, gender,
       state, answers, final_score, created_at, updated_at, completed_at)
     select 'bench-profile-' || i, 'bench-owner-' || (1 + i % ${OWNERS}), 'full', 'bench-link-' || i,
       ${pickSql(firstNames, 'i')}, ${pickSql(lastNames, 'i / 7')} || (i % 97), ${pickSql(positions, 'i / 3')},
       'person' || i || '@corp.example', '+7 900 000-00-00', 20 + i % 40, case when i % 2 = 0 then 'М' else 'Ж' end,
       case when i % 20 = 0 then 'ack_q' when i % 20 = 1 then 'answered' else 'ack_a' end,
       case when i % 20 < 2 then '{}'::jsonb else ${quoted(answers)}::jsonb end,
       case when i % 3 = 0 and i % 20 >= 2 then (i * 37 % 1000) / 10.0 end,
       now() - i * interval '5 minutes', now() - i * interval '5 minutes' + interval '1 day',
       case when i % 20 >= 2 then now() - i * interval '5 minutes' + interval '2 days' end
     from generate_series(1, ${PROFILES}) as i`,
    `insert into administrators (id, email, password_hash, created_at) values ('bench-administrator', 'administrator@bench.example', 'unused', now())`,
    `insert into estimators (id, email, full_name, created_at)
     select 'bench-grader-' || e, 'grader' || e || '@bench.example', 'Grader ' || e, now() from generate_series(1, ${GRADERS}) as e
     union all
     select id, id || '@bench.example', id, now() from unnest(array[${estimatorIds.map(quoted).join(', ')}]::text[]) as id`,
    // Each grader took a different stretch of filled profiles without a final score: most graded, some skipped.
    `insert into estimator_assignments (estimator_id, profile_id, batch, assigned_at, viewed_at, score, skip_status, rated_at, updated_at)
     select 'bench-grader-' || e, 'bench-profile-' || p, 1 + j / 10, now() - interval '1 day', now() - interval '1 day',
       case when j % 10 < 8 then (p * 13 % 100)::double precision end,
       case when j % 10 = 8 then 'normal' when j % 10 = 9 then 'suspicious' end,
       now() - interval '1 day', now() - interval '1 day'
     from generate_series(1, ${GRADERS}) as e, generate_series(0, ${GRADED_EACH - 1}) as j,
       lateral (select (e * ${GRADED_EACH} + j) * 3 + 1 as p) as picked
     where p <= ${PROFILES} and p % 20 >= 2`,
    `insert into admin_audit_log (id, administrator_id, administrator_email, action, target_kind, target_ids, details, created_at)
     select 'bench-audit-' || i, 'bench-administrator', 'administrator@bench.example', 'profile.update', 'profile',
       jsonb_build_array('bench-profile-' || i), jsonb_build_object('fields', jsonb_build_array('firstName')),
       now() - i * interval '1 minute'
     from generate_series(1, ${AUDIT_ENTRIES}) as i`,
    `insert into sessions (id, token_hash, account_kind, account_id, created_at, expires_at, last_used_at) values
     ${[sessionRow('administrator', 'bench-administrator', adminHash), ...estimatorHashes.map((hash, i) => sessionRow('estimator', estimatorIds[i], hash))].join(',\n')}`,
  ];
}

/** Migrates the database, fills it, gathers its statistics and closes it, so that the server can open it. */
async function seed(options, dbLib) {
  const adminToken = newToken();
  const estimatorTokens = Array.from({ length: BATCHES + 1 }, newToken);
  const database = await dbLib.openDatabase(options);
  try {
    await database.migrate();
    for (const statement of seedStatements({ adminHash: tokenHash(adminToken), estimatorHashes: estimatorTokens.map(tokenHash) })) {
      await database.db.execute(statement);
    }
    // PGlite runs no autovacuum; PostgreSQL would have by now.
    await database.db.execute('vacuum analyze');
  } finally {
    await database.close();
  }
  return { adminToken, estimatorTokens };
}

async function timed(origin, method, urlPath, token) {
  const started = performance.now();
  const response = await fetch(`${origin}${urlPath}`, { method, headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}: ${body.slice(0, 300)}`);
  return { ms, body };
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

async function measure(origin, { adminToken, estimatorTokens }) {
  const rows = [];
  for (const [label, urlPath] of lists) {
    for (let i = 0; i < WARM_UP; i += 1) await timed(origin, 'GET', urlPath, adminToken);
    const times = [];
    let total = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const { ms, body } = await timed(origin, 'GET', urlPath, adminToken);
      times.push(ms);
      total = JSON.parse(body).total;
    }
    rows.push({ label, times, total });
  }
  // The first estimator warms the route up; each of the others asks once, with no batch of their own yet.
  const [warm, ...fresh] = estimatorTokens;
  await timed(origin, 'POST', '/api/v1/estimator/profiles/assignment', warm);
  const times = [];
  let assigned = 0;
  for (const token of fresh) {
    const { ms, body } = await timed(origin, 'POST', '/api/v1/estimator/profiles/assignment', token);
    times.push(ms);
    assigned = JSON.parse(body).batchSize;
  }
  rows.push({ label: 'estimator: new batch', times, total: assigned });
  return rows;
}

async function onDatabase(kind, seedLib, dbLib) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamcast-bench-'));
  const postgres = kind === 'postgres' ? await seedLib.createBenchDatabase(postgresUrl) : null;
  try {
    const options = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    const seedStarted = performance.now();
    const tokens = await seed(options, dbLib);
    const seedMs = performance.now() - seedStarted;
    const server = await startServer({ port: await freePort(), dataDir, env: postgres ? { DATABASE_URL: postgres.url } : {} });
    try {
      return { kind, seedMs, rows: await measure(server.origin, tokens) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

function report({ kind, seedMs, rows }) {
  console.log(
    `\nAdministrator's lists and an estimator's batch on ${kind}: ${PROFILES.toLocaleString('en')} profiles of ${OWNERS.toLocaleString('en')} owners ` +
      `(seeded in ${(seedMs / 1000).toFixed(1)} s), median of ${REQUESTS} requests each, ${BATCHES} fresh estimators for the batch`,
  );
  console.log(
    table(
      ['request', 'median ms', 'p95 ms', 'rows'],
      rows.map(({ label, times, total }) => [label, median(times).toFixed(1), p95(times).toFixed(1), String(total ?? '')]),
    ),
  );
  const slow = rows.filter(({ times }) => median(times) > SLOW_MS).map(({ label }) => label);
  console.log(slow.length > 0 ? `over ${SLOW_MS} ms median: ${slow.join(', ')}` : `every request under ${SLOW_MS} ms median`);
}

export async function measureGradingLists() {
  const seedLib = await tsImport('./lib/profile-list-seed.ts', import.meta.url);
  const dbLib = await tsImport('../apps/server/src/platform/database/index.ts', import.meta.url);
  // BENCH_DB=pglite or postgres measures only that one.
  for (const kind of ['pglite', 'postgres'].filter((name) => !process.env.BENCH_DB || process.env.BENCH_DB === name)) {
    if (kind === 'postgres' && !(await seedLib.postgresAnswers(postgresUrl))) {
      console.log(`\nAdministrator's lists on postgres: skipped, nothing answers at ${new URL(postgresUrl).host}`);
      continue;
    }
    report(await onDatabase(kind, seedLib, dbLib));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureGradingLists();
