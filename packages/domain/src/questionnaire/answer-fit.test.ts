import { describe, expect, it } from 'vitest';
import { answerFitsQuestion, scopeBounds } from './answer-fit';
import { defaultQuestionnaires } from './content';
import type { Question } from './definition';

const question = (name: string) =>
  [...defaultQuestionnaires.profile.definition.questions, ...defaultQuestionnaires.love.definition.questions].find((q) => q.neuronName === name)!;

describe('answers that fit their question', () => {
  it('are options of selects, multiselects and dropdowns', () => {
    expect(answerFitsQuestion(question('gender'), { value: 'female' })).toBe(true);
    expect(answerFitsQuestion(question('gender'), { value: 'other' })).toBe(false);
    expect(answerFitsQuestion(question('gender'), { value: ['female'] })).toBe(false);
    expect(answerFitsQuestion(question('schooling_types'), { value: ['lyceum', 'gymnasium'] })).toBe(true);
    expect(answerFitsQuestion(question('schooling_types'), { value: ['lyceum', 'circus'] })).toBe(false);
    const label = { ru: 'x', en: 'x' };
    const scope = [{ value: 'a', label, children: [{ value: 'b', label }] }];
    const tree: Question = { type: 'dropdown', neuronName: 'd', step: 1, scope };
    expect(answerFitsQuestion(tree, { value: ['a', 'b'] })).toBe(true);
    expect(answerFitsQuestion(tree, { value: ['b'] })).toBe(false);
    expect(answerFitsQuestion(tree, { value: [] })).toBe(false);
  });

  it('are numbers within a slider\u2019s bounds, and ordered ranges', () => {
    expect(answerFitsQuestion(question('age'), { value: 16 })).toBe(true);
    expect(answerFitsQuestion(question('age'), { value: 81 })).toBe(false);
    expect(answerFitsQuestion(question('age'), { value: '30' })).toBe(false);
    const range = { type: 'range', neuronName: 'r', step: 1 } as const;
    expect(answerFitsQuestion(range, { value: { min: 2, max: 5 }, type: 'min' })).toBe(true);
    expect(answerFitsQuestion(range, { value: { min: 5, max: 2 } })).toBe(false);
  });
});

describe('scope bounds', () => {
  const label = { ru: 'x', en: 'x' };
  it('read the computed numbers of the min and max options', () => {
    expect(scopeBounds(question('age').scope)).toEqual({ min: 16, max: 80 });
    expect(scopeBounds([{ value: 'min', label, computed: '2' }, { value: 'max', label, computed: '' }])).toEqual({ min: 2, max: null });
    expect(scopeBounds(undefined)).toEqual({ min: null, max: null });
  });
});
