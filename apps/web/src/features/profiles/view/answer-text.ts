import { UNANSWERED, hasAnswerValue, type Answer, type Locale, type Question } from '@teamcast/domain';
// The questionnaire feature words answers once for everyone who shows them (its preview, these pages).
import { answerText as wordAnswer } from '../../questionnaire/answer-text';

export { questionLabel } from '../../questionnaire/question-text';

/** An answer as the profile page reads it: its text, or that it was left without an answer. */
export type AnswerText = { kind: 'text'; text: string } | { kind: 'unanswered' };

const unanswered: AnswerText = { kind: 'unanswered' };

/** The fixed word a questionnaire stores for a skipped question (spec section 3) reads as no answer. */
function isSkipped(value: unknown): boolean {
  return value === UNANSWERED || (Array.isArray(value) && value.every((item) => item === UNANSWERED));
}

/**
 * One answer in the language on screen: option labels from the question's scope (never the stored
 * values), a multiselect's labels joined, a range as "min – max", a dropdown as its path.
 */
export function answerText(question: Question, answer: Answer | undefined, locale: Locale): AnswerText {
  if (!hasAnswerValue(answer) || isSkipped(answer.value)) return unanswered;
  const text = wordAnswer(question, answer, locale);
  return text ? { kind: 'text', text } : unanswered;
}
