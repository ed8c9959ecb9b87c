import type { Scene } from '../scene-types';
import type { SceneForecast } from './forecast-types';
import { prepareScene, withSceneTimeline, type PreparedScene } from './prepare';
import { buildForecast } from './record';
import { runDays } from './run';
import { copyState, emptyOutput, initialState, type SimulationOutput, type SimulationState } from './state';

/** What a forecast keeps of its run so that a re-simulation after a change can start where it must. */
interface RunMemory {
  readonly signature: string;
  readonly prepared: PreparedScene;
  readonly output: SimulationOutput;
}

// A memo, not state: it only ever saves recomputing what the same inputs would give again.
const runs = new WeakMap<SceneForecast, RunMemory>();

/** Everything but the actors' events and interaction settings: if it differs, nothing can be reused. */
function signatureOf(scene: Scene): string {
  const actors = [...scene.actors].sort((a, b) => (a.id < b.id ? -1 : 1)).map((actor) => actor.input);
  return JSON.stringify([scene.seed, scene.startDate, scene.lifespan, actors]);
}

/** The first day on which the two scenes' events or interaction settings differ. */
function firstChangedDay(before: PreparedScene, after: PreparedScene): number {
  let first = after.lastDay + 1;
  for (let i = 0; i < after.levels.length; i += 1) {
    const a = before.levels[i]!;
    const b = after.levels[i]!;
    for (let d = 0; d < b.length && after.firstDay + d < first; d += 1) {
      if (a[d] !== b[d]) {
        first = after.firstDay + d;
        break;
      }
    }
  }
  const key = (pair: number, setting: { day: number; hours: number; remote: boolean }) => `${pair}@${setting.day}:${setting.hours}:${setting.remote}`;
  const keys = (prepared: PreparedScene) =>
    new Map([...prepared.settings].flatMap(([pair, list]) => list.map((setting) => [key(pair, setting), setting.day] as const)));
  const old = keys(before);
  const now = keys(after);
  for (const [k, day] of now) if (!old.has(k)) first = Math.min(first, day);
  for (const [k, day] of old) if (!now.has(k)) first = Math.min(first, day);
  return Math.max(first, after.firstDay);
}

/**
 * The team's year, day by day (docs/model.md, "The team year"), after its past for a team one or two
 * years old. Deterministic for the scene's seed. Given the forecast of the same scene before a change,
 * only the days from the change on are computed again (from the last checkpoint before it).
 */
export function simulateScene(scene: Scene, previous?: SceneForecast): SceneForecast {
  const signature = signatureOf(scene);
  const memory = previous ? runs.get(previous) : undefined;
  const reusable = memory !== undefined && memory.signature === signature;
  // The same people: their indicators and pair scores are as they were; only the timeline is new.
  const prepared = reusable ? withSceneTimeline(memory.prepared, scene) : prepareScene(scene);
  let state: SimulationState = initialState(prepared);
  let output = emptyOutput(prepared);
  if (reusable) {
    const changed = firstChangedDay(memory.prepared, prepared);
    let checkpointDay = prepared.firstDay;
    for (const day of memory.output.checkpoints.keys()) if (day <= changed && day > checkpointDay) checkpointDay = day;
    const checkpoint = memory.output.checkpoints.get(checkpointDay);
    if (checkpoint) {
      const keep = checkpointDay - prepared.firstDay;
      state = copyState(checkpoint);
      output = {
        days: [...memory.output.days.slice(0, keep), ...new Array(output.days.length - keep)],
        mood: memory.output.mood.map((values) => {
          const copy = values.slice();
          copy.fill(Number.NaN, keep);
          return copy;
        }),
        updated: memory.output.updated.map((values) => {
          const copy = values.slice();
          copy.fill(0, keep);
          return copy;
        }),
        power: memory.output.power.map((values) => {
          const copy = values.slice();
          copy.fill(0, keep);
          return copy;
        }),
        warnings: memory.output.warnings.filter((warning) => warning.toDay < checkpointDay),
        checkpoints: new Map([...memory.output.checkpoints].filter(([day]) => day < checkpointDay)),
      };
    }
  }
  const computedFrom = state.day;
  runDays(prepared, state, output);
  const forecast = buildForecast(scene, prepared, output, state, computedFrom);
  runs.set(forecast, { signature, prepared, output });
  return forecast;
}
