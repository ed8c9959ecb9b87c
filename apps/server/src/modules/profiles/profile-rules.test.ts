import { defaultQuestionnaires, type Question } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { deriveFacts } from './profile-facts';
import { withLoveQuestions } from './profile-form';

const form = (kind: 'profile' | 'love', questions: readonly Question[]) => ({
  _id: kind,
  kind,
  name: { ru: kind, en: kind },
  questions: [...questions],
});
const profileQuestions = defaultQuestionnaires.profile.definition.questions;
const loveQuestions = defaultQuestionnaires.love.definition.questions;

describe('the love questionnaire added to the profile one', () => {
  it('asks questions both have once, the love ones after the profile steps', () => {
    const combined = withLoveQuestions(form('profile', profileQuestions), form('love', loveQuestions));
    const names = combined.questions.map((q) => q.neuronName);
    expect(new Set(names).size).toBe(names.length);
    expect(combined).toMatchObject({ _id: 'love', kind: 'love' });
    expect(combined.questions.find((q) => q.neuronName === 'meeting_people')?.step).toBe(5);
  });

  it('moves love questions numbered into the profile steps after them', () => {
    const onlyLove = loveQuestions.filter((q) => q.step === 5).map((q) => ({ ...q, step: 1 }));
    const combined = withLoveQuestions(form('profile', profileQuestions), form('love', onlyLove));
    const moved = combined.questions.filter((q) => q.neuronName === 'meeting_people' || q.neuronName === 'weekends');
    expect(moved.map((q) => q.step)).toEqual([5, 5]);
  });
});

describe('age, gender and avatar of a profile', () => {
  const today = '2026-03-02';

  it('take the answered gender over the owner\u2019s, and the age from the birth date over an answered one', () => {
    const owners = { birthDate: '1990-06-15', gender: 'Ж' as const, today };
    expect(deriveFacts({ answers: {}, ...owners })).toEqual({ age: 35, gender: 'Ж', avatarName: 'female-21-35' });
    const answers = { gender: { value: 'male' }, age: { value: 52 } };
    expect(deriveFacts({ answers, ...owners })).toEqual({ age: 35, gender: 'М', avatarName: 'male-21-35' });
    expect(deriveFacts({ answers, ...owners, birthDate: null })).toEqual({ age: 52, gender: 'М', avatarName: 'male-51+' });
  });

  it('keep an avatar someone picked', () => {
    const previous = { age: 35, gender: 'Ж' as const, avatarName: 'male-0-20' };
    const older = { answers: {}, birthDate: '1960-01-01', gender: 'Ж' as const, today };
    expect(deriveFacts({ ...older, previous }).avatarName).toBe('male-0-20');
    expect(deriveFacts({ ...older, previous: { ...previous, avatarName: 'female-21-35' } }).avatarName).toBe('female-51+');
    const picked = deriveFacts({ answers: {}, birthDate: null, gender: null, today, chosenAvatar: 'female-36-50' });
    expect(picked.avatarName).toBe('female-36-50');
  });
});
