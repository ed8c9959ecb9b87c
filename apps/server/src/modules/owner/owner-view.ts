import type { OwnerSelf } from '@teamcast/contract';
import { resolveLocale } from '@teamcast/domain';
import type { OwnerRow } from './owners-repository';

/** The owner as the API shows them to themselves. */
export function toOwnerSelf(row: OwnerRow): OwnerSelf {
  return {
    _id: row.id,
    email: row.email,
    status: row.status === 'verified' ? 'verified' : 'unverified',
    // Subscriptions arrive with billing; until then nobody has one.
    subscribe: null,
    companyName: row.companyName,
    mainProfileId: row.mainProfileId,
    orderAmount: row.orderAmount,
    isTmpOwner: row.isTmpOwner,
    ln: resolveLocale(row.ln),
    accessRules: {
      allowTeams: row.allowTeams,
      allowScene: row.allowScene,
      needVerify: row.needVerify,
      allowCreateTeams: row.allowCreateTeams,
      allowCompareTeams: row.allowCompareTeams,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
