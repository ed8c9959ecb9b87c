import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answer, Question, QuestionnaireDefinition } from './definition';
import { firstIncompleteStep, questionnaireSteps, withoutHiddenAnswers } from './progress';
import { isStepComplete, visibleQuestions } from './visibility';
import { acyclicDefinitionArb, answersArb } from './arbitraries.test-support';

const q = (neuronName: string, step: number, options?: Question['options']): Question => ({ type: 'select', neuronName, step, ...(options ? { options } : {}) });

const definition: QuestionnaireDefinition = {
  questions: [
    q('works', 1),
    q('employer', 1, { dependsOn: [{ neuronName: 'works', condition: '= yes' }] }),
    q('kids', 3),
    q('school', 3, { dependsOn: [{ neuronName: 'kids', condition: '= yes' }] }),
    q('hobby', 5),
  ],
};

const definedOnly = (answers: Readonly<Record<string, Answer | undefined>>): Record<string, Answer> =>
  Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, Answer] => entry[1] !== undefined));

describe('questionnaire progress', () => {
  it('lists the steps used, ascending, gaps and all', () => {
    expect(questionnaireSteps(definition.questions)).toEqual([1, 3, 5]);
    expect(questionnaireSteps([])).toEqual([]);
  });

  it('finds the first step with a visible question unanswered, passing over hidden ones', () => {
    expect(firstIncompleteStep(definition, {})).toBe(1);
    expect(firstIncompleteStep(definition, { works: { value: 'no' } })).toBe(3);
    expect(firstIncompleteStep(definition, { works: { value: 'yes' } })).toBe(1);
    expect(firstIncompleteStep(definition, { works: { value: 'no' }, kids: { value: 'no' }, hobby: { value: 'x' } })).toBeNull();
    expect(firstIncompleteStep(definition, { works: { value: 'no' } }, [5, 3])).toBe(5);
  });

  it('drops the answers of hidden questions and keeps the rest', () => {
    const answers = { works: { value: 'no' }, employer: { value: 'acme' }, kids: { value: 'yes' }, school: { value: 'x' }, other: { value: 1 } };
    expect(withoutHiddenAnswers(definition, answers)).toEqual({ works: { value: 'no' }, kids: { value: 'yes' }, school: { value: 'x' }, other: { value: 1 } });
  });

  it('agrees with step completeness: every step before the first incomplete one is complete', () => {
    fc.assert(
      fc.property(acyclicDefinitionArb, answersArb, (def, answers) => {
        const steps = questionnaireSteps(def.questions);
        const first = firstIncompleteStep(def, answers);
        const firstIndex = first === null ? steps.length : steps.indexOf(first);
        steps.forEach((step, index) => {
          if (index < firstIndex) expect(isStepComplete(def, step, answers)).toBe(true);
          if (index === firstIndex) expect(isStepComplete(def, step, answers)).toBe(false);
        });
      }),
    );
  });

  it('leaves what is shown and how far one may go unchanged when hidden answers are dropped', () => {
    fc.assert(
      fc.property(acyclicDefinitionArb, answersArb, (def, answers) => {
        const defined = definedOnly(answers);
        const kept = withoutHiddenAnswers(def, defined);
        const shown = new Set(visibleQuestions(def, defined).map((x) => x.neuronName));
        expect(visibleQuestions(def, kept)).toEqual(visibleQuestions(def, defined));
        expect(firstIncompleteStep(def, kept)).toBe(firstIncompleteStep(def, defined));
        for (const name of Object.keys(kept)) expect(shown.has(name) || !def.questions.some((x) => x.neuronName === name)).toBe(true);
        expect(withoutHiddenAnswers(def, kept)).toEqual(kept);
      }),
    );
  });
});
