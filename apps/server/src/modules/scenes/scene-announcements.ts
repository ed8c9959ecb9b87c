import { and, inArray, sql } from 'drizzle-orm';
import { scenes } from '../../db/schema';
import type { ModuleDeps } from '../module-deps';
import { visibleProfilesByIds } from './scene-profiles';
import type { SceneRow } from './scenes-repository';

type Deps = Pick<ModuleDeps, 'db' | 'realtime'>;

/**
 * Tells the owner's other tabs that a scene changed, so they load it again rather than edit an old copy;
 * the version tells a tab whether what it shows is older, or is the change it made itself.
 */
export function reflectScene({ realtime }: Pick<ModuleDeps, 'realtime'>, row: SceneRow): SceneRow {
  realtime.publish(row.ownerId, {
    type: 'reflectState',
    payload: { sceneId: row.id, updatedAt: row.updatedAt.toISOString(), version: row.version },
  });
  return row;
}

/** Tells the owner whether a team still has every actor's profile (`teamCheck`). */
export async function announceTeamCheck({ db, realtime }: Deps, row: Pick<SceneRow, 'id' | 'ownerId' | 'state'>): Promise<void> {
  const ids = row.state.actors.map((actor) => actor.id);
  const present = await visibleProfilesByIds(db, row.ownerId, ids);
  const missingProfileIds = ids.filter((id) => !present.has(id));
  realtime.publish(row.ownerId, {
    type: 'teamCheck',
    payload: { sceneId: row.id, status: missingProfileIds.length > 0 ? 'broken' : 'ok', missingProfileIds },
  });
}

/**
 * After a profile leaves someone's view (deleted, or a shared one detached), every team holding it
 * is checked again and its owner told, so an open team page can offer the fix at once.
 */
export async function announceTeamsHolding(deps: Deps, profileId: string, ownerIds?: readonly string[]): Promise<void> {
  const holding = await deps.db
    .select({ id: scenes.id, ownerId: scenes.ownerId, state: scenes.state })
    .from(scenes)
    .where(
      and(
        inArray(scenes.kind, ['team', 'sandbox']),
        sql`${scenes.state}->'actors' @> ${JSON.stringify([{ id: profileId }])}::jsonb`,
        ...(ownerIds ? [inArray(scenes.ownerId, [...ownerIds])] : []),
      ),
    );
  for (const row of holding) await announceTeamCheck(deps, row);
}
