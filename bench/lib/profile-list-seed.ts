// Fills a database for the profile-list benchmark before the server starts on it: one owner with many
// profiles (a few of them attached from another owner, with hidden details), a second owner with a few,
// and a session for each. Rows go in through the server's own schema, in large batches.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { profileAttachments, profiles } from '../../apps/server/src/db/schema';
import { hashSecretToken, newSecretToken } from '../../apps/server/src/identity/secret-tokens';
import { insertSession } from '../../apps/server/src/identity/sessions-repository';
import { insertOwner } from '../../apps/server/src/modules/owner/owners-repository';
import { newLinkToken } from '../../apps/server/src/modules/profiles/link-token';
import type { NewProfileRow } from '../../apps/server/src/modules/profiles/profiles-repository';
import { openDatabase, type DatabaseOptions, type Db } from '../../apps/server/src/platform/database';
import { seededRandom } from './random.mjs';

const firstNames = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Жанна', 'Илья', 'Ксения', 'Лев', 'Мария', 'Никита', 'Ольга', 'Павел', 'John', 'Mary', 'Peter', 'Linda'];
const lastNames = ['Смирнов', 'Иванова', 'Кузнецов', 'Попова', 'Соколов', 'Лебедева', 'Козлов', 'Новикова', 'Морозов', 'Петрова', 'Волков', 'Smith', 'Brown', 'Taylor'];
const positions = ['Developer', 'Designer', 'QA lead', 'Аналитик', 'Менеджер проекта', 'Team lead', 'DevOps', 'HR'];
const states = ['ack_q', 'answered', 'ack_a', 'ack_a', 'ack_a'] as const;

const dayMs = 24 * 60 * 60 * 1000;

/** What a sent questionnaire stores: some fifty answers, so rows are as wide as real ones. */
function answersOf(random: () => number): NewProfileRow['answers'] {
  const answers: Record<string, { value: string | number }> = {};
  for (let i = 0; i < 50; i += 1) answers[`question_${i}`] = i % 3 === 0 ? { value: Math.floor(random() * 10) } : { value: `option_${Math.floor(random() * 5)}` };
  return answers;
}

function profileRow(random: () => number, ownerId: string, index: number, now: Date, hideDetails = false): NewProfileRow {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const state = pick(states);
  const createdAt = new Date(now.getTime() - Math.floor(random() * 700) * dayMs - index * 1000);
  const age = random() < 0.1 ? null : 20 + Math.floor(random() * 40);
  return {
    id: randomUUID(),
    ownerId,
    kind: 'full',
    permalink: newLinkToken(),
    firstName: random() < 0.05 ? null : pick(firstNames),
    lastName: random() < 0.1 ? null : `${pick(lastNames)}${index % 97}`,
    email: random() < 0.3 ? null : `person${index}@corp.example`,
    phone: '+7 900 000-00-00',
    position: pick(positions),
    birthDate: age === null ? null : `${2026 - age}-03-01`,
    age,
    gender: random() < 0.5 ? 'М' : 'Ж',
    hideDetails,
    state,
    answers: state === 'ack_q' ? {} : answersOf(random),
    createdAt,
    updatedAt: new Date(createdAt.getTime() + dayMs),
    completedAt: state === 'ack_a' ? new Date(createdAt.getTime() + 2 * dayMs) : null,
  };
}

async function ownerWithSession(db: Db, label: string, now: Date) {
  const owner = await insertOwner(db, {
    id: randomUUID(),
    email: `${label}-${randomUUID().slice(0, 8)}@bench.example`,
    status: 'verified',
    needVerify: false,
    createdAt: now,
  });
  const token = newSecretToken();
  await insertSession(db, {
    id: randomUUID(),
    tokenHash: hashSecretToken(token),
    accountKind: 'owner',
    accountId: owner.id,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 30 * dayMs),
  });
  return { ownerId: owner.id, token };
}

export interface SeededOwners {
  heavy: { ownerId: string; token: string };
  light: { ownerId: string; token: string };
}

/** Migrates the database, fills it and closes it again, so that the server can open it. */
export async function seedProfileList(options: DatabaseOptions, { heavyProfiles = 10_000, lightProfiles = 20, attached = 10 } = {}): Promise<SeededOwners> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const { db } = database;
    const now = new Date();
    const random = seededRandom(20_261_124);
    const heavy = await ownerWithSession(db, 'heavy', now);
    const light = await ownerWithSession(db, 'light', now);

    const batch = 500;
    for (let start = 0; start < heavyProfiles; start += batch) {
      const rows = Array.from({ length: Math.min(batch, heavyProfiles - start) }, (_, i) => profileRow(random, heavy.ownerId, start + i, now));
      await db.insert(profiles).values(rows);
    }
    const lightRows = Array.from({ length: lightProfiles }, (_, i) => profileRow(random, light.ownerId, i, now, i < attached));
    await db.insert(profiles).values(lightRows);
    // The heavy owner's list also holds some of the light owner's profiles, their details hidden.
    const shared = lightRows.slice(0, attached).map((row) => ({ ownerId: heavy.ownerId, profileId: row.id, createdAt: now }));
    if (shared.length > 0) await db.insert(profileAttachments).values(shared);
    return { heavy, light };
  } finally {
    await database.close();
  }
}

/** Whether a PostgreSQL server answers at the address; the benchmark skips PostgreSQL otherwise. */
export async function postgresAnswers(adminUrl: string): Promise<boolean> {
  try {
    const database = await openDatabase({ kind: 'postgres', url: adminUrl });
    await database.close();
    return true;
  } catch {
    return false;
  }
}

/** A fresh, empty database on the server of `adminUrl`, and how to drop it again. */
export async function createBenchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  // Lower case letters and digits only, so the name needs no quoting.
  const name = `teamcast_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const database = await openDatabase({ kind: 'postgres', url: adminUrl });
    try {
      await database.db.execute(sql.raw(statement));
    } finally {
      await database.close();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Gathers the planner's statistics (and, on PostgreSQL, what autovacuum would have done by now). A
 * PostgreSQL server does this by itself soon after a bulk insert; PGlite runs no autovacuum, so there
 * only this call does it.
 */
export async function vacuumAnalyze(options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  try {
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}
