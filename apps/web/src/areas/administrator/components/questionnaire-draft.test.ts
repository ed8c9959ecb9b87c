import { describe, expect, it } from 'vitest';
import { sampleQuestions } from '../test-support/questionnaires';
import {
  addQuestion,
  changesOf,
  neighbourInStep,
  parseQuestionsJson,
  shapeIssues,
  swapQuestions,
  withDependencies,
  withType,
  type QuestionnaireDraft,
} from './questionnaire-draft';

const draft = (): QuestionnaireDraft => ({ name: { ru: 'Анкета', en: 'Form' }, questions: sampleQuestions() });

describe('questionnaire draft', () => {
  it('reports only what changed, whatever the key order', () => {
    const saved = draft();
    const reordered = { ...saved, questions: saved.questions.map((question) => Object.fromEntries(Object.entries(question).reverse()) as typeof question) };
    expect(changesOf(saved, reordered)).toEqual({});
    const renamed = { ...saved, name: { ru: 'Анкета', en: 'Profile' } };
    expect(changesOf(saved, renamed)).toEqual({ name: { ru: 'Анкета', en: 'Profile' } });
  });

  it('moves a question among those of its own step only', () => {
    const { questions } = draft();
    expect(neighbourInStep(questions, 2, 1)).toBeNull();
    expect(neighbourInStep(questions, 2, -1)).toBe(1);
    expect(neighbourInStep(questions, 3, -1)).toBeNull();
    const moved = swapQuestions(draft(), 1, 2).questions.map((question) => question.neuronName);
    expect(moved).toEqual(['has_pet', 'age', 'pet_kind', 'relocation']);
  });

  it('adds a question after the selected one, on its step, with a free neuronName', () => {
    const first = addQuestion(draft(), 2);
    expect(first.index).toBe(3);
    expect(first.draft.questions[3]).toMatchObject({ neuronName: 'new_question', step: 1, type: 'select' });
    const second = addQuestion(first.draft, null);
    expect(second.draft.questions[second.index]).toMatchObject({ neuronName: 'new_question_2', step: 2 });
  });

  it('gives a slider bounds and takes them away from a choice', () => {
    const [choice, , slider] = sampleQuestions();
    expect(withType(choice!, 'slider').scope?.map((option) => option.value)).toEqual(['min', 'max']);
    expect(withType(slider!, 'select').scope).toEqual([]);
    expect(withType(slider!, 'range').scope).toBe(slider!.scope);
  });

  it('drops empty dependency lists rather than saving them', () => {
    const [, dependent] = sampleQuestions();
    expect(withDependencies(dependent!, [])).not.toHaveProperty('options');
    expect(withDependencies({ ...dependent!, options: { groupId: 'and', dependsOn: [] } }, []).options).toEqual({ groupId: 'and' });
  });

  it('reads JSON text as questions, telling syntax from shape problems', () => {
    expect(parseQuestionsJson(JSON.stringify(sampleQuestions()))).toMatchObject({ ok: true });
    expect(parseQuestionsJson('[{')).toMatchObject({ ok: false, error: 'syntax' });
    expect(parseQuestionsJson('[{"type":"select","step":1}]')).toEqual({ ok: false, error: 'shape', issues: [{ index: 0, field: 'neuronName' }] });
    expect(shapeIssues([])).toEqual([{ index: null, field: '' }]);
  });
});
