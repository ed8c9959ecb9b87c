import { createScene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import type { ProfileRow } from '../profiles/profiles-repository';
import { withActorInputs } from './scene-inputs';

const profile = (id: string, fields: Pick<ProfileRow, 'birthDate' | 'age'>) =>
  ({ id, answers: {}, finalScorePrecise: null, gender: 'М', ...fields }) as unknown as ProfileRow;

describe('forecast inputs read from profiles', () => {
  const scene = createScene({ actors: [{ id: 'a' }, { id: 'b' }], startDate: '2026-12-01', lifespan: 'new', seed: 1 });

  it('give the age on the forecast\u2019s first day from the birth date, whatever age was stored', () => {
    const profiles = new Map([
      ['a', profile('a', { birthDate: '1990-12-02', age: 34 })],
      ['b', profile('b', { birthDate: '1990-12-01', age: 20 })],
    ]);
    const ages = withActorInputs(scene, profiles).actors.map((actor) => actor.input.age);
    expect(ages).toEqual([35, 36]);
  });

  it('keep the answered age where no birth date is known', () => {
    const profiles = new Map([
      ['a', profile('a', { birthDate: null, age: 41 })],
      ['b', profile('b', { birthDate: null, age: null })],
    ]);
    expect(withActorInputs(scene, profiles).actors.map((actor) => actor.input.age)).toEqual([41, null]);
  });
});
