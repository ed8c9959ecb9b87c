import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers, Question, QuestionnaireDefinition } from './definition';
import { isStepComplete, isVisible, parseCondition, visibleQuestions } from './visibility';
import { acyclicDefinitionArb, answersArb, dependencyClosure } from './arbitraries.test-support';

const q = (neuronName: string, step: number, options?: Question['options']): Question => ({
  type: 'select',
  neuronName,
  step,
  ...(options ? { options } : {}),
});

const definition: QuestionnaireDefinition = {
  questions: [
    q('university', 1),
    q('degree', 1, { dependsOn: [{ neuronName: 'university', condition: '= yes' }] }),
    q('phd_topic', 1, { dependsOn: [{ neuronName: 'degree', condition: '= phd' }] }),
    q('age', 1),
    q('kids', 2, {
      groupId: 'and',
      dependsOn: [
        { neuronName: 'age', condition: '> 17' },
        { neuronName: 'university', condition: '= yes' },
      ],
    }),
    q('retired', 2, {
      groupId: 'or',
      dependsOn: [
        { neuronName: 'age', condition: '> 64' },
        { neuronName: 'age', condition: '< 0' },
      ],
    }),
    q('noop_group', 2, {
      groupId: 'noop',
      dependsOn: [
        { neuronName: 'university', condition: '= no' },
        { neuronName: 'degree', condition: '= bachelor' },
      ],
    }),
  ],
};

const byName = (name: string): Question => {
  const found = definition.questions.find((x) => x.neuronName === name);
  if (!found) throw new Error(name);
  return found;
};

describe('parseCondition', () => {
  it('reads the operator from the first character and the value after two characters', () => {
    expect(parseCondition('= yes')).toEqual({ operator: 'equal', value: 'yes' });
    expect(parseCondition('> 17')).toEqual({ operator: 'more', value: '17' });
    expect(parseCondition('< 3')).toEqual({ operator: 'less', value: '3' });
    expect(parseCondition('=')).toEqual({ operator: 'equal', value: '' });
  });

  it('refuses an unknown operator', () => {
    expect(parseCondition('! yes')).toBeNull();
    expect(parseCondition('')).toBeNull();
    expect(parseCondition('yes')).toBeNull();
  });
});

describe('isVisible', () => {
  it('shows a question without dependencies', () => {
    expect(isVisible(byName('university'), {}, definition)).toBe(true);
  });

  it('compares strings for equal', () => {
    expect(isVisible(byName('degree'), { university: { value: 'yes' } }, definition)).toBe(true);
    expect(isVisible(byName('degree'), { university: { value: 'no' } }, definition)).toBe(false);
    expect(isVisible(q('x', 1, { dependsOn: [{ neuronName: 'n', condition: '= 5' }] }), { n: { value: 5 } })).toBe(true);
  });

  it('compares numbers for more and less', () => {
    const answers = (age: string | number): Answers => ({ age: { value: age }, university: { value: 'yes' } });
    expect(isVisible(byName('kids'), answers(18), definition)).toBe(true);
    expect(isVisible(byName('kids'), answers('9'), definition)).toBe(false); // "9" > "17" as text, not as numbers
    expect(isVisible(byName('kids'), answers('abc'), definition)).toBe(false);
    expect(isVisible(byName('retired'), { age: { value: 70 } }, definition)).toBe(true);
    expect(isVisible(byName('retired'), { age: { value: -1 } }, definition)).toBe(true);
    expect(isVisible(byName('retired'), { age: { value: 30 } }, definition)).toBe(false);
  });

  it('needs every condition with and, at least one with or and noop', () => {
    expect(isVisible(byName('kids'), { age: { value: 18 }, university: { value: 'no' } }, definition)).toBe(false);
    expect(isVisible(byName('noop_group'), { university: { value: 'no' } }, definition)).toBe(true);
    expect(isVisible(byName('noop_group'), { university: { value: 'yes' }, degree: { value: 'bachelor' } }, definition)).toBe(true);
    expect(isVisible(byName('noop_group'), { university: { value: 'yes' }, degree: { value: 'phd' } }, definition)).toBe(false);
  });

  it('treats a dependency on an unanswered question as not holding', () => {
    expect(isVisible(byName('degree'), {}, definition)).toBe(false);
    expect(isVisible(byName('degree'), { university: { value: null } }, definition)).toBe(false);
  });

  it('treats a dependency on a hidden question as not holding, even with a stale answer', () => {
    const stale = { university: { value: 'no' }, degree: { value: 'phd' } };
    expect(isVisible(byName('phd_topic'), stale, definition)).toBe(false);
    expect(isVisible(byName('phd_topic'), { ...stale, university: { value: 'yes' } }, definition)).toBe(true);
  });

  it('treats a dependency on an unknown question as not holding when the definition is given', () => {
    const orphan = q('orphan', 1, { dependsOn: [{ neuronName: 'missing', condition: '= yes' }] });
    expect(isVisible(orphan, { missing: { value: 'yes' } }, { questions: [orphan] })).toBe(false);
  });

  it('matches a multiselect or dropdown path when one of its values does; never a range', () => {
    const dep = q('x', 1, { dependsOn: [{ neuronName: 'langs', condition: '= en' }] });
    expect(isVisible(dep, { langs: { value: ['ru', 'en'] } })).toBe(true);
    expect(isVisible(dep, { langs: { value: ['ru'] } })).toBe(false);
    const range = q('y', 1, { dependsOn: [{ neuronName: 'r', condition: '> 1' }] });
    expect(isVisible(range, { r: { value: { min: 2, max: 3 } } })).toBe(false);
  });

  it('never shows a question caught in a dependency loop and does not hang', () => {
    const loop: QuestionnaireDefinition = {
      questions: [
        q('a', 1, { dependsOn: [{ neuronName: 'b', condition: '= yes' }] }),
        q('b', 1, { dependsOn: [{ neuronName: 'a', condition: '= yes' }] }),
      ],
    };
    const answers = { a: { value: 'yes' }, b: { value: 'yes' } };
    expect(visibleQuestions(loop, answers)).toEqual([]);
  });
});

describe('visibleQuestions and isStepComplete', () => {
  it('lists the visible questions in definition order', () => {
    const answers = { university: { value: 'yes' }, degree: { value: 'phd' }, age: { value: 30 } };
    expect(visibleQuestions(definition, answers).map((x) => x.neuronName)).toEqual([
      'university',
      'degree',
      'phd_topic',
      'age',
      'kids',
    ]);
  });

  it('completes a step when every visible question of it has a value', () => {
    expect(isStepComplete(definition, 1, { university: { value: 'no' }, age: { value: 30 } })).toBe(true);
    expect(isStepComplete(definition, 1, { university: { value: 'yes' }, age: { value: 30 } })).toBe(false);
    expect(isStepComplete(definition, 1, { university: { value: 'no' }, age: { value: null } })).toBe(false);
    expect(
      isStepComplete(definition, 1, {
        university: { value: 'yes' },
        degree: { value: 'bachelor' },
        age: { value: 30 },
      }),
    ).toBe(true);
  });

  it('ignores questions of other steps and hidden ones', () => {
    expect(isStepComplete(definition, 2, { university: { value: 'no' }, age: { value: 30 } })).toBe(false);
    expect(
      isStepComplete(definition, 2, { university: { value: 'no' }, age: { value: 30 }, noop_group: { value: 'x' } }),
    ).toBe(true);
    expect(isStepComplete(definition, 9, {})).toBe(true);
  });
});

describe('visibility properties', () => {
  it('shows every question of a definition without dependencies', () => {
    fc.assert(
      fc.property(acyclicDefinitionArb, answersArb, (def, answers) => {
        const flat = { questions: def.questions.map((x) => ({ ...x, options: {} })) };
        expect(visibleQuestions(flat, answers)).toHaveLength(flat.questions.length);
      }),
    );
  });

  it('never depends on answers to unrelated questions', () => {
    fc.assert(
      fc.property(
        acyclicDefinitionArb,
        answersArb,
        fc.nat(),
        fc.nat(),
        fc.oneof(fc.constantFrom('yes', 'no', '5'), fc.integer({ min: -5, max: 20 }), fc.constant(null)),
        (def, answers, pick, other, newValue) => {
          const question = def.questions[pick % def.questions.length] as Question;
          const related = dependencyClosure(def, question.neuronName);
          const unrelated = def.questions
            .map((x) => x.neuronName)
            .filter((name) => !related.has(name) && name !== question.neuronName)
            .concat('not_in_definition');
          const target = unrelated[other % unrelated.length] as string;
          const changed = { ...answers, [target]: { value: newValue } };
          expect(isVisible(question, changed, def)).toBe(isVisible(question, answers, def));
        },
      ),
    );
  });

  it('agrees between isVisible and visibleQuestions', () => {
    fc.assert(
      fc.property(acyclicDefinitionArb, answersArb, (def, answers) => {
        const shown = new Set(visibleQuestions(def, answers).map((x) => x.neuronName));
        for (const question of def.questions) {
          expect(shown.has(question.neuronName)).toBe(isVisible(question, answers, def));
        }
      }),
    );
  });

  it('completes a step once every question of it is answered', () => {
    fc.assert(
      fc.property(acyclicDefinitionArb, (def) => {
        const answers = Object.fromEntries(def.questions.map((x) => [x.neuronName, { value: 'yes' }]));
        for (const question of def.questions) expect(isStepComplete(def, question.step, answers)).toBe(true);
      }),
    );
  });
});
