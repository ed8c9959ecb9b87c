import { interactionAt } from '../apply-change';
import { defaultPairHours } from '../day-interactions';
import { INTERACTION_HOURS, WEEKLY_HOURS_WARNING, type Scene, type SceneActorInput } from '../scene-types';
import { MIN_SCENE_ACTORS } from '../team-size';
import { statusAt } from '../timeline';
import { weeklyHoursOn } from '../weekly-hours';
import type { AdviceChange } from './advice-types';
import { pairFit, seatGain, surrogatePerson, type SurrogatePerson } from './advise-surrogate';

/** A change to forecast, with the candidate a swap brings in. */
export interface Trial {
  readonly change: AdviceChange;
  readonly candidate?: SceneActorInput;
}

/**
 * How many changes of each kind the engine forecasts at most. A year of a team of 20 takes about 2 ms, a swap's
 * more (a new set of people is prepared from scratch): these keep a team of 20 with a pool of 50 near 420
 * forecasts, well inside the advisor's five seconds.
 */
export const ADVICE_BUDGET = { swaps: 300, pairs: 60 } as const;

interface TrialList {
  readonly trials: readonly Trial[];
  /** Changes the surrogate set aside unforecast. */
  readonly pruned: number;
}

const HOURS = INTERACTION_HOURS as readonly number[];
const below = (hours: number): number | undefined => [...HOURS].reverse().find((h) => h <= hours / 2 && h < hours) ?? HOURS.find((h) => h < hours);
const above = (hours: number): number | undefined => HOURS.find((h) => h >= Math.min(hours * 2, HOURS[HOURS.length - 1] ?? hours) && h > hours);
const nearest = (hours: number): number => HOURS.reduce((best, h) => (Math.abs(h - hours) < Math.abs(best - hours) ? h : best), HOURS[0] ?? hours);

/** Each seat's best candidates by the pair model; the rest are counted as pruned. */
function swapTrials(day: number, members: readonly SurrogatePerson[], workers: readonly SurrogatePerson[], pool: readonly SceneActorInput[]): TrialList {
  if (members.length === 0 || pool.length === 0) return { trials: [], pruned: 0 };
  const candidates = pool.map((input) => ({ input, person: surrogatePerson(input) }));
  const perSeat = Math.max(1, Math.min(candidates.length, Math.floor(ADVICE_BUDGET.swaps / members.length)));
  const trials: Trial[] = [];
  for (const member of members) {
    const others = workers.filter((worker) => worker.id !== member.id);
    const ranked = candidates
      .map((candidate, order) => ({ candidate, order, gain: seatGain(member, candidate.person, others) }))
      .sort((a, b) => b.gain - a.gain || a.order - b.order)
      .slice(0, perSeat);
    for (const { candidate } of ranked) {
      trials.push({ change: { kind: 'swap', day, actorId: member.id, candidateId: candidate.input.id }, candidate: candidate.input });
    }
  }
  return { trials, pruned: members.length * candidates.length - trials.length };
}

/**
 * Pair settings worth a forecast: more time for a good pair, less for a poor one, and the other place of work
 * (a poor pair apart, a good one together), each ranked by the pair model's expected gain. A setting that
 * would put either over the weekly warning on the day is not advised.
 */
function pairTrials(scene: Scene, day: number, workers: readonly SurrogatePerson[]): TrialList {
  const week = weeklyHoursOn(scene, day);
  const fallback = defaultPairHours(workers.length);
  const options: { trial: Trial; gain: number }[] = [];
  let overworked = 0;
  for (const [i, a] of workers.entries()) {
    for (const b of workers.slice(i + 1)) {
      const setting = interactionAt(scene.interactions, [a.id, b.id], day);
      const hours = setting?.hours ?? fallback;
      const remote = setting?.remote ?? false;
      const fit = pairFit(a, b);
      const actorIds = [a.id, b.id] as const;
      const fits = (next: number) => Math.max(week.get(a.id) ?? 0, week.get(b.id) ?? 0) + next - hours <= WEEKLY_HOURS_WARNING;
      for (const next of [below(hours), above(hours)]) {
        if (next === undefined) continue;
        if (!fits(next)) {
          overworked += 1;
          continue;
        }
        options.push({ trial: { change: { kind: 'pair', day, actorIds, hours: next, remote } }, gain: fit * (next - hours) });
      }
      const moved = nearest(hours);
      if (fits(moved)) options.push({ trial: { change: { kind: 'pair', day, actorIds, hours: moved, remote: !remote } }, gain: (remote ? fit : -fit) * moved });
    }
  }
  const kept = options
    .map((option, order) => ({ ...option, order }))
    .sort((x, y) => y.gain - x.gain || x.order - y.order)
    .slice(0, ADVICE_BUDGET.pairs);
  return { trials: kept.map((option) => option.trial), pruned: options.length - kept.length + overworked };
}

/** The single changes from the day: swaps, a new lead or manager, pair settings and dismissals. */
export function adviceTrials(scene: Scene, day: number, pool: readonly SceneActorInput[]): TrialList {
  const active = scene.actors.filter((actor) => statusAt(actor.events, day).active);
  const people = new Map(active.map((actor) => [actor.id, surrogatePerson(actor.input)]));
  const members = active.map((actor) => people.get(actor.id)).filter((person): person is SurrogatePerson => person !== undefined);
  // The manager stands apart from the members' pairs, as the forecast has it.
  const workers = active.filter((actor) => statusAt(actor.events, day).level !== 2).map((actor) => people.get(actor.id)).filter((person): person is SurrogatePerson => person !== undefined);
  const known = new Set(scene.actors.map((actor) => actor.id));
  const swaps = swapTrials(day, members, workers, pool.filter((candidate) => !known.has(candidate.id)));
  const pairs = pairTrials(scene, day, workers);
  const ranks: Trial[] = active.flatMap((actor) => {
    const level = statusAt(actor.events, day).level;
    const changes: Trial[] = [];
    if (level !== 1) changes.push({ change: { kind: 'lead', day, actorId: actor.id } });
    if (level !== 2) changes.push({ change: { kind: 'manager', day, actorId: actor.id } });
    return changes;
  });
  const dismissals: Trial[] = active.length > MIN_SCENE_ACTORS ? active.map((actor) => ({ change: { kind: 'dismiss', day, actorId: actor.id } })) : [];
  return { trials: [...swaps.trials, ...ranks, ...pairs.trials, ...dismissals], pruned: swaps.pruned + pairs.pruned };
}
