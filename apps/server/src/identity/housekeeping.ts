import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/database';
import { deleteDeadLinkTokens } from './link-tokens-repository';
import { deleteFinishedWindows } from './rate-limits-repository';
import { deleteDeadSessions } from './sessions-repository';

const hourMs = 60 * 60 * 1000;

/** Deletes sessions, links and rate-limit windows that can never matter again. */
export async function pruneIdentityData(db: Db, now: Date): Promise<void> {
  await deleteDeadSessions(db, now);
  await deleteDeadLinkTokens(db, now);
  await deleteFinishedWindows(db, now);
}

/**
 * Prunes once an hour. Every instance may do it: the deletes are idempotent, so several instances
 * need no coordination. A failure is logged and tried again next hour.
 */
const housekeeping: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const timer = setInterval(() => {
    pruneIdentityData(db, clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'pruning old sessions failed'));
  }, hourMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default fp(housekeeping, { name: 'identity-housekeeping' });
