import { describe, expect, it } from 'vitest';
import type { SceneActorInput } from '../scene-types';
import { traits } from '../simulation/test-traits';
import { binomial, possibleTeamsOf, preparePool } from './assembly-pool';
import { emptyWithout, FEATURES, fitSurrogate, flatModel, surrogateScore, swapScore, teamFeatures, teamWithout } from './surrogate';
import { climb, randomTeam } from './surrogate-search';
import { confidenceOf } from './assembly-confidence';

function pool(size: number): SceneActorInput[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `s${String(i).padStart(2, '0')}`,
    bigFive: traits(1 + ((i * 7) % 5), 1 + ((i * 3 + 1) % 5), 1 + ((i * 11 + 2) % 5), 1 + ((i * 5 + 3) % 5), 1 + (i % 5)),
    age: 22 + ((i * 9) % 35),
    gender: i % 3 ? 'Ж' : 'М',
  }));
}

const prepared = preparePool({ pool: pool(20), size: 5, orientation: 'growth', seed: 1, startDate: '2026-12-01', mustHave: ['s03'], leadId: 's07' });

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [i, x] of xs.entries()) {
    const y = ys[i] ?? 0;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

describe('the surrogate', () => {
  it('counts the possible teams: the fixed members in, any choice of the rest', () => {
    expect(binomial(9, 3)).toBe(84);
    expect(binomial(5, 0)).toBe(1);
    expect(binomial(3, 5)).toBe(0);
    expect(binomial(200, 8) / 55098996177225).toBeCloseTo(1, 12);
    expect(possibleTeamsOf(prepared)).toBe(binomial(18, 3));
  });

  it('learns a relation of the team features it is shown, ranking new teams by it', () => {
    const truth = (members: readonly number[]) => {
      const row = new Float64Array(FEATURES.length);
      teamFeatures(prepared, members, row);
      return 0.5 * (row[3] ?? 0) + 0.01 * (row[6] ?? 0) - 0.2 * (row[9] ?? 0);
    };
    const seen = Array.from({ length: 80 }, (_, draw) => randomTeam(prepared, 3, draw));
    const rows = seen.map((members) => {
      const row = new Float64Array(FEATURES.length);
      teamFeatures(prepared, members, row);
      return row;
    });
    const model = fitSurrogate(rows, seen.map(truth), 0);
    const fresh = Array.from({ length: 60 }, (_, draw) => randomTeam(prepared, 4, draw));
    const scratch = new Float64Array(FEATURES.length);
    expect(correlation(fresh.map(truth), fresh.map((members) => surrogateScore(prepared, model, members, scratch)))).toBeGreaterThan(0.95);
  });

  it('draws random teams under the rules, the same for the same seed and draw', () => {
    for (let draw = 0; draw < 30; draw += 1) {
      const team = randomTeam(prepared, 9, draw);
      expect(new Set(team).size).toBe(5);
      expect(team).toContain(3);
      expect(team).toContain(7);
      expect(randomTeam(prepared, 9, draw)).toEqual(team);
    }
  });

  it('climbs to a team no single swap improves, keeping the fixed members', () => {
    const model = { ...flatModel(0.15), beta: Float64Array.from(FEATURES, (_, f) => (f % 2 ? 0.1 : -0.05)) };
    const tally = { surrogateTeams: 0 };
    const [optimum, ...near] = climb(prepared, model, randomTeam(prepared, 2, 0), tally);
    const members = optimum?.members ?? [];
    expect(members).toContain(3);
    expect(members).toContain(7);
    expect(tally.surrogateTeams).toBeGreaterThan(0);
    const scratch = new Float64Array(FEATURES.length);
    for (const [slot, out] of members.entries()) {
      if (out === 3 || out === 7) continue;
      for (const person of prepared.free) {
        if (members.includes(person)) continue;
        const swapped = [...members];
        swapped[slot] = person;
        expect(surrogateScore(prepared, model, swapped, scratch)).toBeLessThanOrEqual(optimum?.surrogate ?? 0);
      }
    }
    for (const team of near) expect(team.surrogate).toBeLessThanOrEqual(optimum?.surrogate ?? 0);
  });
});

describe('the confidence of an answer', () => {
  const team = (members: number[], score: number) => ({ members, year: { score } });
  it('is high when every team was forecast, or when most climbs agree and the runner-up is no near tie', () => {
    expect(confidenceOf(true, 0, 0, team([1, 2], 1), team([1, 3], 1))).toBe('high');
    expect(confidenceOf(false, 6, 5, team([1, 2], 1), team([1, 3], 0.99))).toBe('high');
    expect(confidenceOf(false, 6, 5, team([1, 2], 1), team([1, 3], 0.99999))).toBe('medium');
  });
  it('is low when few climbs agree and the runner-up is close per member swapped', () => {
    expect(confidenceOf(false, 6, 1, team([1, 2, 3], 1), team([1, 4, 5], 0.999))).toBe('low');
    expect(confidenceOf(false, 6, 1, team([1, 2, 3], 1), team([1, 2, 5], 0.99))).toBe('medium');
    expect(confidenceOf(false, 6, 3, team([1, 2, 3], 1), team([1, 4, 5], 0.999))).toBe('medium');
  });
});

describe('a swap scored from the team without one member', () => {
  it('is the surrogate of the swapped team', () => {
    const model = { ...flatModel(0.15), intercept: 0.3, beta: Float64Array.from(FEATURES, (_, f) => (f % 3) * 0.07 - 0.05) };
    const scratch = new Float64Array(FEATURES.length);
    const without = emptyWithout(5);
    for (let draw = 0; draw < 10; draw += 1) {
      const team = randomTeam(prepared, 11, draw);
      for (let slot = 0; slot < team.length; slot += 1) {
        teamWithout(prepared, team, slot, without);
        for (const person of prepared.free) {
          if (team.includes(person)) continue;
          const swapped = [...team];
          swapped[slot] = person;
          expect(swapScore(prepared, model, without, person, scratch)).toBeCloseTo(surrogateScore(prepared, model, swapped, scratch), 10);
        }
      }
    }
  });
});
