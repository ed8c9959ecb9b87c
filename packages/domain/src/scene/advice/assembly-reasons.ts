import { teamOrientation, type TeamOrientation } from '../../model/person/orientation';
import type { AssemblyReason, AssemblyShortfall, YearScore } from './advice-types';
import type { AssemblyPool } from './assembly-pool';

/** Differences from the pool's typical team below these are not worth a reason (power and cohesion 0..1, microclimate points). */
export const REASON_MARGINS = { power: 0.01, cohesion: 0.01, microclimate: 1 } as const;

/** The pool's typical team: the mean year of the random teams the surrogate was calibrated on. */
export type TypicalYear = Omit<YearScore, 'score'>;

const pairWorkScore = (pool: AssemblyPool, a: number, b: number): number => 50 + 50 * (pool.fit[a * pool.n + b] ?? 0);

function pairReasons(pool: AssemblyPool, members: readonly number[]): AssemblyReason[] {
  let best: { a: number; b: number; score: number } | null = null;
  let worst: { a: number; b: number; score: number } | null = null;
  for (let x = 0; x < members.length; x += 1) {
    for (let y = x + 1; y < members.length; y += 1) {
      const a = members[x] ?? 0;
      const b = members[y] ?? 0;
      const score = pairWorkScore(pool, a, b);
      if (!best || score > best.score) best = { a, b, score };
      if (!worst || score < worst.score) worst = { a, b, score };
    }
  }
  const ids = (pair: { a: number; b: number }) => [pool.ids[pair.a] ?? '', pool.ids[pair.b] ?? ''];
  return [
    ...(best ? [{ code: 'best_pair' as const, actorIds: ids(best), value: best.score }] : []),
    // A team of two has one pair: it is named once, as its best.
    ...(worst && (worst.a !== best?.a || worst.b !== best.b) ? [{ code: 'worst_pair' as const, actorIds: ids(worst), value: worst.score }] : []),
  ];
}

/** Strong or weak power, cohesion and microclimate: the team's year against the pool's typical team (value: the difference). */
function indicatorReasons(year: YearScore, typical: TypicalYear): AssemblyReason[] {
  const reasons: AssemblyReason[] = [];
  const compare = (difference: number, margin: number, up: AssemblyReason['code'], down: AssemblyReason['code']) => {
    if (difference >= margin) reasons.push({ code: up, actorIds: [], value: difference });
    else if (difference <= -margin) reasons.push({ code: down, actorIds: [], value: difference });
  };
  compare(year.power - typical.power, REASON_MARGINS.power, 'strong_power', 'weak_power');
  compare(year.cohesion - typical.cohesion, REASON_MARGINS.cohesion, 'high_cohesion', 'low_cohesion');
  compare(year.microclimate - typical.microclimate, REASON_MARGINS.microclimate, 'warm_microclimate', 'cold_microclimate');
  return reasons;
}

/**
 * Whether the team's K, P, L means lead with the orientation's aspect: it fits (the people strongest in that aspect
 * named) or misses it (the people weakest in it named). Value: the team's mean of the aspect.
 */
function orientationReason(pool: AssemblyPool, members: readonly number[], orientation: TeamOrientation, fit: number): AssemblyReason {
  const fits = leadingAspectIs(pool, members, orientation);
  const ranked = [...members].sort((a, b) => (pool.aspect[b] ?? 0) - (pool.aspect[a] ?? 0) || a - b);
  const named = (fits ? ranked.filter((i) => (pool.aspect[i] ?? 0) >= fit) : ranked.reverse().filter((i) => (pool.aspect[i] ?? 0) < fit)).slice(0, 3);
  return { code: fits ? 'fits_orientation' : 'misses_orientation', actorIds: named.map((i) => pool.ids[i] ?? ''), value: fit };
}

function leadingAspectIs(pool: AssemblyPool, members: readonly number[], orientation: TeamOrientation): boolean {
  const kpl = members.map((i) => ({ qualification: pool.qualification[i] ?? 0, professionalism: pool.professionalism[i] ?? 0, maturity: pool.maturity[i] ?? 0 }));
  return teamOrientation(kpl)?.orientation === orientation;
}

function leadReason(pool: AssemblyPool, members: readonly number[]): AssemblyReason[] {
  if (pool.lead === null) return [];
  const others = members.filter((i) => i !== pool.lead);
  const exchange = others.reduce((sum, i) => sum + (pool.lmx[i] ?? 0), 0) / Math.max(1, others.length);
  return [{ code: 'lead_fit', actorIds: [pool.ids[pool.lead] ?? ''], value: 50 + 50 * exchange }];
}

export function reasonsFor(pool: AssemblyPool, members: readonly number[], year: YearScore, typical: TypicalYear, orientation: TeamOrientation): AssemblyReason[] {
  return [...indicatorReasons(year, typical), orientationReason(pool, members, orientation, year.fit), ...pairReasons(pool, members), ...leadReason(pool, members)];
}

const INDICATORS = ['power', 'cohesion', 'microclimate', 'fit'] as const;

/** Where a team falls short of the one ranked above it, and who makes the difference. */
export function shortfallOf(pool: AssemblyPool, members: readonly number[], year: YearScore, better: readonly number[], betterYear: YearScore): AssemblyShortfall[] {
  const own = new Set(members);
  const theirs = new Set(better);
  const missing = better.filter((i) => !own.has(i)).map((i) => pool.ids[i] ?? '');
  const instead = members.filter((i) => !theirs.has(i)).map((i) => pool.ids[i] ?? '');
  return INDICATORS.filter((indicator) => year[indicator] < betterYear[indicator]).map((indicator) => ({
    indicator,
    difference: year[indicator] - betterYear[indicator],
    missing,
    instead,
  }));
}
