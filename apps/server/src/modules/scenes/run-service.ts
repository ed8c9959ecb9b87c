import { randomUUID } from 'node:crypto';
import type { SnapshotView } from '@teamcast/contract';
import { isAnalysisRunKind, type ForecastRunKind, type RunKind } from '@teamcast/domain';
import type { ComputeResult, ComputeTask, PairRelation } from '../../platform/compute/scene-task';
import type { RunJob } from '../../platform/jobs/run-job';
import { AppError } from '../../http/app-error';
import { SerialisedJson } from '../../http/register-endpoint';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import type { OwnerRow } from '../owner/owners-repository';
import { ownerContext, requireVerified } from '../profiles/profile-access';
import { dashboardMessages } from './dashboard-messages';
import { addHistoryItem, countRun } from './history-repository';
import { admitRun } from './run-limits';
import { requireFeature, sceneNotFound } from './scene-access';
import { loveAnswersOf, withActorInputs } from './scene-inputs';
import { connectionFailed, issueSnapshotLink, useSnapshotLink } from './snapshot-links';
import { visibleProfilesByIds } from './scene-profiles';
import { findOwnRun, findRun, insertRun } from './runs-repository';
import { findOwnScene, type SceneRow } from './scenes-repository';

export interface RunRequest {
  kind: RunKind;
  sceneId: string | null;
  /** The scenes a comparison covers. */
  sceneIds?: string[];
  task: ComputeTask;
  /** A forecast's item in the dashboard's history, also counted there; analyses have none. */
  history?: { type: ForecastRunKind; title: string; actors: string[]; scenes: string[] };
}

/**
 * Starts a run in one transaction: the owner's limits, the run, its history item, the counter and,
 * with a queue, the job. A failure anywhere leaves none of them. Only what committed is announced
 * and, in this process's threads, computed.
 */
export async function startRun(deps: ModuleDeps, owner: OwnerRow, request: RunRequest): Promise<{ ruid: string }> {
  const { db, clock, realtime, dispatcher, runLimits } = deps;
  const now = clock.now();
  const job: RunJob = {
    ruid: randomUUID(),
    ownerId: owner.id,
    kind: request.kind,
    sceneId: request.sceneId,
    sceneIds: request.sceneIds ?? [],
    task: request.task,
    createdAt: now.toISOString(),
  };
  const { history } = request;
  const announcements = await db.transaction(async (tx) => {
    await admitRun(tx, owner.id, now, runLimits);
    await insertRun(tx, { ruid: job.ruid, ownerId: owner.id, kind: request.kind, sceneId: request.sceneId, status: 'queued', createdAt: now, updatedAt: now });
    if (history) {
      await addHistoryItem(tx, { id: job.ruid, ownerId: owner.id, ...history, createdAt: now });
      if (history.type !== 'compare') await countRun(tx, owner.id, history.type === 'pair' ? 'p2p' : 'team');
    }
    await dispatcher.enqueue(tx, job);
    // Read under the owner's lock, so the history and counters sent are the ones this start made.
    return history ? dashboardMessages(tx, owner.id) : [];
  });
  for (const message of announcements) realtime.publish(owner.id, message);
  dispatcher.committed(job);
  return { ruid: job.ruid };
}

/**
 * Forecast runs: the API stores a run and answers at once; the forecast is computed off the event
 * loop, its phases and its result announced to the owner's connections, and the result kept as the
 * run's snapshot. Each run also goes into the dashboard's history and counters. An owner has a few
 * runs in flight at most and a number of runs per window (`RunLimits`).
 */
export function createRunService(deps: ModuleDeps) {
  const { db, clock, snapshots } = deps;

  const start = (owner: OwnerRow, request: RunRequest) => startRun(deps, owner, request);

  /** The scene's profiles; a scene with a profile gone is not run. */
  async function profilesOf(owner: OwnerRow, row: SceneRow) {
    const profiles = await visibleProfilesByIds(db, owner.id, row.state.actors.map((actor) => actor.id));
    const missing = row.state.actors.find((actor) => !profiles.has(actor.id));
    if (missing) {
      throw new AppError(400, 'actors_ineligible', 'Some actors\u2019 profiles are gone; fix the team first', { params: { profileId: missing.id } });
    }
    return profiles;
  }

  /** The scene with its actors' inputs read from their profiles. */
  async function ready(owner: OwnerRow, row: SceneRow) {
    return withActorInputs(row.state, await profilesOf(owner, row));
  }

  return {
    /**
     * Runs one of the owner's teams or the owner's scratch scene, the quick team check's. A check's
     * history item is titled by its people when the history is sent (an empty title here), so a name
     * since hidden or removed never survives in it.
     */
    async runTeam(session: Session<'owner'>, sceneId: string) {
      const { owner } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      const row = (await findOwnScene(db, owner.id, sceneId, 'team')) ?? (await findOwnScene(db, owner.id, sceneId, 'sandbox'));
      if (!row) throw sceneNotFound();
      const scene = await ready(owner, row);
      const title = row.kind === 'sandbox' ? '' : row.title;
      return start(owner, {
        kind: 'team',
        sceneId,
        task: { kind: 'team', scene },
        history: { type: 'team', title, actors: row.state.actors.map((actor) => actor.id), scenes: [sceneId] },
      });
    },

    async runPair(session: Session<'owner'>, pairId: string, relation: PairRelation) {
      const { owner } = await ownerContext(db, session);
      requireVerified(owner);
      const row = await findOwnScene(db, owner.id, pairId, 'pair');
      if (!row) throw sceneNotFound();
      const profiles = await profilesOf(owner, row);
      const scene = withActorInputs(row.state, profiles);
      const [first, second] = scene.actors.map((actor) => loveAnswersOf(profiles.get(actor.id)));
      return start(owner, {
        kind: 'pair',
        sceneId: pairId,
        task: { kind: 'pair', scene, relation, loveAnswers: [first ?? null, second ?? null] },
        history: { type: 'pair', title: row.title, actors: row.state.actors.map((actor) => actor.id), scenes: [pairId] },
      });
    },

    async compare(session: Session<'owner'>, sceneIds: string[]) {
      const { owner } = await ownerContext(db, session);
      requireFeature(owner, 'compare_teams');
      const unique = [...new Set(sceneIds)];
      const rows: SceneRow[] = [];
      for (const id of unique) {
        const row = await findOwnScene(db, owner.id, id, 'team');
        if (!row) throw sceneNotFound();
        rows.push(row);
      }
      const scenes = [];
      for (const row of rows) scenes.push({ sceneId: row.id, title: row.title, scene: await ready(owner, row) });
      return start(owner, {
        kind: 'compare',
        sceneId: null,
        sceneIds: unique,
        task: { kind: 'compare', scenes },
        history: { type: 'compare', title: rows.map((row) => row.title).join(' / '), actors: [], scenes: unique },
      });
    },

    async snapshotUrl(session: Session<'owner'>, sceneId: string, ruid: string) {
      const run = await findOwnRun(db, session.accountId, ruid);
      const covers = run && (run.sceneId === sceneId || (run.kind === 'compare' && (run.result as ComputeResult | null)?.kind === 'compare' && (run.result as Extract<ComputeResult, { kind: 'compare' }>).scenes.some((scene) => scene.sceneId === sceneId)));
      // An advisor's run names its team too, but holds advice, not a forecast.
      if (!run || !covers || run.status !== 'done' || isAnalysisRunKind(run.kind)) throw connectionFailed();
      return issueSnapshotLink(db, clock, ruid);
    },

    /** The forecast at a link's address: the link's key stands for the owner's session. */
    async snapshot(ruid: string, key: string): Promise<SnapshotView | SerialisedJson> {
      await useSnapshotLink(db, clock, ruid, key);
      // Just computed by this process: the answer is already written, from the run as it was stored.
      const kept = snapshots?.get(ruid);
      if (kept !== undefined) return new SerialisedJson(kept);
      const run = await findRun(db, ruid);
      if (!run || run.status !== 'done' || !run.result) throw connectionFailed();
      // Stored as JSON, read back as the plain data the contract describes.
      const result = run.result as SnapshotView;
      return { ...result, ruid, sceneId: run.sceneId, createdAt: run.createdAt.toISOString() } as SnapshotView;
    },

  };
}
