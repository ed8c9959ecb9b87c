import {
  UNANSWERED,
  hasAnswerValue,
  type Answer,
  type AnswerValue,
  type Question,
  type QuestionType,
  type RangeAnswerType,
} from './definition';

/**
 * A neuronName starting with this prefix names a question that belongs to the shared neural model
 * rather than to this questionnaire: its payload has `mine_question: false` and `neuron_question`
 * is the name without the prefix. Every other question is the questionnaire's own.
 */
export const NEURON_PREFIX = 'neuron_';

export interface RangePayload {
  readonly type: RangeAnswerType;
  readonly min: number;
  readonly max: number;
}

export interface DropdownPayload {
  /** The selected values from the top level down, at most three. */
  readonly tree: readonly string[];
  /** The deepest selected value. */
  readonly value: string;
  readonly answerNeuronName: string;
  readonly questionNeuronName: string;
}

export type ResponsePayload = string | number | readonly string[] | RangePayload | DropdownPayload;

/** One answer as sent for analysis (spec section 7). */
export interface AnswerPayload {
  readonly response: ResponsePayload;
  readonly final_answer: boolean;
  readonly current_step: number;
  readonly mine_question: boolean;
  readonly neuron_question: string;
}

export interface PayloadContext {
  /** The step being sent. */
  readonly currentStep: number;
  /** Whether that step is valid (see `isStepComplete`). */
  readonly stepValid: boolean;
}

export const DROPDOWN_MAX_LEVELS = 3;

function isRangeValue(value: AnswerValue): value is { min: number; max: number } {
  return typeof value === 'object' && !Array.isArray(value);
}

function toResponse(type: QuestionType, neuronName: string, answer: Answer & { value: AnswerValue }): ResponsePayload {
  const { value } = answer;
  switch (type) {
    case 'slider':
      return typeof value === 'number' ? value : Number(value);
    case 'range': {
      if (!isRangeValue(value)) return UNANSWERED;
      return { type: answer.type === 'max' ? 'max' : 'min', min: value.min, max: value.max };
    }
    case 'dropdown': {
      const path = (Array.isArray(value) ? value : [String(value)]) as readonly string[];
      const tree = path.slice(0, DROPDOWN_MAX_LEVELS);
      const last = tree[tree.length - 1];
      if (last === undefined) return UNANSWERED;
      return { tree, value: last, answerNeuronName: answer.neuron ?? last, questionNeuronName: neuronName };
    }
    case 'multiselect':
      return Array.isArray(value) ? [...(value as readonly string[])] : [String(value)];
    case 'select':
    case 'formula':
      return typeof value === 'string' || typeof value === 'number' ? value : UNANSWERED;
  }
}

/** The payload for one question's answer; an absent or null value is sent as the unanswered word. */
export function toAnswerPayload(
  question: Pick<Question, 'type' | 'neuronName'>,
  answer: Answer | undefined,
  context: PayloadContext,
): AnswerPayload {
  const foreign = question.neuronName.startsWith(NEURON_PREFIX);
  return {
    response: hasAnswerValue(answer) ? toResponse(question.type, question.neuronName, answer) : UNANSWERED,
    final_answer: context.stepValid,
    current_step: context.currentStep,
    mine_question: !foreign,
    neuron_question: foreign ? question.neuronName.slice(NEURON_PREFIX.length) : question.neuronName,
  };
}

/** Reads a payload back: the question's neuronName and its answer (null when unanswered). */
export function fromAnswerPayload(
  payload: AnswerPayload,
  type: QuestionType,
): { neuronName: string; answer: Answer | null } {
  const neuronName = payload.mine_question ? payload.neuron_question : NEURON_PREFIX + payload.neuron_question;
  const { response } = payload;
  if (response === UNANSWERED) return { neuronName, answer: null };
  if (typeof response === 'object' && !Array.isArray(response)) {
    if ('tree' in response) {
      const dropdown = response as DropdownPayload;
      return { neuronName, answer: { value: [...dropdown.tree], neuron: dropdown.answerNeuronName } };
    }
    const range = response as RangePayload;
    return { neuronName, answer: { value: { min: range.min, max: range.max }, type: range.type } };
  }
  if (type === 'multiselect' && Array.isArray(response)) return { neuronName, answer: { value: [...(response as readonly string[])] } };
  return { neuronName, answer: { value: response as string | number } };
}
