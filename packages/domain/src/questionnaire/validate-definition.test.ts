import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Question, QuestionnaireDefinition } from './definition';
import { definitionIssueMessage, findCycle, validateDefinition } from './validate-definition';
import { acyclicDefinitionArb } from './arbitraries.test-support';

const q = (neuronName: string, step: number, deps: [string, string][] = [], groupId?: string): Question => ({
  type: 'select',
  neuronName,
  step,
  options: {
    dependsOn: deps.map(([name, condition]) => ({ neuronName: name, condition })),
    ...(groupId === undefined ? {} : { groupId }),
  },
});

describe('findCycle', () => {
  it('finds none in a chain', () => {
    expect(findCycle([q('a', 1), q('b', 1, [['a', '= y']]), q('c', 1, [['b', '= y']])])).toBeNull();
  });

  it('finds a self-dependency', () => {
    expect(findCycle([q('a', 1, [['a', '= y']])])).toEqual(['a']);
  });

  it('finds a longer cycle, in order', () => {
    const cycle = findCycle([
      q('start', 1),
      q('a', 1, [['c', '= y'], ['start', '= y']]),
      q('b', 1, [['a', '= y']]),
      q('c', 1, [['b', '= y']]),
    ]);
    expect(cycle).toEqual(['a', 'c', 'b']);
  });

  it('ignores dependencies on unknown names', () => {
    expect(findCycle([q('a', 1, [['ghost', '= y']])])).toBeNull();
  });
});

describe('validateDefinition', () => {
  it('accepts a sound definition', () => {
    expect(validateDefinition({ questions: [q('a', 1), q('b', 1, [['a', '= y']]), q('c', 2, [['a', '> 3']], 'and')] })).toEqual([]);
  });

  it('names the question with an unknown dependency target', () => {
    expect(validateDefinition({ questions: [q('a', 1, [['ghost', '= y']])] })).toEqual([
      { code: 'unknownDependency', neuronName: 'a', detail: 'ghost' },
    ]);
  });

  it('refuses a bad operator and a bad group operator', () => {
    expect(validateDefinition({ questions: [q('a', 1), q('b', 1, [['a', '! y']], 'xor')] })).toEqual([
      { code: 'badGroupOperator', neuronName: 'b', detail: 'xor' },
      { code: 'badOperator', neuronName: 'b', detail: '! y' },
    ]);
  });

  it('refuses duplicate neuron names', () => {
    expect(validateDefinition({ questions: [q('a', 1), q('a', 2)] })).toEqual([
      { code: 'duplicateNeuronName', neuronName: 'a' },
    ]);
  });

  it('refuses a dependency on a question of a later step', () => {
    expect(validateDefinition({ questions: [q('a', 1, [['b', '= y']]), q('b', 2)] })).toEqual([
      { code: 'laterStepDependency', neuronName: 'a', detail: 'b' },
    ]);
  });

  it('refuses a cycle', () => {
    expect(validateDefinition({ questions: [q('a', 1, [['b', '= y']]), q('b', 1, [['a', '= y']])] })).toEqual([
      { code: 'dependencyCycle', neuronName: 'a', detail: 'a → b' },
    ]);
  });

  it('refuses steps with a gap, naming the first question after it', () => {
    expect(validateDefinition({ questions: [q('a', 1), q('b', 3), q('c', 4)] })).toEqual([{ code: 'stepGap', neuronName: 'b', detail: '2' }]);
    expect(validateDefinition({ questions: [q('a', 2)] })).toEqual([{ code: 'stepGap', neuronName: 'a', detail: '1' }]);
    expect(validateDefinition({ questions: [q('a', 1), q('b', 2), q('c', 2)] })).toEqual([]);
  });

  it('words each issue with the question name', () => {
    const issue = { code: 'unknownDependency', neuronName: 'degree', detail: 'ghost' } as const;
    expect(definitionIssueMessage(issue, 'en')).toBe('Question degree: depends on unknown question ghost');
    expect(definitionIssueMessage(issue, 'ru')).toBe('Вопрос degree: зависит от неизвестного вопроса ghost');
  });
});

describe('validateDefinition properties', () => {
  it('reports nothing on generated acyclic definitions', () => {
    fc.assert(
      fc.property(acyclicDefinitionArb, (def) => {
        expect(findCycle(def.questions)).toBeNull();
        expect(validateDefinition(def)).toEqual([]);
      }),
    );
  });

  it('finds every injected cycle', () => {
    fc.assert(
      fc.property(
        acyclicDefinitionArb.chain((def) =>
          fc.tuple(
            fc.constant(def),
            fc.shuffledSubarray(
              def.questions.map((x) => x.neuronName),
              { minLength: 1 },
            ),
          ),
        ),
        ([def, ring]) => {
          const injected: QuestionnaireDefinition = {
            questions: def.questions.map((question) => {
              const at = ring.indexOf(question.neuronName);
              if (at < 0) return question;
              const next = ring[(at + 1) % ring.length] as string;
              return {
                ...question,
                options: {
                  ...question.options,
                  dependsOn: [...(question.options?.dependsOn ?? []), { neuronName: next, condition: '= yes' }],
                },
              };
            }),
          };
          const cycle = findCycle(injected.questions);
          expect(cycle).not.toBeNull();
          // What it returns is a real cycle: each name depends on the next, the last on the first.
          const deps = new Map(injected.questions.map((x) => [x.neuronName, (x.options?.dependsOn ?? []).map((d) => d.neuronName)]));
          (cycle ?? []).forEach((name, i, all) => {
            expect(deps.get(name)).toContain(all[(i + 1) % all.length]);
          });
          expect(validateDefinition(injected).map((issue) => issue.code)).toContain('dependencyCycle');
        },
      ),
    );
  });
});
