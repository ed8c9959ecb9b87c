import { Alert, Anchor, List, Text } from '@mantine/core';
import {
  definitionIssueMessage,
  validateDefinition,
  type DefinitionIssue,
  type DefinitionIssueCode,
  type Locale,
  type Question,
} from '@teamcast/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { shapeIssues } from './questionnaire-draft';
import type { ServerIssue } from './questionnaire-draft-state';

/** One reason the draft cannot be saved, with the question it concerns. */
export interface EditorIssue {
  readonly key: string;
  readonly message: string;
  /** The question to open, when the issue is about one. */
  readonly index: number | null;
}

const definitionIssueCodes: readonly DefinitionIssueCode[] = [
  'duplicateNeuronName',
  'unknownDependency',
  'badOperator',
  'badGroupOperator',
  'laterStepDependency',
  'dependencyCycle',
  'stepGap',
];

const isDefinitionIssueCode = (code: string | null): code is DefinitionIssueCode =>
  code !== null && (definitionIssueCodes as readonly string[]).includes(code);

function indexOfName(questions: readonly Question[], neuronName: string): number | null {
  const index = questions.findIndex((question) => question.neuronName === neuronName);
  return index === -1 ? null : index;
}

/** The question an issue opens; for a repeated neuronName, the repeat, which is the one to fix. */
function indexOfIssue(questions: readonly Question[], issue: DefinitionIssue): number | null {
  const first = indexOfName(questions, issue.neuronName);
  if (issue.code !== 'duplicateNeuronName' || first === null) return first;
  const second = questions.findIndex((question, i) => i > first && question.neuronName === issue.neuronName);
  return second === -1 ? first : second;
}

/** The name an issue uses for a question: its neuronName, or its position when it has none yet. */
function questionName(questions: readonly Question[], index: number | null): string {
  if (index === null) return '—';
  return questions[index]?.neuronName || `#${index + 1}`;
}

/**
 * Everything wrong with the questions as they stand: what the contract's schema refuses (an empty
 * neuronName, a missing option value) and what the domain's `validateDefinition` finds (unknown
 * dependencies, cycles, bad operators), each worded for the language on screen.
 */
export function draftIssues(questions: readonly Question[], locale: Locale, t: TFunction): EditorIssue[] {
  const shape = shapeIssues(questions).map((issue, n): EditorIssue => ({
    key: `shape-${n}`,
    index: issue.index,
    message:
      issue.index === null
        ? t('adminQuestionnaires.issues.noQuestions')
        : t('adminQuestionnaires.issues.shape', { name: questionName(questions, issue.index), field: issue.field || '—' }),
  }));
  const definition = validateDefinition({ questions }).map(
    (issue, n): EditorIssue => ({ key: `definition-${n}`, index: indexOfIssue(questions, issue), message: definitionIssueMessage(issue, locale) }),
  );
  return [...shape, ...definition];
}

/** The server's refusal in the same words as the editor's own checks, when it names an issue the domain knows. */
export function serverIssueMessage(issue: ServerIssue, questions: readonly Question[], locale: Locale, t: TFunction): EditorIssue {
  const index = issue.index ?? (issue.neuronName === null ? null : indexOfName(questions, issue.neuronName));
  const neuronName = issue.neuronName ?? questionName(questions, index);
  if (isDefinitionIssueCode(issue.issue) && issue.detail !== null) {
    const known: DefinitionIssue = { code: issue.issue, neuronName, detail: issue.detail };
    return { key: 'server', index, message: definitionIssueMessage(known, locale) };
  }
  return { key: 'server', index, message: t('adminQuestionnaires.issues.server', { name: neuronName }) };
}

export function useDraftIssues(questions: readonly Question[], serverIssue: ServerIssue | null): EditorIssue[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const own = draftIssues(questions, locale, t);
    return serverIssue ? [serverIssueMessage(serverIssue, questions, locale, t), ...own] : own;
  }, [questions, serverIssue, locale, t]);
}

/** The list of issues above the editor; each one opens its question. */
export function QuestionnaireIssues({ issues, onOpen }: { issues: readonly EditorIssue[]; onOpen: (index: number) => void }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('adminQuestionnaires.issues.title', { count: issues.length })} data-testid="definition-issues">
      <List size="sm" spacing={4}>
        {issues.map((issue) => (
          <List.Item key={issue.key} data-testid="definition-issue">
            {issue.index === null ? (
              <Text size="sm" span>
                {issue.message}
              </Text>
            ) : (
              <Anchor component="button" type="button" size="sm" c="red.8" td="underline" onClick={() => onOpen(issue.index as number)}>
                {issue.message}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
