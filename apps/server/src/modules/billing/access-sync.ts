import { accessOf, type PlanId } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { owners } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { OwnerRow } from '../owner/owners-repository';
import { findSubscriptionInForce } from './billing-repository';

/**
 * Writes the owner's access rules, team limit and plan from the subscription in force (spec section 6):
 * every change of a subscription ends here, in the same transaction, so the rules the server checks are
 * never out of step with what was paid for. The caller publishes them once the transaction commits.
 */
export async function syncOwnerAccess(tx: Db, ownerId: string): Promise<OwnerRow | undefined> {
  const inForce = await findSubscriptionInForce(tx, ownerId);
  const access = accessOf(inForce ? { plan: inForce.plan as PlanId, status: inForce.status as 'active' } : null);
  const [row] = await tx
    .update(owners)
    .set({ ...access.rules, teamLimit: access.teamLimit, plan: access.plan })
    .where(eq(owners.id, ownerId))
    .returning();
  return row;
}
