import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { forgetUnusedDevices } from '../identity/known-devices';
import { deleteDeadLinkTokens } from '../identity/link-tokens-repository';
import { deleteFinishedWindows } from '../identity/rate-limits-repository';
import { deleteDeadSessions } from '../identity/sessions-repository';
import { pruneAllRuns } from '../modules/scenes/run-retention';
import { deleteExpiredSnapshotLinks } from '../modules/scenes/snapshot-links';
import type { Clock } from './clock';
import type { Db } from './database';
import type { Scheduler } from './scheduler/scheduler';

const hourMs = 60 * 60 * 1000;

/**
 * Deletes sessions, mailed links, rate-limit windows and forecast addresses that can never matter
 * again, and old forecast runs (see `pruneAllRuns`).
 */
export async function pruneStaleData(db: Db, now: Date): Promise<void> {
  await deleteDeadSessions(db, now);
  await deleteDeadLinkTokens(db, now);
  await deleteFinishedWindows(db, now);
  await forgetUnusedDevices(db, now);
  await deleteExpiredSnapshotLinks(db, now);
  // Runs are pruned as each finishes; this catches what a failed pruning left, and makes their space reusable.
  await pruneAllRuns(db);
}

/**
 * Prunes once an hour. Every instance may do it: the deletes are idempotent, so several instances
 * need no coordination. A failure is logged and tried again next hour.
 */
const housekeeping: FastifyPluginAsync<{ db: Db; clock: Clock; scheduler: Scheduler }> = async (app, { db, clock, scheduler }) => {
  const stop = scheduler.every(hourMs, () => {
    pruneStaleData(db, clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'pruning stale data failed'));
  });
  app.addHook('onClose', async () => stop());
};

export default fp(housekeeping, { name: 'housekeeping' });
