import type { PermalinkSave } from '@teamcast/contract';
import {
  hasAnswerValue,
  isStepComplete,
  toAnswerPayload,
  visibleQuestions,
  type AnswerPayload,
  type Answers,
  type Question,
} from '@teamcast/domain';

type Definition = { readonly questions: readonly Question[] };

/** A payload as the API's body takes it. */
export type WirePayload = NonNullable<PermalinkSave['answers']>[number];

/** The domain's read-only payload as the API body's plain JSON: lists copied, nothing else changed. */
export function toWire(payload: AnswerPayload): WirePayload {
  const { response } = payload;
  if (Array.isArray(response)) return { ...payload, response: [...(response as readonly string[])] };
  if (typeof response === 'object' && response !== null && 'tree' in response) return { ...payload, response: { ...response, tree: [...response.tree] } };
  return payload as WirePayload;
}

/**
 * The payloads saving some steps: the answers of their visible questions, and the unanswered word for
 * a hidden question the server still holds an answer to, so that an answer which no longer applies
 * does not linger there. Hidden questions' own answers are never sent.
 */
export function stepsPayloads(
  definition: Definition,
  answers: Answers,
  steps: readonly number[],
  serverAnswers: Answers = {},
): WirePayload[] {
  const visible = new Set(visibleQuestions(definition, answers).map((q) => q.neuronName));
  const valid = new Map(steps.map((step) => [step, isStepComplete(definition, step, answers)]));
  const payloads: WirePayload[] = [];
  const seen = new Set<string>();
  for (const question of definition.questions) {
    const stepValid = valid.get(question.step);
    if (stepValid === undefined || seen.has(question.neuronName)) continue;
    seen.add(question.neuronName);
    const context = { currentStep: question.step, stepValid };
    if (visible.has(question.neuronName)) {
      payloads.push(toWire(toAnswerPayload(question, answers[question.neuronName], context)));
    } else if (hasAnswerValue(serverAnswers[question.neuronName])) {
      payloads.push(toWire(toAnswerPayload(question, undefined, context)));
    }
  }
  return payloads;
}

/**
 * The answers an upgrade of a sent questionnaire sends for the given steps: every answered visible
 * question except those fixed when the questionnaire was sent, which stay as they were.
 */
export function upgradeAnswersPayloads(definition: Definition, answers: Answers, steps: readonly number[], fixed: ReadonlySet<string>): WirePayload[] {
  const wanted = new Set(steps);
  return visibleQuestions(definition, answers)
    .filter((q) => wanted.has(q.step) && hasAnswerValue(answers[q.neuronName]) && !fixed.has(q.neuronName))
    .map((q) => toWire(toAnswerPayload(q, answers[q.neuronName], { currentStep: q.step, stepValid: isStepComplete(definition, q.step, answers) })));
}
