import fc from 'fast-check';
import type { Answers, Dependency, GroupOperator, Question, QuestionnaireDefinition } from './definition';

export const conditionValues = ['yes', 'no', '1', '5', '10'] as const;

const conditionArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('=', '>', '<'), fc.constantFrom(...conditionValues))
  .map(([op, value]) => `${op} ${value}`);

/**
 * A definition of q0…q(n-1) where each question depends only on earlier ones, with steps that
 * never decrease and run from 1 without gaps: acyclic and valid by construction.
 */
export const acyclicDefinitionArb: fc.Arbitrary<QuestionnaireDefinition> = fc
  .integer({ min: 1, max: 8 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.integer({ min: 1, max: 4 }), { minLength: n, maxLength: n }),
      fc.tuple(
        ...Array.from({ length: n }, (_, i) =>
          fc.record({
            deps: i === 0 ? fc.constant([] as { target: number; condition: string }[]) : fc.array(
              fc.record({ target: fc.integer({ min: 0, max: i - 1 }), condition: conditionArb }),
              { maxLength: 3 },
            ),
            groupId: fc.constantFrom<GroupOperator>('or', 'noop', 'and'),
          }),
        ),
      ),
    ),
  )
  .map(([steps, shapes]) => {
    // Renumbered by rank, so that the steps used run 1..k without a gap.
    const ranks = [...new Set(steps)].sort((a, b) => a - b);
    const sorted = [...steps].sort((a, b) => a - b).map((step) => ranks.indexOf(step) + 1);
    const questions: Question[] = shapes.map((shape, i) => {
      const dependsOn: Dependency[] = shape.deps.map((d) => ({ neuronName: `q${d.target}`, condition: d.condition }));
      return {
        type: 'select',
        neuronName: `q${i}`,
        step: sorted[i] ?? 1,
        options: dependsOn.length > 0 ? { dependsOn, groupId: shape.groupId } : {},
      };
    });
    return { questions };
  });

export const answerValueArb = fc.oneof(
  fc.constantFrom(...conditionValues),
  fc.integer({ min: -2, max: 12 }),
  fc.constant(null),
);

/** Answers for q0…q7 (some left unanswered). */
export const answersArb: fc.Arbitrary<Answers> = fc
  .array(fc.option(answerValueArb, { nil: undefined }), { minLength: 8, maxLength: 8 })
  .map((values) => {
    const answers: Record<string, { value: string | number | null }> = {};
    values.forEach((value, i) => {
      if (value !== undefined) answers[`q${i}`] = { value };
    });
    return answers;
  });

/** The names a question depends on, directly or through other questions. */
export function dependencyClosure(definition: QuestionnaireDefinition, name: string): Set<string> {
  const byName = new Map(definition.questions.map((q) => [q.neuronName, q]));
  const seen = new Set<string>();
  const stack = [name];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    for (const dep of byName.get(current)?.options?.dependsOn ?? []) {
      if (!seen.has(dep.neuronName)) {
        seen.add(dep.neuronName);
        stack.push(dep.neuronName);
      }
    }
  }
  return seen;
}
