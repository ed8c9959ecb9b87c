import { randomInt, randomUUID } from 'node:crypto';
import type { SceneView } from '@teamcast/contract';
import {
  addActorIssue,
  addSceneActor,
  applyAdvice,
  applySceneChange,
  copyScene,
  createScene,
  isProfileFilled,
  removeActorIssue,
  removeSceneActor,
  undoScene,
  type ProfileState,
  type Scene,
  type SceneLifespan,
} from '@teamcast/domain';
import { AppError, validationError } from '../../http/app-error';
import { ownerNotFound } from '../owner/owner-passport-service';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { ownerContext, profileNotFound } from '../profiles/profile-access';
import type { ProfileRow } from '../profiles/profiles-repository';
import { newestVisibleProfiles } from '../profiles/profile-list';
import { today } from '../profiles/profile-facts';
import type { Viewer } from '../profiles/profile-view';
import { byTheRules, requireFeature, requireRoomForTeam, sceneNotFound, teamSizeRefused } from './scene-access';
import { visibleProfilesByIds } from './scene-profiles';
import type { ActorRef, CopyTeamBody, CreateSandboxBody, CreateTeamBody, SceneEdit, SceneProfilesPage } from './scene-requests';
import { announceTeamCheck, reflectScene } from './scene-announcements';
import { sceneProfileOf, toSceneView } from './scene-view';
import { requireVersion, storeAtVersion } from './scene-versions';
import {
  countOwnTeams,
  deleteOwnTeams,
  deleteSandbox,
  findOwnScene,
  findSandbox,
  insertScene,
  listOwnTeams,
  lockOwner,
  lockOwnScene,
  updateSceneAtVersion,
  type SceneRow,
} from './scenes-repository';

/** Every chosen profile must be the owner's to use and filled: an empty one has nothing to forecast from. */
export async function eligibleProfiles(deps: ModuleDeps, ownerId: string, refs: readonly ActorRef[]): Promise<Map<string, ProfileRow>> {
  const ids = refs.map((ref) => ref.profileId);
  if (new Set(ids).size !== ids.length) throw validationError('actors', 'sceneDuplicateActor');
  const found = await visibleProfilesByIds(deps.db, ownerId, ids);
  for (const id of ids) {
    const row = found.get(id);
    if (!row) throw profileNotFound();
    if (!isProfileFilled(row.state as ProfileState)) {
      throw new AppError(400, 'actors_ineligible', 'A chosen profile is not filled yet', { params: { profileId: id } });
    }
  }
  return found;
}

/** The owner's teams and scratch scene: stored as the domain's scene, changed only through its rules. */
export function createSceneService(deps: ModuleDeps) {
  const { db, clock } = deps;

  async function view(row: SceneRow, viewer: Viewer): Promise<SceneView> {
    const profiles = await visibleProfilesByIds(db, viewer.ownerId, row.state.actors.map((actor) => actor.id));
    return toSceneView(row, profiles, viewer, today(clock.now()));
  }

  /**
   * A new team whose lead, when one is named, leads from the first day. The ranking is part of the team
   * as made, not a change of it: the new team's undo memory stays empty.
   */
  function newTeam(body: CreateTeamBody): Scene {
    const scene = newScene(body.actors, body.lifespan, body.startDate);
    const leadId = body.leadProfileId;
    if (leadId === undefined) return scene;
    if (!scene.actors.some((actor) => actor.id === leadId)) throw validationError('leadProfileId', 'lead_not_in_team');
    const ranked = byTheRules(() => applySceneChange(scene, { kind: 'rank', actorId: leadId, day: 0, level: 1 }), 'leadProfileId');
    return { ...ranked, memory: [] };
  }

  function newScene(refs: readonly ActorRef[], lifespan: SceneLifespan, startDate: string): Scene {
    return byTheRules(() =>
      createScene({
        actors: refs.map((ref) => ({ id: ref.profileId, ...(ref.joinDay === undefined ? {} : { joinDay: ref.joinDay }) })),
        lifespan,
        startDate,
        // The seed fixes the scene's random draws, so its forecast is the same every time it is run.
        seed: randomInt(0, 2 ** 31 - 1),
      }),
    );
  }

  /**
   * Counts the owner's teams and inserts the new one in one transaction behind the owner's row lock:
   * parallel creations queue there, so together they cannot pass the limit.
   */
  async function storeTeam(ownerId: string, title: string, state: Scene): Promise<SceneRow> {
    return db.transaction(async (tx) => {
      const owner = await lockOwner(tx, ownerId);
      if (!owner) throw ownerNotFound();
      requireRoomForTeam(owner.teamLimit, await countOwnTeams(tx, ownerId));
      const now = clock.now();
      return insertScene(tx, { id: randomUUID(), ownerId, kind: 'team', title, state, createdAt: now, updatedAt: now });
    });
  }

  /** Applies an edit made on `edit.version`; one that changes nothing stores, bumps and announces nothing. */
  async function edit(row: SceneRow, edit: SceneEdit, viewer: Viewer): Promise<SceneRow> {
    const show = (current: SceneRow) => view(current, viewer);
    await requireVersion(row, edit.version, show);
    let state = row.state;
    if (edit.change) {
      const change = edit.change;
      state = byTheRules(() => applySceneChange(state, change));
    } else if (edit.addActor) {
      const ref = edit.addActor;
      const full = addActorIssue(state.actors.length);
      if (full) throw teamSizeRefused('addActor', full);
      if (state.actors.some((actor) => actor.id === ref.profileId)) throw validationError('addActor', 'sceneDuplicateActor');
      await eligibleProfiles(deps, row.ownerId, [ref]);
      state = byTheRules(() => addSceneActor(state, { id: ref.profileId, ...(ref.joinDay === undefined ? {} : { joinDay: ref.joinDay }) }));
    } else if (edit.removeActorId) {
      const id = edit.removeActorId;
      const smallest = removeActorIssue(state.actors.length);
      if (smallest) throw teamSizeRefused('removeActorId', smallest);
      state = byTheRules(() => removeSceneActor(state, id));
    } else if (edit.advice) {
      const advice = edit.advice;
      // A swap's newcomer must be a filled profile the owner may use, as an added actor must.
      if (advice.kind === 'swap') await eligibleProfiles(deps, row.ownerId, [{ profileId: advice.candidateId }]);
      const candidate = advice.kind === 'swap' ? { id: advice.candidateId } : undefined;
      state = byTheRules(() => applyAdvice(state, advice, candidate), 'advice');
    } else if (edit.undo) {
      state = byTheRules(() => undoScene(state));
    }
    const title = edit.title === row.title ? undefined : edit.title;
    if (state === row.state && title === undefined) return row;
    const changes = { state, ...(title === undefined ? {} : { title }), updatedAt: clock.now() };
    return reflectScene(deps, await storeAtVersion(db, row, edit.version, changes, show));
  }

  async function team(session: Session<'owner'>, id: string, feature: 'teams' | 'create_teams' = 'teams') {
    const { owner, viewer } = await ownerContext(db, session);
    requireFeature(owner, feature);
    const row = await findOwnScene(db, owner.id, id, 'team');
    if (!row) throw sceneNotFound();
    return { owner, viewer, row };
  }

  return {
    async listProfiles(session: Session<'owner'>, page: SceneProfilesPage) {
      const { owner, viewer } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      const shownOn = today(clock.now());
      const rows = await newestVisibleProfiles(db, viewer, page, shownOn);
      return { items: rows.map((row) => sceneProfileOf(row, viewer, shownOn)) };
    },

    async create(session: Session<'owner'>, body: CreateTeamBody) {
      const { owner, viewer } = await ownerContext(db, session);
      requireFeature(owner, 'create_teams');
      await eligibleProfiles(deps, owner.id, body.actors);
      const row = await storeTeam(owner.id, body.title, newTeam(body));
      return view(row, viewer);
    },

    async list(session: Session<'owner'>) {
      const { owner } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      const rows = await listOwnTeams(db, owner.id);
      // One lookup for every actor of every team tells which teams are broken.
      const present = await visibleProfilesByIds(db, owner.id, rows.flatMap((row) => row.state.actors.map((actor) => actor.id)));
      return {
        items: rows.map((row) => ({
          _id: row.id,
          title: row.title,
          status: row.state.actors.every((actor) => present.has(actor.id)) ? ('ok' as const) : ('broken' as const),
          lifespan: row.state.lifespan,
          startDate: row.state.startDate,
          actorCount: row.state.actors.length,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    async get(session: Session<'owner'>, id: string) {
      const { viewer, row } = await team(session, id);
      return view(row, viewer);
    },

    async update(session: Session<'owner'>, id: string, body: SceneEdit) {
      const { viewer, row } = await team(session, id);
      return view(await edit(row, body, viewer), viewer);
    },

    /**
     * Takes out the actors whose profiles are gone; one undo brings them back. It names no version: the
     * team is locked while the fix is worked out, so it applies to whatever the team is by then.
     */
    async fix(session: Session<'owner'>, id: string) {
      const { viewer } = await team(session, id);
      const { row, fixed } = await db.transaction(async (tx) => {
        const locked = await lockOwnScene(tx, viewer.ownerId, id, 'team');
        if (!locked) throw sceneNotFound();
        const present = await visibleProfilesByIds(tx, viewer.ownerId, locked.state.actors.map((actor) => actor.id));
        let state = locked.state;
        for (const actor of locked.state.actors) if (!present.has(actor.id)) state = removeSceneActor(state, actor.id);
        if (state === locked.state) return { row: locked, fixed: false };
        const stored = await updateSceneAtVersion(tx, locked.id, locked.version, { state, updatedAt: clock.now() });
        if (!stored) throw new Error('A locked scene changed under its lock');
        return { row: stored, fixed: true };
      });
      if (!fixed) return view(row, viewer);
      reflectScene(deps, row);
      await announceTeamCheck(deps, row);
      return view(row, viewer);
    },

    /** A new team of the actors in the original on `summonDay`, with their ranks and interactions of that day. */
    async copy(session: Session<'owner'>, id: string, body: CopyTeamBody) {
      const { owner, viewer, row } = await team(session, id, 'create_teams');
      const source = row.state;
      const present = await visibleProfilesByIds(db, owner.id, source.actors.map((actor) => actor.id));
      const state = byTheRules(
        () =>
          copyScene(source, {
            summonDay: body.summonDay ?? 0,
            startDate: body.startDay,
            keep: (actorId) => present.has(actorId),
            // Like a new team's, the seed fixes the copy's random draws.
            seed: randomInt(0, 2 ** 31 - 1),
          }),
        'summonDay',
      );
      const copied = await storeTeam(owner.id, body.title, state);
      return view(copied, viewer);
    },

    async remove(session: Session<'owner'>, ids: string[] | null) {
      const { owner } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      return { deleted: await deleteOwnTeams(db, owner.id, ids) };
    },

    /**
     * The scratch scene: the quick team check's, one per owner, kept out of the team list and its limit,
     * so it needs the team check's tier (`teams`).
     */
    async sandbox(session: Session<'owner'>) {
      const { owner, viewer } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      const row = await findSandbox(db, owner.id);
      return { scene: row ? await view(row, viewer) : null };
    },

    async createSandbox(session: Session<'owner'>, body: CreateSandboxBody) {
      const { owner, viewer } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      await eligibleProfiles(deps, owner.id, body.actors);
      const state = newScene(body.actors, body.lifespan, body.startDate);
      const row = await db.transaction(async (tx) => {
        // Behind the owner's lock, two parallel starts replace the scratch scene one after the other.
        if (!(await lockOwner(tx, owner.id))) throw ownerNotFound();
        const previous = await deleteSandbox(tx, owner.id);
        const now = clock.now();
        // The version goes on from the scene it replaces, so an edit made on that one is stale here too.
        const version = (previous ?? 0) + 1;
        return insertScene(tx, { id: randomUUID(), ownerId: owner.id, kind: 'sandbox', title: 'sandbox', state, version, createdAt: now, updatedAt: now });
      });
      return view(reflectScene(deps, row), viewer);
    },

    async updateSandbox(session: Session<'owner'>, body: SceneEdit) {
      const { owner, viewer } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      const row = await findSandbox(db, owner.id);
      if (!row) throw sceneNotFound();
      return view(await edit(row, body, viewer), viewer);
    },
  };
}
