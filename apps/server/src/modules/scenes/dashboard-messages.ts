import type { RealtimeMessage } from '@teamcast/contract';
import type { Db } from '../../platform/database';
import { findOwnerById } from '../owner/owners-repository';
import { accessRulesMessage } from '../owner/owner-view';
import { listHistory, runCounters } from './history-repository';

/** The owner's dashboard history and counters as the gateway sends them. */
export async function dashboardMessages(db: Db, ownerId: string): Promise<RealtimeMessage[]> {
  const history = await listHistory(db, ownerId);
  return [
    {
      type: 'syncHistory',
      payload: {
        items: history.map((item) => ({
          id: item.id,
          type: item.type as 'pair' | 'team' | 'compare',
          title: item.title,
          actors: item.actors,
          scenes: item.scenes,
          createdAt: item.createdAt.toISOString(),
        })),
      },
    },
    { type: 'integralStats', payload: await runCounters(db, ownerId) },
  ];
}

/** What a new realtime connection hears first: the owner's access rules, history and counters. */
export async function greetingMessages(db: Db, ownerId: string): Promise<RealtimeMessage[]> {
  const owner = await findOwnerById(db, ownerId);
  return [...(owner ? [accessRulesMessage(owner)] : []), ...(await dashboardMessages(db, ownerId))];
}
