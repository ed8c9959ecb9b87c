import type { RealtimeMessage } from '@teamcast/contract';
import { isAnalysisRunKind, type RunKind } from '@teamcast/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { dashboardHistory, runs } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { RealtimeBus } from '../../platform/realtime/realtime-bus';
import { unfinishedStatuses } from './run-limits';

const interrupted = 'run_interrupted' as const;

const rejected = (run: { ruid: string; sceneId: string | null }): RealtimeMessage => ({
  type: 'rejectScene',
  payload: { ruid: run.ruid, sceneId: run.sceneId, code: interrupted },
});

/** An interrupted forecast is rejected; an interrupted analysis ends failed. */
const interruptedMessage = (run: { ruid: string; sceneId: string | null; kind: RunKind }): RealtimeMessage =>
  isAnalysisRunKind(run.kind) ? { type: 'analysisDone', payload: { ruid: run.ruid, kind: run.kind, status: 'failed', code: interrupted } } : rejected(run);

/**
 * Fails every run left queued or running, as interrupted, and tells the owners who are connected.
 * Only for a start of the embedded setup, where a run lives in the memory of the process that took
 * it: nothing will ever finish these. Answers how many runs it failed.
 */
export async function failInterruptedRuns({ db, clock, realtime }: { db: Db; clock: Clock; realtime: RealtimeBus }): Promise<number> {
  const failed = await db
    .update(runs)
    .set({ status: 'failed', errorCode: interrupted, updatedAt: clock.now() })
    .where(inArray(runs.status, [...unfinishedStatuses]))
    .returning({ ruid: runs.ruid, ownerId: runs.ownerId, sceneId: runs.sceneId, kind: runs.kind });
  for (const run of failed) realtime.publish(run.ownerId, interruptedMessage(run));
  return failed.length;
}

/**
 * What a new connection hears of its owner's interrupted runs, since nobody may have been connected
 * when they failed: one `rejectScene` for each run the dashboard history shows that was interrupted
 * and has not been run again since (no later run of the same team or pair, or no later comparison).
 * Running it again is the acknowledgement, so nothing needs to be stored about who heard what.
 */
export async function interruptedRunNotices(db: Db, ownerId: string): Promise<RealtimeMessage[]> {
  const rows = await db
    .select({ ruid: runs.ruid, sceneId: runs.sceneId })
    .from(runs)
    .innerJoin(dashboardHistory, eq(dashboardHistory.id, runs.ruid))
    .where(
      and(
        eq(runs.ownerId, ownerId),
        eq(runs.status, 'failed'),
        eq(runs.errorCode, interrupted),
        sql`not exists (
          select 1 from ${runs} as later
          where later.owner_id = ${runs.ownerId} and later.kind = ${runs.kind}
            and later.scene_id is not distinct from ${runs.sceneId} and later.created_at > ${runs.createdAt}
        )`,
      ),
    )
    .orderBy(asc(runs.createdAt), asc(runs.ruid));
  return rows.map(rejected);
}
