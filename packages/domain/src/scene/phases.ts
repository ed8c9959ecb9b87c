/** The phases a computation reports, by priority; a phase only ever gives way to a later one. */
export const COMPUTE_PHASES = { start: 0, init: 1, units: 2, render: 3, transfer: 4, done: 5 } as const;
export type ComputePhase = keyof typeof COMPUTE_PHASES;

/** The progress range a loader shows for each phase, in percent. */
export const PHASE_PROGRESS: Readonly<Record<ComputePhase, readonly [number, number]>> = {
  start: [0, 0],
  init: [10, 20],
  units: [35, 45],
  render: [65, 75],
  transfer: [85, 95],
  done: [100, 100],
};

/** The phase after a report: the reported one when its priority is higher, else the current one. */
export function advancePhase(current: ComputePhase, reported: ComputePhase): ComputePhase {
  return COMPUTE_PHASES[reported] > COMPUTE_PHASES[current] ? reported : current;
}

/** A progress value within the phase's range; `fraction` (0..1) is where in it, drawn by the caller. */
export function phaseProgress(phase: ComputePhase, fraction: number): number {
  const [low, high] = PHASE_PROGRESS[phase];
  const share = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return Math.round(low + (high - low) * share);
}
