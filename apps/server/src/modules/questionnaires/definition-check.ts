import { definitionIssueMessage, validateDefinition, type Question } from '@teamcast/domain';
import { AppError } from '../../http/app-error';

/** Issue code of a definition whose steps skip a number; the domain's issues cover everything else. */
export const STEP_GAP_ISSUE = 'stepGap';

function definitionInvalid(
  questions: readonly Question[],
  index: number,
  issue: string,
  message: string,
  extra: Record<string, string | number> = {},
): AppError {
  const neuronName = questions[index]?.neuronName;
  return new AppError(400, 'definition_invalid', message, {
    field: index >= 0 ? `questions.${index}` : 'questions',
    params: { ...(neuronName === undefined ? {} : { neuronName }), issue, ...extra },
  });
}

/** The smallest step number below the largest one that no question has, or null when steps run 1..N. */
function missingStep(questions: readonly Question[]): number | null {
  const steps = new Set(questions.map((question) => question.step));
  const last = Math.max(...steps);
  for (let step = 1; step < last; step += 1) if (!steps.has(step)) return step;
  return null;
}

/**
 * Refuses a definition the questionnaire engine could not run: the domain's issues (duplicate
 * names, unknown or later-step dependencies, bad operators, cycles), then steps with a gap. The
 * answer names the first offending question by its index and neuronName.
 */
export function checkQuestions(questions: readonly Question[]): void {
  const issue = validateDefinition({ questions })[0];
  if (issue) {
    const first = questions.findIndex((q) => q.neuronName === issue.neuronName);
    // For a duplicate the second occurrence is the one to fix.
    const index =
      issue.code === 'duplicateNeuronName' ? questions.findIndex((q, i) => i > first && q.neuronName === issue.neuronName) : first;
    const detail: Record<string, string> = issue.detail === undefined ? {} : { detail: issue.detail };
    throw definitionInvalid(questions, index, issue.code, definitionIssueMessage(issue, 'en'), detail);
  }
  const gap = missingStep(questions);
  if (gap !== null) {
    const index = questions.findIndex((q) => q.step > gap);
    const neuronName = questions[index]?.neuronName ?? '';
    throw definitionInvalid(
      questions,
      index,
      STEP_GAP_ISSUE,
      `Question ${neuronName}: step ${gap} has no questions; steps must run from 1 without gaps`,
      { step: gap },
    );
  }
}
