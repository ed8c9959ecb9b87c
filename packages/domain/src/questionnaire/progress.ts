import { hasAnswerValue, type Answer, type Answers, type Question, type QuestionnaireDefinition } from './definition';
import { visibleQuestions } from './visibility';

type Definition = Pick<QuestionnaireDefinition, 'questions'>;

/** The step numbers a questionnaire uses, ascending; an editor may leave gaps between them. */
export function questionnaireSteps(questions: readonly Pick<Question, 'step'>[]): number[] {
  return [...new Set(questions.map((q) => q.step))].sort((a, b) => a - b);
}

/**
 * The first of `steps` (all the questionnaire's by default) with a visible question left unanswered:
 * how far a person may go, and the step a questionnaire sent too early is sent back to. Null when
 * every one of them is complete.
 */
export function firstIncompleteStep(definition: Definition, answers: Answers, steps: readonly number[] = questionnaireSteps(definition.questions)): number | null {
  const open = new Set(visibleQuestions(definition, answers).filter((q) => !hasAnswerValue(answers[q.neuronName])).map((q) => q.step));
  return steps.find((step) => open.has(step)) ?? null;
}

/**
 * The answers without those to questions the answers hide: a question shown earlier and answered,
 * then hidden by a changed answer, must not count as answered. Answers of names the questionnaire
 * does not have are left as they are.
 */
export function withoutHiddenAnswers<A extends Answer>(definition: Definition, answers: Readonly<Record<string, A>>): Record<string, A> {
  const visible = new Set(visibleQuestions(definition, answers).map((q) => q.neuronName));
  const hidden = new Set(definition.questions.filter((q) => !visible.has(q.neuronName)).map((q) => q.neuronName));
  return Object.fromEntries(Object.entries(answers).filter(([neuronName]) => !hidden.has(neuronName)));
}
