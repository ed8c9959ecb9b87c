import type { Answer, Answers } from '@teamcast/domain';
import type { PersonalDetailsValues } from './personal-details';
import type { SaveProblem } from './use-questionnaire-flow';

/** What the flow needs of the answers it fills, whichever questionnaire they belong to. */
export interface FlowState {
  readonly answers: Answers;
  readonly setAnswer: (neuronName: string, answer: Answer | null) => void;
  /** Answers given before the flow opened: fixed, and not asked again. None outside an upgrade. */
  readonly before: Answers;
  readonly isLocked: (neuronName: string) => boolean;
  /** The personal details, where the plan asks them. */
  readonly details: PersonalDetailsValues | null;
  readonly setDetails: (values: PersonalDetailsValues) => void;
  /** The place kept on the device, as a `step` value. */
  readonly initialPosition: string | null;
  /** Nothing was answered yet, here or on the server. */
  readonly fresh: boolean;
  readonly saveSteps: (stepNumbers: readonly number[], currentStep: number) => void;
  readonly saveProblem: SaveProblem;
  readonly saving: boolean;
  readonly retry: () => void;
  readonly send: { readonly mutateAsync: () => Promise<unknown>; readonly isPending: boolean };
}
