import type { Db } from '../platform/database';
import type { AccountKind } from './account-kind';
import { deleteKnownDevicesUnusedSince, findKnownDevice, insertKnownDevice, touchKnownDevice } from './known-devices-repository';
import { hashSecretToken, isWellFormedToken, newSecretToken } from './secret-tokens';

/**
 * A device stays known this long after its last sign-in. Someone who signs in every few months is
 * still recognised; a lost laptop stops counting as the owner's after a season.
 */
export const knownDeviceLifetimeMs = 90 * 24 * 60 * 60 * 1000;

const usedSince = (now: Date) => new Date(now.getTime() - knownDeviceLifetimeMs);

export interface DeviceOfAccount {
  kind: AccountKind;
  accountId: string;
  token: string | undefined;
}

/**
 * The stored id of the device when `token` is a live known device of this very account; undefined for
 * no token, a malformed one, an unknown or forgotten one, and one of another account.
 */
export async function recogniseDevice(db: Db, { kind, accountId, token }: DeviceOfAccount, now: Date): Promise<string | undefined> {
  if (!token || !isWellFormedToken(token)) return undefined;
  const device = await findKnownDevice(db, hashSecretToken(token));
  if (!device || device.accountKind !== kind || device.accountId !== accountId) return undefined;
  return device.lastUsedAt > usedSince(now) ? device.tokenHash : undefined;
}

/**
 * After a successful sign-in: the token this device keeps for the account. A device already known
 * keeps its token (and its lifetime starts again); any other gets a new one. Only the hash is stored.
 */
export async function rememberDevice(db: Db, { kind, accountId, token }: DeviceOfAccount, now: Date): Promise<string> {
  if (token && isWellFormedToken(token) && (await touchKnownDevice(db, { tokenHash: hashSecretToken(token), kind, accountId }, now, usedSince(now)))) {
    return token;
  }
  const fresh = newSecretToken();
  await insertKnownDevice(db, { tokenHash: hashSecretToken(fresh), accountKind: kind, accountId, createdAt: now, lastUsedAt: now });
  return fresh;
}

/** Removes devices that can no longer be recognised. */
export function forgetUnusedDevices(db: Db, now: Date): Promise<void> {
  return deleteKnownDevicesUnusedSince(db, usedSince(now));
}
