import { personIndicators, type PersonIndicators } from '../../model/person/indicators';
import { leaderMemberScore, leaderQualityArgument } from '../../model/pair/leader';
import { normSexOf, toPairPerson, zOf, type PairPerson } from '../../model/pair/pair-person';
import { workScore } from '../../model/pair/work';
import { clamp } from '../../model/math';
import { epochDay } from '../calendar';
import { hashString } from '../hash-random';
import { firstDayOf, LAST_DAY } from '../scene-build';
import type { ActorEvent, InteractionSetting, Scene } from '../scene-types';
import { dailyLevels } from '../timeline';
import { SIMULATION_RATES as R } from './rates';

/** Everything about the scene that does not change from day to day, computed once per simulation. */
export interface PreparedScene {
  readonly seed: number;
  readonly firstDay: number;
  readonly lastDay: number;
  readonly startEpochDay: number;
  /** Actor ids sorted, so the roster's order never matters. */
  readonly ids: readonly string[];
  readonly people: readonly PairPerson[];
  readonly hashes: Uint32Array;
  readonly indicators: readonly PersonIndicators[];
  /** Per actor: z of A and C, baseline mood, leader quality as a z score, power unit, qualification, professionalism. */
  readonly zA: Float64Array;
  readonly zC: Float64Array;
  readonly baseline: Float64Array;
  readonly leaderZ: Float64Array;
  readonly unit: Float64Array;
  readonly qualification: Float64Array;
  readonly professionalism: Float64Array;
  /** Whether only the pairs the scene sets work together (an organisation) rather than every two members (a team). */
  readonly declared: boolean;
  /**
   * The pairs that can work together, `pairA[p] < pairB[p]`, sorted: in a team every two actors (so `p` is
   * `pairIndex`), in an organisation the pairs that have a setting. The simulation costs in proportion to them.
   */
  readonly pairA: Int32Array;
  readonly pairB: Int32Array;
  /**
   * Per pair: personality fit −1..1, the fit when the pair works remotely (agreeableness counts less), and
   * surface similarity −1..1 times its weight in what strangers expect.
   */
  readonly fit: Float64Array;
  readonly remoteFit: Float64Array;
  readonly surface: Float64Array;
  /** Each actor's pairs, ordered by the other actor: `linkOther[k]` and `linkPair[k]` for k in linkStart[i]..linkStart[i + 1]. */
  readonly linkStart: Int32Array;
  readonly linkOther: Int32Array;
  readonly linkPair: Int32Array;
  /** LMX of actor i as lead or manager with each actor, as −1..1, for the actors who lead or manage on some day. */
  readonly lmx: readonly (Float64Array | undefined)[];
  /** Per actor per day (day − firstDay): −1 not in the team, else the level; and the events they follow from. */
  readonly levels: readonly Int8Array[];
  readonly events: readonly (readonly ActorEvent[])[];
  /** Interaction settings per pair, in day order. */
  readonly settings: ReadonlyMap<number, readonly InteractionSetting[]>;
}

/** Index of the pair (i, j), i < j, among all pairs of n actors. */
export const pairIndex = (i: number, j: number, n: number): number => i * n - (i * (i + 1)) / 2 + (j - i - 1);

const byId = <T extends { readonly id: string }>(a: T, b: T): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The actors' indices of a setting's pair, lower first; undefined for a pair naming someone not in the scene. */
function endsOf(setting: InteractionSetting, indexOf: ReadonlyMap<string, number>): readonly [number, number] | undefined {
  const a = indexOf.get(setting.actorIds[0]);
  const b = indexOf.get(setting.actorIds[1]);
  if (a === undefined || b === undefined || a === b) return undefined;
  return a < b ? [a, b] : [b, a];
}

/** The pairs that can work together: every two actors of a team, or the pairs an organisation sets. */
function pairsOf(scene: Scene, ids: readonly string[]): { pairA: Int32Array; pairB: Int32Array } {
  const n = ids.length;
  if (scene.network !== 'declared') {
    const pairA = new Int32Array((n * (n - 1)) / 2);
    const pairB = new Int32Array(pairA.length);
    let p = 0;
    for (let a = 0; a < n; a += 1) {
      for (let b = a + 1; b < n; b += 1) {
        pairA[p] = a;
        pairB[p] = b;
        p += 1;
      }
    }
    return { pairA, pairB };
  }
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const keys = new Set<number>();
  for (const setting of scene.interactions) {
    const ends = endsOf(setting, indexOf);
    if (ends) keys.add(ends[0] * n + ends[1]);
  }
  const sorted = Float64Array.from(keys).sort();
  return { pairA: Int32Array.from(sorted, (key) => Math.floor(key / n)), pairB: Int32Array.from(sorted, (key) => key % n) };
}

/** The pair set an organisation's forecast rests on: a change to it means simulating from the start. */
export function pairSetKey(scene: Scene): string {
  if (scene.network !== 'declared') return 'team';
  return [...new Set(scene.interactions.map((setting) => `${setting.actorIds[0]}\u0000${setting.actorIds[1]}`))].sort().join('\u0001');
}

function settingsOf(scene: Scene, ids: readonly string[], find: (a: number, b: number) => number | undefined): Map<number, InteractionSetting[]> {
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const settings = new Map<number, InteractionSetting[]>();
  for (const setting of scene.interactions) {
    const ends = endsOf(setting, indexOf);
    const key = ends && find(ends[0], ends[1]);
    if (key === undefined) continue;
    const list = settings.get(key);
    if (list) list.push(setting);
    else settings.set(key, [setting]);
  }
  for (const list of settings.values()) list.sort((x, y) => x.day - y.day || x.timestamp - y.timestamp);
  return settings;
}

/** Each actor's pairs in the order of the other actor, as one flat list (compressed rows). */
function linksOf(n: number, pairA: Int32Array, pairB: Int32Array): Pick<PreparedScene, 'linkStart' | 'linkOther' | 'linkPair'> {
  const linkStart = new Int32Array(n + 1);
  for (let p = 0; p < pairA.length; p += 1) {
    linkStart[pairA[p]! + 1]! += 1;
    linkStart[pairB[p]! + 1]! += 1;
  }
  for (let i = 0; i < n; i += 1) linkStart[i + 1]! += linkStart[i]!;
  const next = linkStart.slice(0, n);
  const linkOther = new Int32Array(2 * pairA.length);
  const linkPair = new Int32Array(2 * pairA.length);
  // Pairs are sorted by (a, b): walking them puts every actor's lower partners first, each list in the partner's order.
  for (let p = 0; p < pairA.length; p += 1) {
    const a = pairA[p]!;
    const b = pairB[p]!;
    linkOther[next[a]!] = b;
    linkPair[next[a]!] = p;
    next[a]! += 1;
    linkOther[next[b]!] = a;
    linkPair[next[b]!] = p;
    next[b]! += 1;
  }
  for (let i = 0; i < n; i += 1) sortLinks(linkOther, linkPair, linkStart[i]!, linkStart[i + 1]!);
  return { linkStart, linkOther, linkPair };
}

/** Insertion sort by the other actor: each actor's list is already in order for a team and short for an organisation. */
function sortLinks(other: Int32Array, pair: Int32Array, from: number, to: number): void {
  for (let k = from + 1; k < to; k += 1) {
    const o = other[k]!;
    const p = pair[k]!;
    let m = k - 1;
    while (m >= from && other[m]! > o) {
      other[m + 1] = other[m]!;
      pair[m + 1] = pair[m]!;
      m -= 1;
    }
    other[m + 1] = o;
    pair[m + 1] = p;
  }
}

/**
 * LMX rows of the actors who lead or manage on some day. Rows already computed are kept, and so is the absence
 * of a row for an actor whose timeline is the one it was decided on.
 */
function lmxRows(
  people: readonly PairPerson[],
  levels: readonly Int8Array[],
  known: readonly (Float64Array | undefined)[],
  knownLevels: readonly Int8Array[],
): (Float64Array | undefined)[] {
  const n = people.length;
  return levels.map((days, i) => {
    if (known[i] || days === knownLevels[i]) return known[i];
    let leads = false;
    for (let d = 0; d < days.length && !leads; d += 1) leads = days[d]! > 0;
    if (!leads) return undefined;
    const row = new Float64Array(n);
    for (let j = 0; j < n; j += 1) if (j !== i) row[j] = (leaderMemberScore(people[i]!, people[j]!) - 50) / 50;
    return row;
  });
}

/** The index of the pair (a, b), a < b, among the prepared scene's pairs. */
function pairFinder(prepared: Pick<PreparedScene, 'ids' | 'declared' | 'pairA' | 'pairB'>): (a: number, b: number) => number | undefined {
  const n = prepared.ids.length;
  if (!prepared.declared) return (a, b) => pairIndex(a, b, n);
  const index = new Map<number, number>();
  for (let p = 0; p < prepared.pairA.length; p += 1) index.set(prepared.pairA[p]! * n + prepared.pairB[p]!, p);
  return (a, b) => index.get(a * n + b);
}

/** The parts that follow from the scene's events and settings; the rest depends only on who is in it. */
export function withSceneTimeline(prepared: PreparedScene, scene: Scene): PreparedScene {
  const actors = [...scene.actors].sort(byId);
  // A change touches one actor's events; the others keep their events, and so their timelines.
  const levels = actors.map((actor, i) => (actor.events === prepared.events[i] ? prepared.levels[i]! : dailyLevels(actor, prepared.firstDay, LAST_DAY)));
  return { ...prepared, levels, events: actors.map((actor) => actor.events), lmx: lmxRows(prepared.people, levels, prepared.lmx, prepared.levels), settings: settingsOf(scene, prepared.ids, pairFinder(prepared)) };
}

export function prepareScene(scene: Scene): PreparedScene {
  const actors = [...scene.actors].sort(byId);
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
  const perActor = () => new Float64Array(n);
  const [zA, zC, baseline, leaderZ, unit, qualification, professionalism, age] = Array.from({ length: 8 }, perActor) as [
    Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array,
  ];
  const hashes = new Uint32Array(n);
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
    qualification[i] = own.qualification.value;
    professionalism[i] = own.professionalism.value;
    age[i] = actor.input.age ?? actor.input.background?.ageYears ?? Number.NaN;
    female[i] = actor.input.gender === 'Ж' ? 1 : actor.input.gender === 'М' ? 0 : -1;
  }
  const { pairA, pairB } = pairsOf(scene, ids);
  const declared = scene.network === 'declared';
  const fit = new Float64Array(pairA.length);
  const surface = new Float64Array(pairA.length);
  const remoteFit = new Float64Array(pairA.length);
  for (let p = 0; p < pairA.length; p += 1) {
    const i = pairA[p]!;
    const j = pairB[p]!;
    fit[p] = (workScore(people[i]!, people[j]!) - 50) / 50;
    surface[p] = R.surfaceWeight * surfaceSimilarity(age[i]!, age[j]!, female[i]!, female[j]!);
    remoteFit[p] = fit[p]! - R.remoteAgreeablenessLoss * Math.max(0, (zA[i]! + zA[j]!) / 2);
  }
  const levels = actors.map((actor) => dailyLevels(actor, firstDay, LAST_DAY));
  return {
    seed: scene.seed,
    firstDay,
    lastDay: LAST_DAY,
    startEpochDay: epochDay(scene.startDate),
    ids,
    people,
    hashes,
    indicators,
    zA,
    zC,
    baseline,
    leaderZ,
    unit,
    qualification,
    professionalism,
    declared,
    pairA,
    pairB,
    fit,
    remoteFit,
    surface,
    ...linksOf(n, pairA, pairB),
    lmx: lmxRows(people, levels, [], []),
    levels,
    events: actors.map((actor) => actor.events),
    settings: settingsOf(scene, ids, pairFinder({ ids, declared, pairA, pairB })),
  };
}

/** Surface similarity: age and gender, what colleagues notice before they know each other (−1..1). */
function surfaceSimilarity(ageA: number, ageB: number, femaleA: number, femaleB: number): number {
  const ageSimilarity = Number.isFinite(ageA) && Number.isFinite(ageB) ? 1 - Math.min(1, Math.abs(ageA - ageB) / 30) : 0.5;
  const genderSimilarity = femaleA < 0 || femaleB < 0 ? 0.5 : femaleA === femaleB ? 1 : 0;
  return 0.5 * (2 * (0.7 * ageSimilarity + 0.3 * genderSimilarity) - 1);
}
