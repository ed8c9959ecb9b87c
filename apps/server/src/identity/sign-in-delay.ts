/** How failures of one account from one place (an address, a known device, a session) slow it down. */
export interface PairDelayPolicy {
  /** Failures that cost no wait: typos and a forgotten caps lock. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
}

// 2^52 times any sensible first delay is far past any cap, and still an exact double.
const maxDoublings = 52;

/**
 * The wait before the next attempt after `failures` failures in a row: none for the free ones, then
 * the first delay, doubling with each further failure up to the cap. The database mirrors this
 * formula in the statement that admits an attempt (`reserveAttempt`), so keep the two alike.
 */
export function pairDelayMs(failures: number, policy: PairDelayPolicy): number {
  if (failures <= policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures - 1, maxDoublings);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}
