import type { RealtimeMessage } from '@teamcast/contract';
import type { Db } from '../../platform/database';
import { findOwnerById } from '../owner/owners-repository';
import { accessRulesMessage } from '../owner/owner-view';
import { viewerOf } from '../profiles/profile-view';
import { listHistory } from './history-repository';
import { visibleProfilesByIds } from './scene-profiles';
import { pairTitleFor, teamCheckTitleFor } from './scene-titles';
import { interruptedRunNotices } from './run-recovery';

/**
 * The owner's dashboard history and counters as the gateway sends them. A pair run without a title of
 * the owner's own, and a quick team check, is titled now by its people as the owner may see them, never
 * by names kept from the time it ran, which may since have been hidden or removed.
 */
export async function dashboardMessages(db: Db, ownerId: string): Promise<RealtimeMessage[]> {
  const history = await listHistory(db, ownerId);
  const owner = await findOwnerById(db, ownerId);
  const untitled = history.filter((item) => item.title === '');
  const profiles = owner && untitled.length > 0 ? await visibleProfilesByIds(db, ownerId, untitled.flatMap((item) => item.actors)) : new Map();
  const titleOf = (item: (typeof history)[number]) => {
    if (item.title !== '' || !owner) return item.title;
    // Untitled team runs are quick team checks, titled by their people too.
    return (item.type === 'team' ? teamCheckTitleFor : pairTitleFor)(item.actors, profiles, viewerOf(owner));
  };
  return [
    {
      type: 'syncHistory',
      payload: {
        items: history.map((item) => ({
          id: item.id,
          type: item.type,
          title: titleOf(item),
          actors: item.actors,
          scenes: item.scenes,
          createdAt: item.createdAt.toISOString(),
        })),
      },
    },
    // The counters are the owner's own columns, read with the owner above.
    { type: 'integralStats', payload: owner ? { p2p: owner.p2pRuns, team: owner.teamRuns } : { p2p: 0, team: 0 } },
  ];
}

/**
 * What a new realtime connection hears first: the owner's access rules, history and counters, then
 * the failures of interrupted runs the owner may not have heard of.
 */
export async function greetingMessages(db: Db, ownerId: string): Promise<RealtimeMessage[]> {
  const owner = await findOwnerById(db, ownerId);
  return [...(owner ? [accessRulesMessage(owner)] : []), ...(await dashboardMessages(db, ownerId)), ...(await interruptedRunNotices(db, ownerId))];
}
