import { hasAnswerValue, type Answers, type Question } from '@teamcast/domain';

/** The questions of a list still without an answer, in order. */
export function missingQuestions(questions: readonly Question[], answers: Answers): Question[] {
  return questions.filter((q) => !hasAnswerValue(answers[q.neuronName]));
}
