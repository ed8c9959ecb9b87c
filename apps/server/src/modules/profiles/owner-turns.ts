import { setImmediate as afterWaitingEvents } from 'node:timers/promises';
import { AppError } from '../../http/app-error';

export interface OwnerTurnLimits {
  /** Tasks of one owner running at once; the owner's further tasks wait for one of them to end. */
  running: number;
  /** Tasks of one owner waiting at once; beyond that the owner is asked to come back later. */
  waiting: number;
}

/**
 * Gives each owner a few turns at a time at something heavy, first come first served. The database
 * serves requests in the order they reach it, so an owner who sends many at once would otherwise sit
 * in front of everyone else's; here, another owner's request waits behind at most `running` of theirs.
 * It counts within this process: several instances each give an owner their own turns.
 */
export function createOwnerTurns(limits: OwnerTurnLimits) {
  const owners = new Map<string, { running: number; waiting: (() => void)[] }>();

  return async function inTurn<T>(ownerId: string, task: () => Promise<T>): Promise<T> {
    let state = owners.get(ownerId);
    if (!state) {
      state = { running: 0, waiting: [] };
      owners.set(ownerId, state);
    }
    if (state.running < limits.running) {
      state.running += 1;
      // A database in this thread (PGlite) answers without ever yielding to the event loop, so a request
      // would otherwise run to its end before any other is read, and turns would never come into play:
      // each request first lets those already waiting in the event loop take their places in line.
      await afterWaitingEvents();
    } else if (state.waiting.length < limits.waiting) {
      // The turn is handed over by a task that ends, so `running` stays as it is.
      await new Promise<void>((resolve) => state.waiting.push(resolve));
    } else {
      throw new AppError(429, 'too_many_requests', `${limits.running + limits.waiting} requests of this owner are under way already`, {
        headers: { 'retry-after': '1' },
      });
    }
    try {
      return await task();
    } finally {
      const next = state.waiting.shift();
      if (next) {
        // Likewise handed over only after the requests waiting in the event loop are read.
        setImmediate(next);
      } else {
        state.running -= 1;
        if (state.running === 0) owners.delete(ownerId);
      }
    }
  };
}
