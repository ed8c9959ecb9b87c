import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_KINDS, PROFILE_STATES } from './states';
import { UPGRADE_TARGETS, upgradeOf } from './upgrade';

describe('the upgrade of a sent profile', () => {
  it('takes a short profile to the full questionnaire and a full one to the love step', () => {
    expect(upgradeOf({ kind: 'short', state: 'ack_a' })).toBe('full');
    expect(upgradeOf({ kind: 'full', state: 'ack_a' })).toBe('love');
  });

  it('offers nothing to a love or couple profile, nor to one not sent', () => {
    expect(upgradeOf({ kind: 'love', state: 'ack_a' })).toBeNull();
    expect(upgradeOf({ kind: 'couple', state: 'ack_a' })).toBeNull();
    expect(upgradeOf({ kind: 'short', state: 'answered' })).toBeNull();
    expect(upgradeOf({ kind: 'full', state: 'deleted' })).toBeNull();
  });

  it('offers, for any kind and state, a target that is a bigger kind than the profile\u2019s', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROFILE_KINDS), fc.constantFrom(...PROFILE_STATES), (kind, state) => {
        const target = upgradeOf({ kind, state });
        if (target === null) return;
        expect(state).toBe('ack_a');
        expect(UPGRADE_TARGETS).toContain(target);
        expect(target).not.toBe(kind);
      }),
    );
  });
});
