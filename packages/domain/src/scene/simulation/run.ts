import { isWorkday } from '../calendar';
import { arriveAndLeave } from './day/arrivals';
import { applySettings, startRun } from './day/day-run';
import { moveMoods } from './day/moods';
import { closeWarning, dayRecord, recordActors } from './day/record-day';
import { callTheRoll } from './day/roll-call';
import { emptyOutcome, teamOutcome, weighMakeup } from './day/team-outcome';
import { planWeek, workTogether } from './day/work-together';
import type { PreparedScene } from './prepare';
import { SIMULATION_RATES as R } from './rates';
import { saveCheckpoint, type SimulationOutput, type SimulationState } from './state';

/**
 * Simulates from `state.day` to the last day, writing into `output` and checkpointing on the way; `state`
 * ends as the last day leaves it. Each day runs its phases in this order, and each phase walks the roster
 * in its sorted order: the order of the floating-point sums is part of the result.
 */
export function runDays(prepared: PreparedScene, state: SimulationState, output: SimulationOutput): void {
  const run = startRun(prepared, state, output);
  const outcome = emptyOutcome();
  const from = state.day;
  for (let t = from; t <= prepared.lastDay; t += 1) {
    const index = t - prepared.firstDay;
    if (index % R.checkpointDays === 0) {
      state.day = t;
      saveCheckpoint(output.checkpoints, index / R.checkpointDays, state);
    }
    run.changed = false;
    applySettings(run, index);
    callTheRoll(run, index);
    arriveAndLeave(run, index, t);
    if (run.changed) {
      planWeek(run);
      weighMakeup(run);
    }
    workTogether(run, isWorkday(prepared.startEpochDay + t));
    moveMoods(run, t);
    teamOutcome(run, t, outcome);
    recordActors(run, outcome, index, t);
    output.days[index] = dayRecord(run, outcome, t === from ? undefined : output.days[index - 1], t);
    state.day = t + 1;
  }
  for (let i = 0; i < run.actors; i += 1) closeWarning(run, i, prepared.lastDay);
}
