import { hasAnswerValue, isStepComplete, visibleQuestions, type Answers, type Question } from '@teamcast/domain';
import { PREVIEW, stepAt, type FlowPosition } from './flow-position';

type Definition = { readonly questions: readonly Question[] };

/**
 * The places of an upgrade: the steps with a question asked for the first time (by index into all
 * steps), then the preview. Steps whose visible questions were all answered before are passed over;
 * a new answer may make a question visible there and bring its step back.
 */
export interface UpgradePlan {
  readonly included: readonly number[];
  /** The visible questions of a step not answered before the upgrade opened. */
  readonly newQuestions: (index: number) => Question[];
  /** A place's order in the upgrade: the included steps from 0, then the preview. */
  readonly place: (position: FlowPosition) => number;
  readonly fromPlace: (place: number) => FlowPosition;
  /** Whether the upgrade shows this place at all. */
  readonly has: (position: FlowPosition) => boolean;
  /** The first included step not complete yet, or the preview. */
  readonly furthest: FlowPosition;
}

export function upgradePlan(definition: Definition, steps: readonly number[], answers: Answers, before: Answers): UpgradePlan {
  const visible = visibleQuestions(definition, answers);
  const newQuestions = (index: number) => visible.filter((q) => q.step === steps[index] && !hasAnswerValue(before[q.neuronName]));
  const included = steps.map((_, index) => index).filter((index) => newQuestions(index).length > 0);
  const open = included.find((index) => !isStepComplete(definition, steps[index] ?? 0, answers));
  const place = (position: FlowPosition) => {
    if (position.screen === 'step') {
      const at = included.indexOf(position.index);
      return at === -1 ? Number.POSITIVE_INFINITY : at;
    }
    return position.screen === 'preview' ? included.length : Number.POSITIVE_INFINITY;
  };
  const fromPlace = (value: number) => {
    const index = included[value];
    return index === undefined ? PREVIEW : stepAt(index);
  };
  return {
    included,
    newQuestions,
    place,
    fromPlace,
    has: (position) => Number.isFinite(place(position)),
    furthest: open === undefined ? PREVIEW : stepAt(open),
  };
}
