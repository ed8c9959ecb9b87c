import { randomUUID } from 'node:crypto';
import type { AccountKind } from '../../src/identity/account-kind';
import { hashPassword } from '../../src/identity/passwords';
import { insertAdministrator, type AdministratorRow } from '../../src/modules/administrator/administrators-repository';
import { insertEstimator, type EstimatorRow } from '../../src/modules/estimator/estimators-repository';
import { insertOwner, type NewOwnerRow, type OwnerRow } from '../../src/modules/owner/owners-repository';
import type { TestApp } from './build-test-app';

/** The password every account made by these factories has. */
export const testPassword = 'correct-horse-1';

// Hashing takes tens of milliseconds; every factory account shares one hash of the test password.
let sharedHash: Promise<string> | undefined;
const passwordHash = () => (sharedHash ??= hashPassword(testPassword));

let counter = 0;
/** An email no other test account has. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 8)}@example.com`;
}

const createdAt = () => new Date('2026-01-15T10:00:00.000Z');

export async function createOwner(ctx: TestApp, fields: Partial<NewOwnerRow> = {}): Promise<OwnerRow> {
  return insertOwner(ctx.database.db, {
    id: randomUUID(),
    email: uniqueEmail('owner'),
    passwordHash: await passwordHash(),
    status: 'unverified',
    needVerify: true,
    createdAt: createdAt(),
    ...fields,
  });
}

export async function createEstimator(ctx: TestApp, fields: Partial<EstimatorRow> = {}): Promise<EstimatorRow> {
  return insertEstimator(ctx.database.db, {
    id: randomUUID(),
    email: uniqueEmail('estimator'),
    passwordHash: await passwordHash(),
    fullName: 'Анна Оценщица',
    createdAt: createdAt(),
    ...fields,
  });
}

export async function createAdministrator(ctx: TestApp, fields: Partial<AdministratorRow> = {}): Promise<AdministratorRow> {
  const row = await insertAdministrator(ctx.database.db, {
    id: randomUUID(),
    email: uniqueEmail('admin'),
    passwordHash: await passwordHash(),
    createdAt: createdAt(),
    ...fields,
  });
  if (!row) throw new Error('The administrator exists already');
  return row;
}

/** A bearer token of a new session of the account, as if it had just signed in. */
export function signIn(ctx: TestApp, kind: AccountKind, accountId: string): Promise<string> {
  return ctx.app.sessions.open(ctx.database.db, kind, accountId);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
