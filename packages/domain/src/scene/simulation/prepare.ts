import { personIndicators, type PersonIndicators } from '../../model/person/indicators';
import { leaderMemberExchange, leaderQualityArgument } from '../../model/pair/leader';
import { normSexOf, toPairPerson, zOf } from '../../model/pair/pair-person';
import { workCompatibility } from '../../model/pair/work';
import { clamp } from '../../model/math';
import { epochDay } from '../calendar';
import { hashString } from '../hash-random';
import { firstDayOf, LAST_DAY } from '../scene-build';
import type { InteractionSetting, Scene } from '../scene-types';
import { dailyLevels } from '../timeline';

/** Everything about the scene that does not change from day to day, computed once per simulation. */
export interface PreparedScene {
  readonly seed: number;
  readonly firstDay: number;
  readonly lastDay: number;
  readonly startEpochDay: number;
  /** Actor ids sorted, so the roster's order never matters. */
  readonly ids: readonly string[];
  readonly hashes: Uint32Array;
  readonly indicators: readonly PersonIndicators[];
  readonly hasBigFive: readonly boolean[];
  /** Per actor: z of A and C, baseline mood, leader quality as a z score, power unit. */
  readonly zA: Float64Array;
  readonly zC: Float64Array;
  readonly baseline: Float64Array;
  readonly leaderZ: Float64Array;
  readonly unit: Float64Array;
  readonly age: Float64Array;
  readonly female: Int8Array;
  /** Per pair (i < j, index `pairIndex(i, j)`): personality fit −1..1, surface similarity −1..1, mean z of A. */
  readonly fit: Float64Array;
  readonly surface: Float64Array;
  readonly pairAgreeableness: Float64Array;
  /** LMX of lead i with member j at `i * n + j`, as −1..1. */
  readonly lmx: Float64Array;
  /** Per actor per day (day − firstDay): −1 not in the team, else the level. */
  readonly levels: readonly Int8Array[];
  /** Interaction settings per pair index, in day order. */
  readonly settings: ReadonlyMap<number, readonly InteractionSetting[]>;
}

/** Index of the pair (i, j), i < j, in the triangular arrays. */
export const pairIndex = (i: number, j: number, n: number): number => i * n - (i * (i + 1)) / 2 + (j - i - 1);

/** The parts that follow from the scene's events and settings; the rest depends only on who is in it. */
export function withSceneTimeline(prepared: PreparedScene, scene: Scene): PreparedScene {
  const actors = [...scene.actors].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { ...prepared, levels: actors.map((actor) => dailyLevels(actor, prepared.firstDay, LAST_DAY)), settings: settingsOf(scene, prepared.ids) };
}

function settingsOf(scene: Scene, ids: readonly string[]): Map<number, InteractionSetting[]> {
  const n = ids.length;
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const settings = new Map<number, InteractionSetting[]>();
  for (const setting of scene.interactions) {
    const a = indexOf.get(setting.actorIds[0]);
    const b = indexOf.get(setting.actorIds[1]);
    if (a === undefined || b === undefined) continue;
    const key = pairIndex(Math.min(a, b), Math.max(a, b), n);
    settings.set(key, [...(settings.get(key) ?? []), setting].sort((x, y) => x.day - y.day || x.timestamp - y.timestamp));
  }
  return settings;
}

export function prepareScene(scene: Scene): PreparedScene {
  const actors = [...scene.actors].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const n = actors.length;
  const firstDay = firstDayOf(scene);
  const ids = actors.map((actor) => actor.id);
  const indicators = actors.map((actor) =>
    personIndicators({
      background: actor.input.background ?? null,
      bigFive: actor.input.bigFive ?? null,
      finalScorePrecise: actor.input.finalScorePrecise ?? null,
      predictedScore: actor.input.predictedScore ?? null,
    }),
  );
  // Traits are read against each person's own sex and age band, as the pair check reads them.
  const people = actors.map((actor, i) =>
    toPairPerson({
      bigFive: actor.input.bigFive ?? null,
      qualification: indicators[i]!.qualification.value,
      sex: normSexOf(actor.input.gender),
      age: actor.input.age ?? actor.input.background?.ageYears ?? null,
    }),
  );
  const hashes = new Uint32Array(n);
  const zA = new Float64Array(n);
  const zC = new Float64Array(n);
  const baseline = new Float64Array(n);
  const leaderZ = new Float64Array(n);
  const unit = new Float64Array(n);
  const age = new Float64Array(n);
  const female = new Int8Array(n);
  for (const [i, actor] of actors.entries()) {
    const person = people[i]!;
    const own = indicators[i]!;
    hashes[i] = hashString(actor.id);
    zA[i] = zOf(person, 'agreeableness');
    zC[i] = zOf(person, 'conscientiousness');
    // Calm and outgoing people start from a better mood (assumption, direction from the trait literature).
    baseline[i] = clamp(20 - 15 * zOf(person, 'negativeEmotionality') + 8 * zOf(person, 'extraversion'), -60, 60);
    leaderZ[i] = leaderQualityArgument(person);
    unit[i] = (0.5 + 0.5 * own.qualification.value) * (0.5 + 0.5 * own.professionalism.value);
    age[i] = actor.input.age ?? actor.input.background?.ageYears ?? Number.NaN;
    female[i] = actor.input.gender === 'Ж' ? 1 : actor.input.gender === 'М' ? 0 : -1;
  }
  const pairs = (n * (n - 1)) / 2;
  const fit = new Float64Array(pairs);
  const surface = new Float64Array(pairs);
  const pairAgreeableness = new Float64Array(pairs);
  const lmx = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      if (i === j) continue;
      lmx[i * n + j] = (leaderMemberExchange(people[i]!, people[j]!).score - 50) / 50;
      if (j < i) continue;
      const p = pairIndex(i, j, n);
      fit[p] = (workCompatibility(people[i]!, people[j]!).score - 50) / 50;
      surface[p] = surfaceSimilarity(age[i]!, age[j]!, female[i]!, female[j]!);
      pairAgreeableness[p] = (zA[i]! + zA[j]!) / 2;
    }
  }
  return {
    seed: scene.seed,
    firstDay,
    lastDay: LAST_DAY,
    startEpochDay: epochDay(scene.startDate),
    ids,
    hashes,
    indicators,
    hasBigFive: people.map((person) => person.z !== null),
    zA,
    zC,
    baseline,
    leaderZ,
    unit,
    age,
    female,
    fit,
    surface,
    pairAgreeableness,
    lmx,
    levels: actors.map((actor) => dailyLevels(actor, firstDay, LAST_DAY)),
    settings: settingsOf(scene, ids),
  };
}

/** Surface similarity: age and gender, what colleagues notice before they know each other (−1..1). */
function surfaceSimilarity(ageA: number, ageB: number, femaleA: number, femaleB: number): number {
  const ageSimilarity = Number.isFinite(ageA) && Number.isFinite(ageB) ? 1 - Math.min(1, Math.abs(ageA - ageB) / 30) : 0.5;
  const genderSimilarity = femaleA < 0 || femaleB < 0 ? 0.5 : femaleA === femaleB ? 1 : 0;
  return 0.5 * (2 * (0.7 * ageSimilarity + 0.3 * genderSimilarity) - 1);
}
