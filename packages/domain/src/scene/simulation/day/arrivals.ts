import { SIMULATION_RATES as R } from '../rates';
import type { DayRun } from './day-run';

/**
 * Those who become active today start from their baseline mood the first time; those who leave shake
 * the others by how well they knew them. In the roster's order, since a newcomer's reset and a leaver's
 * shock may touch the same mood.
 */
export function arriveAndLeave(run: DayRun, index: number, t: number): void {
  const { levels, baseline, linkStart, linkOther, linkPair } = run.prepared;
  const { mood, activeSince, familiarity } = run.state;
  const { level } = run;
  for (let i = 0; i < run.actors; i += 1) {
    const before = index > 0 ? (levels[i]![index - 1] ?? -1) : -1;
    if (level[i]! >= 0 && before < 0) {
      if (Number.isNaN(activeSince[i]!)) mood[i] = baseline[i]!;
      activeSince[i] = t;
    }
    if (level[i]! < 0 && before >= 0) {
      for (let k = linkStart[i]!; k < linkStart[i + 1]!; k += 1) {
        const other = linkOther[k]!;
        if (level[other]! < 0) continue;
        mood[other] = mood[other]! - R.dismissalShock * familiarity[linkPair[k]!]!;
      }
    }
  }
}
