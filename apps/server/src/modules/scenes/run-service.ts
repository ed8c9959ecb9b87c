import { randomUUID } from 'node:crypto';
import type { RealtimeMessage, SceneForecastView } from '@teamcast/contract';
import { phaseProgress, type ComputePhase } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { ownerContext } from '../profiles/profile-access';
import { requireFeature, sceneNotFound } from './scene-access';
import { withActorInputs } from './scene-inputs';
import { visibleProfilesByIds } from './scene-profiles';
import { findOwnRun, insertRun, updateRun, type RunRow } from './runs-repository';
import { findOwnScene } from './scenes-repository';

export function connectionFailed(): AppError {
  return new AppError(404, 'connection_failed', 'No finished forecast is stored for this run');
}

export const snapshotUrlOf = (ruid: string): string => `/api/v1/scene/snapshots/${encodeURIComponent(ruid)}`;

/**
 * Forecast runs: the API stores a run and answers at once; the forecast is computed off the event
 * loop, its phases and its result announced to the owner's connections, and the result kept as the
 * run's snapshot.
 */
export function createRunService(deps: ModuleDeps) {
  const { db, clock, compute, realtime, log } = deps;
  const pending = new Set<Promise<void>>();

  function announcePhase(ownerId: string, ruid: string, sceneId: string, phase: ComputePhase) {
    // The loader shows a value within the phase's range; where in it does not matter, so it varies.
    const message: RealtimeMessage = { type: 'sceneComputePhase', payload: { ruid, sceneId, phase, progress: phaseProgress(phase, Math.random()) } };
    realtime.publish(ownerId, message);
  }

  async function process(run: RunRow, task: Parameters<typeof compute.run>[0]): Promise<void> {
    const { ruid, ownerId } = run;
    const sceneId = run.sceneId ?? '';
    announcePhase(ownerId, ruid, sceneId, 'init');
    await updateRun(db, ruid, { status: 'running', updatedAt: clock.now() });
    announcePhase(ownerId, ruid, sceneId, 'units');
    const outcome = await compute.run(task);
    announcePhase(ownerId, ruid, sceneId, 'render');
    if (!outcome.ok) {
      log.warn({ ruid, code: outcome.code, reason: outcome.message }, 'a forecast run failed');
      await updateRun(db, ruid, { status: 'failed', errorCode: outcome.code, updatedAt: clock.now() });
      realtime.publish(ownerId, { type: 'rejectScene', payload: { ruid, sceneId, code: outcome.code } });
      return;
    }
    announcePhase(ownerId, ruid, sceneId, 'transfer');
    await updateRun(db, ruid, { status: 'done', result: outcome.forecast, updatedAt: clock.now() });
    announcePhase(ownerId, ruid, sceneId, 'done');
    realtime.publish(ownerId, { type: 'renderCheckTeam', payload: { ruid, sceneId, url: snapshotUrlOf(ruid) } });
  }

  function track(run: RunRow, task: Parameters<typeof compute.run>[0]) {
    const job = process(run, task).catch(async (error: unknown) => {
      log.error({ err: error, ruid: run.ruid }, 'a forecast run could not finish');
      await updateRun(db, run.ruid, { status: 'failed', errorCode: 'initialization_error', updatedAt: clock.now() }).catch(() => undefined);
      realtime.publish(run.ownerId, { type: 'rejectScene', payload: { ruid: run.ruid, sceneId: run.sceneId, code: 'initialization_error' } });
    });
    pending.add(job);
    void job.finally(() => pending.delete(job));
  }

  return {
    async runTeam(session: Session<'owner'>, sceneId: string) {
      const { owner } = await ownerContext(db, session);
      requireFeature(owner, 'teams');
      const row = await findOwnScene(db, owner.id, sceneId, 'team');
      if (!row) throw sceneNotFound();
      const profiles = await visibleProfilesByIds(db, owner.id, row.state.actors.map((actor) => actor.id));
      const missing = row.state.actors.filter((actor) => !profiles.has(actor.id)).map((actor) => actor.id);
      if (missing.length) throw new AppError(400, 'actors_ineligible', 'Some actors\u2019 profiles are gone; fix the team first', { params: { profileId: missing[0]! } });
      const now = clock.now();
      const run = await insertRun(db, { ruid: randomUUID(), ownerId: owner.id, kind: 'team', sceneId, status: 'queued', createdAt: now, updatedAt: now });
      track(run, { kind: 'team', scene: withActorInputs(row.state, profiles) });
      return { ruid: run.ruid };
    },

    async snapshotUrl(session: Session<'owner'>, sceneId: string, ruid: string) {
      const run = await findOwnRun(db, session.accountId, ruid);
      if (!run || run.sceneId !== sceneId || run.status !== 'done') throw connectionFailed();
      return { url: snapshotUrlOf(ruid) };
    },

    async snapshot(session: Session<'owner'>, ruid: string) {
      const run = await findOwnRun(db, session.accountId, ruid);
      if (!run || run.status !== 'done' || !run.result) throw connectionFailed();
      // Stored as JSON, read back as the plain data the contract describes.
      return { ruid, sceneId: run.sceneId, createdAt: run.createdAt.toISOString(), forecast: run.result as SceneForecastView };
    },

    /** Lets runs under way finish, so that nothing writes after the database closes. */
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
