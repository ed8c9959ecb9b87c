import { isWorkday } from '../calendar';
import { castOf, saveCast } from './day/cast';
import { arriveAndLeave } from './day/arrivals';
import { moveMoods } from './day/moods';
import { closeWarning, dayRecord, recordActors } from './day/record-day';
import { callTheRoll } from './day/roll-call';
import { teamOutcome } from './day/team-outcome';
import { workTogether } from './day/work-together';
import type { PreparedScene } from './prepare';
import { SIMULATION_RATES as R } from './rates';
import { copyState, type SimulationOutput, type SimulationState } from './state';

/**
 * Simulates from `state.day` to the last day, writing into `output` and checkpointing on the way; `state`
 * ends as the last day leaves it. Each day runs its phases in this order, and each phase walks the roster
 * in its sorted order: the order of the floating-point sums is part of the result.
 */
export function runDays(prepared: PreparedScene, state: SimulationState, output: SimulationOutput): void {
  const cast = castOf(prepared, state, output);
  const { actors, pairs } = cast;
  for (let t = state.day; t <= prepared.lastDay; t += 1) {
    const index = t - prepared.firstDay;
    if (index % R.checkpointDays === 0) {
      saveCast(cast, state);
      output.checkpoints.set(t, copyState({ ...state, day: t }));
    }
    for (const change of cast.changes.get(t) ?? []) {
      change.pair.hours = change.hours;
      change.pair.remote = change.remote;
    }
    const roster = callTheRoll(actors, index);
    arriveAndLeave(actors, index, t);
    const contact = workTogether(pairs, roster, isWorkday(prepared.startEpochDay + t));
    moveMoods(actors, roster, prepared.seed, t, state.performance);
    const outcome = teamOutcome(actors, roster, contact, state, prepared.seed, t);
    recordActors(actors, roster, outcome, output, index, t);
    output.days[index] = dayRecord(cast.setPairs, roster, contact, outcome, state.cohesion, t, prepared.startEpochDay + t);
    state.day = t + 1;
  }
  for (const actor of actors) closeWarning(actor, output, prepared.lastDay);
  saveCast(cast, state);
}
