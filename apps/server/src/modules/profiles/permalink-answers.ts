import {
  NEURON_PREFIX,
  answerFitsQuestion,
  fromAnswerPayload,
  isStepComplete,
  visibleQuestions,
  type Answer,
  type AnswerPayload,
  type Answers,
  type Question,
} from '@teamcast/domain';
import { validationError } from '../../http/app-error';

export interface ReceivedAnswer {
  neuronName: string;
  /** Null when the question was left unanswered: any earlier answer is removed. */
  answer: Answer | null;
}

/** Rule codes of answers no questionnaire form could have sent. */
export const answerRules = { unknownQuestion: 'unknownQuestion', answerValue: 'answerValue' } as const;

/**
 * Reads the answers as the questionnaire page sends them (spec section 7). An answer to a question
 * the questionnaire does not have, or one that does not fit its question, is refused with the
 * field `answers.<index>`.
 */
export function readAnswerPayloads(payloads: readonly AnswerPayload[], questions: readonly Question[]): ReceivedAnswer[] {
  const byName = new Map(questions.map((question) => [question.neuronName, question]));
  return payloads.map((payload, index) => {
    const neuronName = payload.mine_question ? payload.neuron_question : NEURON_PREFIX + payload.neuron_question;
    const question = byName.get(neuronName);
    if (!question) throw validationError(`answers.${index}`, answerRules.unknownQuestion, { neuronName });
    const { answer } = fromAnswerPayload(payload, question.type);
    if (answer && !answerFitsQuestion(question, answer)) throw validationError(`answers.${index}`, answerRules.answerValue, { neuronName });
    return { neuronName, answer };
  });
}

export function mergeAnswers(answers: Answers, received: readonly ReceivedAnswer[]): Record<string, Answer> {
  const merged: Record<string, Answer> = {};
  for (const [neuronName, answer] of Object.entries(answers)) if (answer) merged[neuronName] = answer;
  for (const { neuronName, answer } of received) {
    if (answer) merged[neuronName] = answer;
    else delete merged[neuronName];
  }
  return merged;
}

/** The first step, in order, with a visible question left unanswered; null when every step is complete. */
export function firstIncompleteStep(questions: readonly Question[], answers: Answers): number | null {
  const steps = [...new Set(questions.map((question) => question.step))].sort((a, b) => a - b);
  return steps.find((step) => !isStepComplete({ questions }, step, answers)) ?? null;
}

/**
 * The answers without those to questions the final answers hide: a question shown earlier and
 * answered, then hidden by a changed answer, must not count as answered in the analysis.
 */
export function withoutHiddenAnswers(questions: readonly Question[], answers: Record<string, Answer>): Record<string, Answer> {
  const visible = new Set(visibleQuestions({ questions }, answers).map((question) => question.neuronName));
  const hidden = new Set(questions.filter((question) => !visible.has(question.neuronName)).map((question) => question.neuronName));
  return Object.fromEntries(Object.entries(answers).filter(([neuronName]) => !hidden.has(neuronName)));
}
