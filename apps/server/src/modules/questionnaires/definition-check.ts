import { definitionIssueMessage, validateDefinition, type Question } from '@teamcast/domain';
import { AppError } from '../../http/app-error';

/**
 * Refuses a definition the questionnaire engine could not run (the domain's issues: duplicate
 * names, unknown or later-step dependencies, bad operators, cycles, gaps in the steps). The answer
 * names the first offending question by its index and neuronName.
 */
export function checkQuestions(questions: readonly Question[]): void {
  const issue = validateDefinition({ questions })[0];
  if (!issue) return;
  const first = questions.findIndex((q) => q.neuronName === issue.neuronName);
  // For a duplicate the second occurrence is the one to fix.
  const index = issue.code === 'duplicateNeuronName' ? questions.findIndex((q, i) => i > first && q.neuronName === issue.neuronName) : first;
  const params: Record<string, string | number> = { issue: issue.code };
  if (index >= 0) params.neuronName = issue.neuronName;
  if (issue.detail !== undefined) params.detail = issue.detail;
  if (issue.code === 'stepGap') params.step = Number(issue.detail);
  throw new AppError(400, 'definition_invalid', definitionIssueMessage(issue, 'en'), {
    field: index >= 0 ? `questions.${index}` : 'questions',
    params,
  });
}
