import { and, eq, gt, lt } from 'drizzle-orm';
import { knownDevices } from '../db/schema';
import type { Db } from '../platform/database';
import type { AccountKind } from './account-kind';

export type KnownDeviceRow = typeof knownDevices.$inferSelect;

export async function insertKnownDevice(db: Db, row: KnownDeviceRow): Promise<void> {
  await db.insert(knownDevices).values(row);
}

/** Marks the device of this token used now, if it belongs to the account and was used since `usedSince`. */
export async function touchKnownDevice(
  db: Db,
  { tokenHash, kind, accountId }: { tokenHash: string; kind: AccountKind; accountId: string },
  now: Date,
  usedSince: Date,
): Promise<boolean> {
  const rows = await db
    .update(knownDevices)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(knownDevices.tokenHash, tokenHash),
        eq(knownDevices.accountKind, kind),
        eq(knownDevices.accountId, accountId),
        gt(knownDevices.lastUsedAt, usedSince),
      ),
    )
    .returning({ tokenHash: knownDevices.tokenHash });
  return rows.length > 0;
}

export async function findKnownDevice(db: Db, tokenHash: string): Promise<KnownDeviceRow | undefined> {
  const rows = await db.select().from(knownDevices).where(eq(knownDevices.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/** Forgets devices not used since `usedBefore`. */
export async function deleteKnownDevicesUnusedSince(db: Db, usedBefore: Date): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.lastUsedAt, usedBefore));
}
