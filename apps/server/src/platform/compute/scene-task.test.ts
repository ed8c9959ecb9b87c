import { createScene, loveProfileFromAnswers, relationshipCompatibility, toPairPerson, type BigFiveScores, type LoveProfile, type Scene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { runComputeTask, type PairRelation } from './scene-task';

const calm: BigFiveScores = { extraversion: 4, agreeableness: 4.5, conscientiousness: 4.2, negativeEmotionality: 1.5, openMindedness: 3 };
const tense: BigFiveScores = { extraversion: 2, agreeableness: 2, conscientiousness: 2.5, negativeEmotionality: 4.5, openMindedness: 3 };

/** A pair of two people whose traits are known, so that every score has something to say. */
function pairScene(): Scene {
  const scene = createScene({ actors: [{ id: 'a' }, { id: 'b' }], startDate: '2026-12-01', lifespan: 'new', seed: 3 });
  const [first, second] = scene.actors;
  return { ...scene, actors: [{ ...first!, input: { ...first!.input, bigFive: calm } }, { ...second!, input: { ...second!.input, bigFive: tense } }] };
}

function compatibilityOf(relation: PairRelation, loveAnswers?: readonly [LoveProfile | null, LoveProfile | null]) {
  const outcome = runComputeTask({ kind: 'pair', scene: pairScene(), relation, ...(loveAnswers ? { loveAnswers } : {}) });
  if (!outcome.ok || outcome.result.kind !== 'pair') throw new Error('The pair did not compute');
  return outcome.result.compatibility;
}

describe('a pair run', () => {
  it('scores work alone when no relationship is asked', () => {
    const work = compatibilityOf('WORK');
    expect(work.relation).toBe('WORK');
    expect(work.love).toBeNull();
    expect(work.work.reasons.length).toBeGreaterThan(0);
  });

  it.each(['LOVE', 'FRIEND'] as const)('scores %s with that relationship’s own weights, beside work', (relation) => {
    const result = compatibilityOf(relation);
    const expected = relationshipCompatibility(toPairPerson({ bigFive: calm }), toPairPerson({ bigFive: tense }), relation);
    expect(result.relation).toBe(relation);
    expect(result.love).toMatchObject({ score: expected.score, oneWay: expected.oneWay, precision: expected.precision });
    expect(result.love!.reasons.map((reason) => reason.code)).toEqual(expected.reasons.map((reason) => reason.code));
    expect(result.work).toEqual(compatibilityOf('WORK').work);
  });

  it('reads the love answers given with it, each person’s own', () => {
    const anna = loveProfileFromAnswers({ weekends: { value: 'active' }, difficulties: { value: 'talk' }, time_together: { value: 'most' } });
    const boris = loveProfileFromAnswers({ weekends: { value: 'active' }, difficulties: { value: 'avoid' }, time_together: { value: 'some' } });
    const result = compatibilityOf('LOVE', [anna, boris]);
    const expected = relationshipCompatibility(toPairPerson({ bigFive: calm, love: anna }), toPairPerson({ bigFive: tense, love: boris }), 'LOVE');
    expect(result.love).toMatchObject({ score: expected.score, oneWay: expected.oneWay, precision: expected.precision });
    expect(result.love!.precision).toBeGreaterThan(compatibilityOf('LOVE').love!.precision);
    expect(result.love!.reasons.map((reason) => reason.code)).toEqual(expected.reasons.map((reason) => reason.code));
  });

  it('reads a pair task queued by the version before friendship, which said love: true', () => {
    for (const [legacy, relation] of [[{ love: true }, 'LOVE'], [{}, 'WORK']] as const) {
      const task = { kind: 'pair', scene: pairScene(), ...legacy } as unknown as Parameters<typeof runComputeTask>[0];
      const outcome = runComputeTask(task);
      expect(outcome.ok && outcome.result.kind === 'pair' && outcome.result.compatibility.relation).toBe(relation);
    }
  });
});
