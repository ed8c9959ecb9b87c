import type { Scene } from '../scene-types';
import type { SceneForecast } from './forecast-types';
import { pairSetKey, prepareScene, withSceneTimeline, type PreparedScene } from './prepare';
import { buildForecast } from './record';
import { runDays } from './run';
import { copyState, emptyOutput, initialState, outputUpTo, type SimulationOutput, type SimulationState } from './state';

/** What a forecast keeps of its run so that a re-simulation after a change can start where it must. */
interface RunMemory {
  readonly signature: string;
  readonly prepared: PreparedScene;
  readonly output: SimulationOutput;
}

// A memo, not state: it only ever saves recomputing what the same inputs would give again.
const runs = new WeakMap<SceneForecast, RunMemory>();

/**
 * Everything but the actors' events and interaction settings (in an organisation, but which pairs work
 * together at all): if it differs, nothing can be reused.
 */
function signatureOf(scene: Scene): string {
  const actors = [...scene.actors].sort((a, b) => (a.id < b.id ? -1 : 1)).map((actor) => actor.input);
  return JSON.stringify([scene.seed, scene.startDate, scene.lifespan, actors, pairSetKey(scene)]);
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

/** The state and outputs of the earlier run at its last checkpoint before the first changed day. */
function resume(memory: RunMemory, prepared: PreparedScene): { state: SimulationState; output: SimulationOutput } | undefined {
  const changed = firstChangedDay(memory.prepared, prepared);
  let checkpointDay = prepared.firstDay;
  for (const day of memory.output.checkpoints.keys()) if (day <= changed && day > checkpointDay) checkpointDay = day;
  const checkpoint = memory.output.checkpoints.get(checkpointDay);
  if (!checkpoint) return undefined;
  return { state: copyState(checkpoint), output: outputUpTo(memory.output, checkpointDay - prepared.firstDay, checkpointDay) };
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
  const resumed = reusable ? resume(memory, prepared) : undefined;
  const state = resumed?.state ?? initialState(prepared);
  const output = resumed?.output ?? emptyOutput(prepared);
  const computedFrom = state.day;
  runDays(prepared, state, output);
  const forecast = buildForecast(scene, prepared, output, state, computedFrom);
  runs.set(forecast, { signature, prepared, output });
  return forecast;
}
