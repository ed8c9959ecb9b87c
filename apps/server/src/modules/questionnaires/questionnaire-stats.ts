import type { QuestionnaireStats } from '@teamcast/contract';
import { hasAnswerValue, UNANSWERED, type Answers, type Question } from '@teamcast/domain';

/** Whether the answer counts as given: it holds a value, and not the word for "no answer". */
function isAnswered(answers: Answers, neuronName: string): boolean {
  const answer = answers[neuronName];
  return hasAnswerValue(answer) && answer.value !== UNANSWERED;
}

/** The figures of the "computed" status: how many profiles were sent and how often each question was answered. */
export function computeQuestionnaireStats(
  questions: readonly Pick<Question, 'neuronName'>[],
  sentAnswers: readonly Answers[],
  now: Date,
): QuestionnaireStats {
  const filledProfiles = sentAnswers.length;
  const answeredShare: Record<string, number> = {};
  for (const { neuronName } of questions) {
    const answered = sentAnswers.filter((answers) => isAnswered(answers, neuronName)).length;
    answeredShare[neuronName] = filledProfiles === 0 ? 0 : answered / filledProfiles;
  }
  return { filledProfiles, answeredShare, computedAt: now.toISOString() };
}
