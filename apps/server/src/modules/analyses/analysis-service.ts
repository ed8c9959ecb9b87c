import { randomInt } from 'node:crypto';
import { MONITOR_NO_TEAMS, type AnalysisView } from '@teamcast/contract';
import { isAnalysisRunKind, type AnalysisRunKind } from '@teamcast/domain';
import { AppError, validationError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { AnalysisResult, AnalysisTask } from '../../platform/compute/analysis-task';
import type { ModuleDeps } from '../module-deps';
import type { OwnerRow } from '../owner/owners-repository';
import { ownerContext } from '../profiles/profile-access';
import { today } from '../profiles/profile-facts';
import { startRun } from '../scenes/run-service';
import { requireFeature, sceneNotFound } from '../scenes/scene-access';
import { actorInputOf, withActorInputs } from '../scenes/scene-inputs';
import { visibleProfilesByIds } from '../scenes/scene-profiles';
import { findOwnRun, type RunRow } from '../scenes/runs-repository';
import { findOwnScene, listOwnTeams, type SceneRow } from '../scenes/scenes-repository';
import { filledProfilesFor, namesOf } from './analysis-people';
import type { AdviseBody, AssembleBody, MonitorBody } from './analysis-requests';

function analysisNotFound(): AppError {
  return new AppError(404, 'not_found', 'No analysis with this id belongs to the caller');
}

/** How far a run is: what this process last heard from its thread, or what its status says. */
function progressOf(run: RunRow, heard: number | undefined): number {
  if (run.status === 'done' || run.status === 'failed') return 100;
  if (run.status === 'queued') return 0;
  return heard ?? 0;
}

/**
 * The assembler, the what-if advisor and the director monitor: each a run like a forecast's (the same
 * limits, queue, threads, recovery and pruning), never in the dashboard's history nor its counters.
 * The API answers at once; progress and the end go out over the realtime gateway, and the result is
 * read with `get`.
 */
export function createAnalysisService(deps: ModuleDeps) {
  const { db, clock, analysisProgress } = deps;

  const start = (owner: OwnerRow, kind: AnalysisRunKind, sceneId: string | null, task: AnalysisTask) =>
    startRun(deps, owner, { kind, sceneId, task });

  /** A team's stored scene with its actors' inputs, and their profiles; a team with a profile gone is not analysed. */
  async function teamProfiles(ownerId: string, row: SceneRow) {
    const profiles = await visibleProfilesByIds(db, ownerId, row.state.actors.map((actor) => actor.id));
    const complete = row.state.actors.every((actor) => profiles.has(actor.id));
    return { profiles, complete };
  }

  return {
    async assemble(session: Session<'owner'>, body: AssembleBody) {
      const { owner, viewer } = await ownerContext(db, session);
      requireFeature(owner, 'create_teams');
      const pool = await filledProfilesFor(db, owner.id, body.profileIds, 'profileIds');
      const startDate = body.startDate ?? today(clock.now());
      const rows = body.profileIds.flatMap((id) => pool.get(id) ?? []);
      return start(owner, 'assemble', null, {
        kind: 'assemble',
        input: {
          pool: rows.map((row) => actorInputOf(row, undefined, startDate)),
          size: body.size,
          orientation: body.orientation,
          mustHave: body.mustHave,
          leadId: body.leadId,
          // Like a new team's, the seed fixes the search's random draws.
          seed: randomInt(0, 2 ** 31 - 1),
          startDate,
        },
        names: namesOf(rows, viewer),
      });
    },

    async advise(session: Session<'owner'>, sceneId: string, body: AdviseBody) {
      const { owner, viewer } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      const row = await findOwnScene(db, owner.id, sceneId, 'team');
      if (!row) throw sceneNotFound();
      const { profiles, complete } = await teamProfiles(owner.id, row);
      const missing = row.state.actors.find((actor) => !profiles.has(actor.id));
      if (!complete && missing) {
        throw new AppError(400, 'actors_ineligible', 'Some actors\u2019 profiles are gone; fix the team first', { params: { profileId: missing.id } });
      }
      const inTeam = body.poolProfileIds.find((id) => row.state.actors.some((actor) => actor.id === id));
      if (inTeam) throw validationError('poolProfileIds', 'profile_in_team', { profileId: inTeam });
      if (new Set(body.poolProfileIds).size !== body.poolProfileIds.length) throw validationError('poolProfileIds', 'duplicate');
      const pool = await filledProfilesFor(db, owner.id, body.poolProfileIds, 'poolProfileIds');
      const candidates = body.poolProfileIds.flatMap((id) => pool.get(id) ?? []);
      return start(owner, 'advise', row.id, {
        kind: 'advise',
        sceneId: row.id,
        version: row.version,
        scene: withActorInputs(row.state, profiles),
        input: {
          pool: candidates.map((candidate) => actorInputOf(candidate, undefined, row.state.startDate)),
          day: body.day,
          orientation: body.orientation ?? null,
        },
        names: namesOf([...profiles.values(), ...candidates], viewer),
      });
    },

    /** Every team of the owner whose people are all there; a team with someone gone is left out until fixed. */
    async monitor(session: Session<'owner'>, body: MonitorBody) {
      const { owner, viewer } = await ownerContext(db, session);
      requireFeature(owner, 'monitor');
      const rows = await listOwnTeams(db, owner.id);
      const present = await visibleProfilesByIds(db, owner.id, rows.flatMap((row) => row.state.actors.map((actor) => actor.id)));
      const whole = rows.filter((row) => row.state.actors.every((actor) => present.has(actor.id)));
      if (whole.length === 0) throw validationError('teams', MONITOR_NO_TEAMS, { teams: rows.length });
      return start(owner, 'monitor', null, {
        kind: 'monitor',
        input: {
          teams: whole.map((row) => ({ sceneId: row.id, title: row.title, scene: withActorInputs(row.state, present) })),
          ...(body.orientation ? { orientation: body.orientation } : {}),
        },
        names: namesOf(present.values(), viewer),
        leftOut: rows.filter((row) => !whole.includes(row)).map((row) => ({ sceneId: row.id, title: row.title })),
      });
    },

    async get(session: Session<'owner'>, ruid: string): Promise<AnalysisView> {
      const run = await findOwnRun(db, session.accountId, ruid);
      if (!run || !isAnalysisRunKind(run.kind)) throw analysisNotFound();
      // Stored as JSON by the thread, after the contract checked it there.
      const result = run.status === 'done' ? (run.result as AnalysisResult | null) : null;
      return {
        ruid: run.ruid,
        kind: run.kind,
        status: run.status as AnalysisView['status'],
        progress: progressOf(run, analysisProgress?.get(run.ruid)),
        sceneId: run.sceneId,
        createdAt: run.createdAt.toISOString(),
        errorCode: run.errorCode,
        result: result as AnalysisView['result'],
      };
    },
  };
}

