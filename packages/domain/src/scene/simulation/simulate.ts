import type { Scene, SceneActorInput } from '../scene-types';
import type { SceneForecast } from './forecast-types';
import { pairSetKey, prepareScene, withSceneTimeline, type PreparedScene } from './prepare';
import { buildForecast } from './record';
import { runDays } from './run';
import { emptyOutput, initialState, outputUpTo, stateAt, type SimulationOutput, type SimulationState } from './state';

/** What a forecast keeps of its run so that a re-simulation after a change can start where it must. */
interface RunMemory {
  readonly signature: string;
  readonly prepared: PreparedScene;
  readonly output: SimulationOutput;
}

/**
 * Where a forecast keeps its run: a hidden property, so that it lives and dies with the forecast (a side table
 * would keep every run until a full garbage collection) and never shows in the forecast's JSON or equality.
 * A memo, not state: it only ever saves recomputing what the same inputs would give again.
 */
const RUN = Symbol('run');

const memoryOf = (forecast: SceneForecast): RunMemory | undefined => (forecast as { [RUN]?: RunMemory })[RUN];

/**
 * Everything but the actors' events and interaction settings (in an organisation, but which pairs work
 * together at all): if it differs, nothing can be reused.
 */
function signatureOf(scene: Scene): string {
  const actors = [...scene.actors].sort((a, b) => (a.id < b.id ? -1 : 1)).map((actor) => inputJson(actor.input));
  return JSON.stringify([scene.seed, scene.startDate, scene.lifespan, pairSetKey(scene)]) + actors.join(',');
}

// Changes leave the actors' inputs as they were, so each is written out once (a memo, like the run's).
const inputs = new WeakMap<SceneActorInput, string>();

function inputJson(input: SceneActorInput): string {
  let json = inputs.get(input);
  if (json === undefined) {
    json = JSON.stringify(input);
    inputs.set(input, json);
  }
  return json;
}

/** The first day on which the two scenes' events or interaction settings differ. */
function firstChangedDay(before: PreparedScene, after: PreparedScene): number {
  let first = after.lastDay + 1;
  for (let i = 0; i < after.levels.length; i += 1) {
    const a = before.levels[i]!;
    const b = after.levels[i]!;
    // An actor the change did not touch keeps the very same timeline.
    if (a === b) continue;
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

/** The state and outputs of the earlier run at its last checkpoint on or before the first changed day. */
function resume(memory: RunMemory, prepared: PreparedScene): { state: SimulationState; output: SimulationOutput } | undefined {
  const changed = firstChangedDay(memory.prepared, prepared);
  const { checkpoints } = memory.output;
  const k = Math.min(Math.floor((changed - checkpoints.first) / checkpoints.every), checkpoints.saved.length - 1);
  const state = stateAt(checkpoints, k, prepared.ids.length, prepared.pairA.length);
  if (state === undefined) return undefined;
  return { state, output: outputUpTo(memory.output, state.day - prepared.firstDay, state.day) };
}

/**
 * The team's year, day by day (docs/model.md, "The team year"), after its past for a team one or two
 * years old. Deterministic for the scene's seed. Given the forecast of the same scene before a change,
 * only the days from the change on are computed again (from the last checkpoint before it).
 */
export function simulateScene(scene: Scene, previous?: SceneForecast): SceneForecast {
  const signature = signatureOf(scene);
  const memory = previous ? memoryOf(previous) : undefined;
  const reusable = memory !== undefined && memory.signature === signature;
  // The same people: their indicators and pair scores are as they were; only the timeline is new.
  const prepared = reusable ? withSceneTimeline(memory.prepared, scene) : prepareScene(scene);
  const resumed = reusable ? resume(memory, prepared) : undefined;
  const state = resumed?.state ?? initialState(prepared);
  const output = resumed?.output ?? emptyOutput(prepared);
  const computedFrom = state.day;
  runDays(prepared, state, output);
  const forecast = buildForecast(scene, prepared, output, state, computedFrom, resumed ? previous : undefined);
  Object.defineProperty(forecast, RUN, { value: { signature, prepared, output } satisfies RunMemory, enumerable: false });
  return forecast;
}
