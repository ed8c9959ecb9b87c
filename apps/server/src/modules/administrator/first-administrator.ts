import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '../../identity/passwords';
import type { Db } from '../../platform/database';
import { countAdministrators, findAdministratorByEmail, insertAdministrator, type AdministratorRow } from './administrators-repository';

/** The address of the administrator created on a first start without `ADMIN_EMAIL`. */
export const defaultAdministratorEmail = 'admin@teamcast.local';

/** A password to print once: 18 random bytes, 24 characters that survive copying from a terminal. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export interface CreatedAdministrator {
  administrator: AdministratorRow;
  /** The password, when it was generated here and so must be shown to someone once. */
  generatedPassword: string | undefined;
}

/** Creates an administrator; undefined when one with this email exists already. */
export async function createAdministrator(
  db: Db,
  { email, password, now }: { email: string; password?: string | undefined; now: Date },
): Promise<CreatedAdministrator | undefined> {
  const generatedPassword = password === undefined ? generatePassword() : undefined;
  const administrator = await insertAdministrator(db, {
    id: randomUUID(),
    email: email.toLowerCase(),
    passwordHash: await hashPassword(password ?? generatedPassword!),
    ln: 'ru',
    createdAt: now,
  });
  return administrator && { administrator, generatedPassword };
}

/**
 * Makes sure the installation can be administered. With `ADMIN_EMAIL` that administrator is created
 * when missing (with `ADMIN_PASSWORD`, or a generated password); without it, `admin@teamcast.local`
 * is created only when there is no administrator at all. An existing administrator is never changed,
 * so a restart cannot reset a password that was changed since.
 */
export async function ensureFirstAdministrator(
  db: Db,
  { adminEmail, adminPassword }: { adminEmail?: string | undefined; adminPassword?: string | undefined },
  now: Date,
): Promise<CreatedAdministrator | undefined> {
  if (adminEmail !== undefined) {
    if (await findAdministratorByEmail(db, adminEmail)) return undefined;
    return createAdministrator(db, { email: adminEmail, password: adminPassword, now });
  }
  if ((await countAdministrators(db)) > 0) return undefined;
  return createAdministrator(db, { email: defaultAdministratorEmail, now });
}
