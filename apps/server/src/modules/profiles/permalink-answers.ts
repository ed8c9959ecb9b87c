import {
  NEURON_PREFIX,
  answerFitsQuestion,
  fromAnswerPayload,
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
