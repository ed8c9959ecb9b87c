import type { OwnerSelf, RealtimeMessage, Subscription } from '@teamcast/contract';
import { resolveLocale } from '@teamcast/domain';
import type { OwnerRow } from './owners-repository';

/** The owner as the API shows them to themselves. */
export function toOwnerSelf(row: OwnerRow, subscribe: Subscription | null): OwnerSelf {
  return {
    _id: row.id,
    email: row.email,
    status: row.status === 'verified' ? 'verified' : 'unverified',
    subscribe,
    companyName: row.companyName,
    mainProfileId: row.mainProfileId,
    orderAmount: row.orderAmount,
    isTmpOwner: row.isTmpOwner,
    ln: resolveLocale(row.ln),
    accessRules: accessRulesOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function accessRulesOf(row: OwnerRow): OwnerSelf['accessRules'] {
  return {
    allowTeams: row.allowTeams,
    allowScene: row.allowScene,
    needVerify: row.needVerify,
    allowCreateTeams: row.allowCreateTeams,
    allowCompareTeams: row.allowCompareTeams,
    allowMonitor: row.allowMonitor,
  };
}

/** The owner's access rules as the realtime gateway pushes them, so open pages follow a change at once. */
export function accessRulesMessage(row: OwnerRow): RealtimeMessage {
  return { type: 'syncAccessRules', payload: accessRulesOf(row) };
}
