import { and, count, eq, inArray } from 'drizzle-orm';
import { owners, runs } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { countHit } from '../../identity/rate-limits-repository';
import type { Db } from '../../platform/database';

const minute = 60 * 1000;

/** How much forecasting one owner may ask for, so that one owner's load cannot starve the others. */
export interface RunLimits {
  /** Runs of one owner queued or running at the same time. */
  inFlight: number;
  /** Seconds an owner refused for runs in flight is told to wait: about what a run takes. */
  inFlightRetrySeconds: number;
  /** Runs one owner may start in one window of `windowMs`. */
  perWindow: number;
  windowMs: number;
}

/**
 * The thread pool and the queue take runs first come, first served, across owners; with at most
 * three runs of an owner in flight, another owner's run waits behind at most three of each owner
 * ahead of it. The manager simulator forecasts after every change (one run at a time per screen),
 * so an owner trying changes one after another may start a run every few seconds: 300 runs per ten
 * minutes (one every two seconds) is more than a person makes, and still bounds what one owner asks.
 */
export const defaultRunLimits: RunLimits = { inFlight: 3, inFlightRetrySeconds: 5, perWindow: 300, windowMs: 10 * minute };

export const unfinishedStatuses = ['queued', 'running'] as const;

/**
 * Refuses a run the owner's limits do not allow, inside the transaction that then stores it. The
 * owner's row is locked first, so two starts of one owner on any instances take turns and cannot
 * both see room for one more run. The window is counted only when the run is admitted, and a start
 * that rolls back takes its count with it.
 */
export async function admitRun(tx: Db, ownerId: string, now: Date, limits: RunLimits): Promise<void> {
  await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
  const [unfinished] = await tx
    .select({ runs: count() })
    .from(runs)
    .where(and(inArray(runs.status, [...unfinishedStatuses]), eq(runs.ownerId, ownerId)));
  if ((unfinished?.runs ?? 0) >= limits.inFlight) {
    const seconds = String(limits.inFlightRetrySeconds);
    throw new AppError(429, 'runs_in_flight', `${limits.inFlight} runs of this owner are still being computed`, {
      headers: { 'retry-after': seconds },
      params: { limit: limits.inFlight },
    });
  }
  const window = await countHit(tx, `runStarts:${ownerId}`, now, limits.windowMs);
  if (window.hits > limits.perWindow) {
    const seconds = Math.max(1, Math.ceil((window.expiresAt.getTime() - now.getTime()) / 1000));
    throw new AppError(429, 'runs_too_often', `More than ${limits.perWindow} runs in ${limits.windowMs / minute} minutes; try again in ${seconds} s`, {
      headers: { 'retry-after': String(seconds) },
      params: { limit: limits.perWindow },
    });
  }
}
