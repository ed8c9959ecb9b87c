import { questionnaireSteps } from '@teamcast/domain';

/** The step numbers a questionnaire uses, ascending; an editor may leave gaps between them. */
export const stepsOf = questionnaireSteps;
