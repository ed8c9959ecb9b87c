import { Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Question } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { QuestionTypeBadge } from './questionnaire-badges';
import { questionsByStep } from './questionnaire-draft';
import classes from './questionnaire-question-list.module.css';

interface QuestionListProps {
  questions: readonly Question[];
  selected: number | null;
  onSelect: (index: number) => void;
  onAdd: () => void;
  /** Positions of questions that have an issue, marked in the list. */
  withIssues: ReadonlySet<number>;
}

/** The questions by step; one click opens a question in the form beside it. */
export function QuestionnaireQuestionList({ questions, selected, onSelect, onAdd, withIssues }: QuestionListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="sm">
      <ScrollArea.Autosize mah={620} type="auto" offsetScrollbars>
        <nav aria-label={t('adminQuestionnaires.editor.listLabel')} data-testid="question-list">
          {questionsByStep(questions).map(({ step, items }) => (
            <section key={step} className={classes.step} aria-labelledby={`question-step-${step}`}>
              <Text id={`question-step-${step}`} size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                {t('adminQuestionnaires.editor.step', { step })}
              </Text>
              <ul className={classes.items}>
                {items.map(({ question, index }) => (
                  <li key={index}>
                    <UnstyledButton
                      className={classes.item}
                      onClick={() => onSelect(index)}
                      aria-current={selected === index ? 'true' : undefined}
                      data-selected={selected === index || undefined}
                      data-issue={withIssues.has(index) || undefined}
                      data-testid="question-list-item"
                      data-neuron-name={question.neuronName}
                    >
                      <Group gap={6} wrap="nowrap" justify="space-between">
                        <Text size="sm" ff="monospace" fw={600} truncate="end">
                          {question.neuronName || '—'}
                        </Text>
                        <QuestionTypeBadge type={question.type} />
                      </Group>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {question.label?.[locale] || t('adminQuestionnaires.editor.noLabel')}
                      </Text>
                      {withIssues.has(index) ? <span className="tc-visually-hidden">{t('adminQuestionnaires.editor.hasIssue')}</span> : null}
                    </UnstyledButton>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </ScrollArea.Autosize>
      <Button variant="light" onClick={onAdd} data-testid="add-question">
        {t('adminQuestionnaires.editor.addQuestion')}
      </Button>
    </Stack>
  );
}
