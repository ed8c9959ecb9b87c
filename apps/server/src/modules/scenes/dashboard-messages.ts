import type { RealtimeMessage } from '@teamcast/contract';
import type { Db } from '../../platform/database';
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
