import { describe, expect, it } from 'vitest';
import { OWNER_FILTER_STATES, OWNER_PROFILE_FILTERS, PROFILE_STATES, matchesOwnerFilter } from './states';

describe('the states of the owner list tabs', () => {
  it('are exactly the states each filter matches', () => {
    for (const filter of OWNER_PROFILE_FILTERS) {
      for (const state of PROFILE_STATES) expect(OWNER_FILTER_STATES[filter].includes(state)).toBe(matchesOwnerFilter(state, filter));
    }
  });

  it('split the live states into empty and approved, without overlap', () => {
    const { all, empty, approved } = OWNER_FILTER_STATES;
    expect([...empty, ...approved].sort()).toEqual([...all].sort());
    expect(empty.filter((state) => approved.includes(state))).toEqual([]);
  });
});
