import type { Question } from '@teamcast/domain';

/** The step numbers a questionnaire uses, ascending; an editor may leave gaps between them. */
export function stepsOf(questions: readonly Pick<Question, 'step'>[]): number[] {
  return [...new Set(questions.map((q) => q.step))].sort((a, b) => a - b);
}
