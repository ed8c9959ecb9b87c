import { firstIncompleteStep, hasAnswerValue, visibleQuestions, type Answers, type Question } from '@teamcast/domain';
import { DETAILS, PREVIEW, stepAt, type FlowPosition } from './flow-position';
import type { FlowPlan } from './flow-plan';

type Definition = { readonly questions: readonly Question[] };

/**
 * The places a plan shows, in order: the personal details where it asks them, its steps (by index
 * into all steps), then the preview. An upgrade passes over steps whose visible questions were all
 * answered before; a new answer may make a question visible there and bring its step back.
 */
export interface FlowPlaces {
  readonly order: readonly FlowPosition[];
  /** The steps shown, by index into all steps. */
  readonly included: readonly number[];
  /** The visible questions of a step that are asked here: all of them, less those answered before an upgrade. */
  readonly questions: (index: number) => Question[];
  /** A place's order in the flow, from 0; infinite for a place the flow does not show. */
  readonly place: (position: FlowPosition) => number;
  readonly fromPlace: (place: number) => FlowPosition;
  /** Whether the flow shows this place at all. */
  readonly has: (position: FlowPosition) => boolean;
  /** The details until they pass, then the first step shown that is not complete, then the preview. */
  readonly furthest: FlowPosition;
}

function samePlace(a: FlowPosition, b: FlowPosition): boolean {
  return a.screen === b.screen && (a.screen !== 'step' || (b.screen === 'step' && a.index === b.index));
}

interface FlowInput {
  readonly definition: Definition;
  readonly steps: readonly number[];
  readonly answers: Answers;
  /** Answers given before the flow opened: an upgrade does not ask them again. */
  readonly before: Answers;
  readonly detailsValid: boolean;
}

export function flowPlaces(plan: FlowPlan, { definition, steps, answers, before, detailsValid }: FlowInput): FlowPlaces {
  const visible = visibleQuestions(definition, answers);
  const questions = (index: number) => visible.filter((q) => q.step === steps[index] && !hasAnswerValue(before[q.neuronName]));
  const all = steps.map((_, index) => index);
  const included = plan.steps === 'all' ? all : all.filter((index) => questions(index).length > 0);
  const order = [...(plan.askDetails ? [DETAILS] : []), ...included.map(stepAt), PREVIEW];
  const place = (position: FlowPosition) => {
    const at = order.findIndex((p) => samePlace(p, position));
    return at === -1 ? Number.POSITIVE_INFINITY : at;
  };
  const openStep = firstIncompleteStep(definition, answers, included.map((index) => steps[index] ?? 0));
  const open = included.find((index) => steps[index] === openStep);
  let furthest: FlowPosition = open === undefined ? PREVIEW : stepAt(open);
  if (plan.askDetails && !detailsValid) furthest = DETAILS;
  return {
    order,
    included,
    questions,
    place,
    fromPlace: (value) => order[value] ?? PREVIEW,
    has: (position) => Number.isFinite(place(position)),
    furthest,
  };
}
