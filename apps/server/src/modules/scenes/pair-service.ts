import { randomInt, randomUUID } from 'node:crypto';
import { createScene, statusAt, type Scene } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { ownerContext, requireVerified } from '../profiles/profile-access';
import { today } from '../profiles/profile-facts';
import type { Viewer } from '../profiles/profile-view';
import { byTheRules, requireFeature, sceneNotFound } from './scene-access';
import { visibleProfilesByIds } from './scene-profiles';
import { eligibleProfiles } from './scene-service';
import { toSceneView } from './scene-view';
import { deleteOwnScene, findOwnScene, insertScene, type SceneRow } from './scenes-repository';
import { requireVersion, storeAtVersion } from './scene-versions';
import { reflectScene } from './scene-announcements';
import type { CreatePairBody, PairActorIds, UpdatePairBody } from './scene-requests';
import { pairTitleFor } from './scene-titles';

/** Pairs: a scene of two actors, forecast over a year with their compatibility. Any verified owner may have them. */
export function createPairService(deps: ModuleDeps) {
  const { db, clock } = deps;

  async function view(row: SceneRow, viewer: Viewer) {
    const ids = row.state.actors.map((actor) => actor.id);
    const profiles = await visibleProfilesByIds(db, viewer.ownerId, ids);
    const title = row.autoTitle ? pairTitleFor(ids, profiles, viewer) : row.title;
    return { ...toSceneView(row, profiles, viewer, today(clock.now())), title, sourceSceneId: row.sourceSceneId };
  }

  /** The first day of the current month, the default start of a pair (spec section 3). */
  const firstOfMonth = () => `${clock.now().toISOString().slice(0, 7)}-01`;

  const pairScene = (ids: readonly [string, string], startDate: string, seed?: number): Scene =>
    byTheRules(() =>
      createScene({ actors: ids.map((id) => ({ id })), lifespan: 'new', startDate, seed: seed ?? randomInt(0, 2 ** 31 - 1) }),
    );

  async function ownPair(session: Session<'owner'>, id: string) {
    const { owner, viewer } = await ownerContext(db, session);
    requireVerified(owner);
    const row = await findOwnScene(db, owner.id, id, 'pair');
    if (!row) throw sceneNotFound();
    return { owner, viewer, row };
  }

  /** Without a title of the owner's own, the pair is titled by its people, for each viewer anew. */
  async function store(ownerId: string, title: string | undefined, state: Scene, sourceSceneId: string | null) {
    const now = clock.now();
    return insertScene(db, {
      id: randomUUID(),
      ownerId,
      kind: 'pair',
      title: title ?? '',
      autoTitle: title === undefined,
      state,
      sourceSceneId,
      createdAt: now,
      updatedAt: now,
    });
  }

  return {
    async create(session: Session<'owner'>, body: CreatePairBody) {
      const { owner, viewer } = await ownerContext(db, session);
      requireVerified(owner);
      await eligibleProfiles(deps, owner.id, body.actors.map((profileId) => ({ profileId })));
      const row = await store(owner.id, body.title, pairScene(body.actors, body.startDay ?? firstOfMonth()), null);
      return view(row, viewer);
    },

    async createFromTeam(session: Session<'owner'>, sceneId: string, actorIds: PairActorIds) {
      const { owner, viewer } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      const team = await findOwnScene(db, owner.id, sceneId, 'team');
      if (!team) throw sceneNotFound();
      for (const id of actorIds) {
        const actor = team.state.actors.find((candidate) => candidate.id === id);
        if (!actor || !statusAt(actor.events, Number.MAX_SAFE_INTEGER).joined) {
          throw new AppError(400, 'actor_unknown', 'The pair must be two actors of the team', { params: { actorId: id } });
        }
      }
      await eligibleProfiles(deps, owner.id, actorIds.map((profileId) => ({ profileId })));
      const row = await store(owner.id, undefined, pairScene(actorIds, team.state.startDate), team.id);
      return view(row, viewer);
    },

    async update(session: Session<'owner'>, id: string, body: UpdatePairBody) {
      const { owner, viewer, row } = await ownPair(session, id);
      const show = (current: SceneRow) => view(current, viewer);
      await requireVersion(row, body.version, show);
      // Only the version: nothing to store, bump or announce.
      if (!body.actors && !body.startDay && !body.title) return view(row, viewer);
      let state = row.state;
      if (body.actors || body.startDay) {
        const ids = body.actors ?? (row.state.actors.map((actor) => actor.id) as [string, string]);
        if (body.actors) await eligibleProfiles(deps, owner.id, ids.map((profileId) => ({ profileId })));
        // The same seed, so a pair changed only in its start day is drawn the same way.
        state = pairScene(ids, body.startDay ?? row.state.startDate, row.state.seed);
      }
      const changes = { state, ...(body.title ? { title: body.title, autoTitle: false } : {}), updatedAt: clock.now() };
      const updated = reflectScene(deps, await storeAtVersion(db, row, body.version, changes, show));
      return view(updated, viewer);
    },

    async get(session: Session<'owner'>, id: string) {
      const { viewer, row } = await ownPair(session, id);
      return view(row, viewer);
    },

    async remove(session: Session<'owner'>, id: string) {
      const { row } = await ownPair(session, id);
      await deleteOwnScene(db, row.ownerId, row.id);
      return null;
    },
  };
}
