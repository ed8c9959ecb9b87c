import type { PairCompatibilityView } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { isPairRelation, relationOfResult, runBodyOf } from './pair-relation';

const score = { score: 50, precision: 1, reasons: [] };
const relationship = { ...score, oneWay: { firstWithSecond: 50, secondWithFirst: 50 } };
const resultOf = (relation: PairCompatibilityView['relation'], love: PairCompatibilityView['love'] = relationship): PairCompatibilityView => ({
  relation,
  work: score,
  leadFirst: score,
  leadSecond: score,
  love,
});

describe('what a pair is checked for', () => {
  it('asks for a work run with no type, and for love and friendship each by its own type', () => {
    expect(runBodyOf('work')).toEqual({});
    expect(runBodyOf('love')).toEqual({ type: 'love' });
    expect(runBodyOf('friend')).toEqual({ type: 'friend' });
  });

  it('reads a stored result as the relation its run was made for', () => {
    expect(relationOfResult(resultOf('WORK', null))).toBe('work');
    expect(relationOfResult(resultOf('LOVE'))).toBe('love');
    expect(relationOfResult(resultOf('FRIEND'))).toBe('friend');
  });

  it('reads a relationship run without its score as work, the only score it has', () => {
    expect(relationOfResult(resultOf('FRIEND', null))).toBe('work');
  });

  it('knows the relations an address may name, and no other', () => {
    expect(['work', 'love', 'friend'].every(isPairRelation)).toBe(true);
    expect(isPairRelation('enemy')).toBe(false);
    expect(isPairRelation(null)).toBe(false);
  });
});
