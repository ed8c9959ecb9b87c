import { and, eq, like, sql } from 'drizzle-orm';
import { knownDevices, outbox, rateLimits } from '../../db/schema';
import type { AccountKind } from '../../identity/account-kind';
import type { Db } from '../../platform/database';
import type { ModuleDeps } from '../module-deps';

/** Escapes LIKE's wildcards, so an address matches only itself. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Forgets what an account leaves behind outside its own rows, inside the transaction that deletes it:
 * its sessions and mailed links, the devices it signed in from, the mail kept for its address (which
 * holds links that would sign in a later account of the same address) and the counters of failed
 * attempts that name the address.
 */
export async function forgetAccountTraces(
  tx: Db,
  { sessions, links }: Pick<ModuleDeps, 'sessions' | 'links'>,
  { kind, accountId, email }: { kind: AccountKind; accountId: string; email: string },
): Promise<void> {
  await sessions.removeAll(tx, kind, accountId);
  if (kind !== 'administrator') await links.removeAll(tx, kind, accountId);
  await tx.delete(knownDevices).where(and(eq(knownDevices.accountKind, kind), eq(knownDevices.accountId, accountId)));
  await tx.delete(outbox).where(eq(outbox.to, email));
  await tx.delete(rateLimits).where(like(sql`lower(${rateLimits.key})`, `%${likeText(email.toLowerCase())}%`));
}
