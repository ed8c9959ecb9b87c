/**
 * Where the server reads the time. Services take it as a dependency instead of calling `Date.now()`,
 * so tests can move time forward to expire links and sessions, and open rate-limit windows again.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
