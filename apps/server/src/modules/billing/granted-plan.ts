import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { owners, subscriptions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { syncOwnerAccess } from './access-sync';
import { voidOpenInvoices } from './billing-repository';

/**
 * UNLIMITED is granted, never sold (decision 65): an administrator gives it to an owner, ending any plan
 * they had, and takes it back the same way. Answers false when no owner has the email.
 */
export async function setUnlimited(db: Db, email: string, granted: boolean, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: owners.id }).from(owners).where(eq(owners.email, email)).for('update');
    if (!owner) return false;
    const ending = await tx
      .update(subscriptions)
      .set({ status: 'canceled', endedAt: now, updatedAt: now, nextAttemptAt: null })
      .where(
        and(
          eq(subscriptions.ownerId, owner.id),
          inArray(subscriptions.status, ['incomplete', 'active', 'past_due', 'unpaid']),
          granted ? undefined : eq(subscriptions.offer, 'granted'),
        ),
      )
      .returning({ id: subscriptions.id });
    await voidOpenInvoices(tx, ending.map((row) => row.id));
    if (granted) {
      await tx.insert(subscriptions).values({
        id: randomUUID(),
        ownerId: owner.id,
        plan: 'UNLIMITED',
        offer: 'granted',
        status: 'active',
        currency: 'RUB',
        amount: 0,
        periodStart: now,
        createdAt: now,
        updatedAt: now,
      });
    }
    await syncOwnerAccess(tx, owner.id);
    return true;
  });
}
