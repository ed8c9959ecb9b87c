import { ActionIcon, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { QUESTION_TYPES, type Question, type QuestionType } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../shared/ui/icons';
import { typeKeys } from './questionnaire-badges';
import { withDependencies, withGroupOperator, withType } from './questionnaire-draft';
import { QuestionnaireDependenciesEditor } from './questionnaire-dependencies-editor';
import { QuestionnaireScopeEditor } from './questionnaire-scope-editor';

interface QuestionFormProps {
  question: Question;
  index: number;
  questions: readonly Question[];
  onChange: (question: Question) => void;
  /** Null when the question is already first (or last) of its step. */
  onMoveUp: (() => void) | null;
  onMoveDown: (() => void) | null;
  onRemove: () => void;
}

/** Arrows for moving a question, drawn like the menu icons. */
function Arrow({ up }: { up: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
    </svg>
  );
}

/** One question in full: what it is, how it reads in both languages, its options and when it is shown. */
export function QuestionnaireQuestionForm({ question, index, questions, onChange, onMoveUp, onMoveDown, onRemove }: QuestionFormProps) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <Paper withBorder p="md" radius="md" data-testid="question-form">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {t('adminQuestionnaires.editor.questionTitle', { number, total: questions.length })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" size={44} disabled={!onMoveUp} onClick={onMoveUp ?? undefined} aria-label={t('adminQuestionnaires.editor.moveUp')}>
              <Arrow up />
            </ActionIcon>
            <ActionIcon variant="subtle" size={44} disabled={!onMoveDown} onClick={onMoveDown ?? undefined} aria-label={t('adminQuestionnaires.editor.moveDown')}>
              <Arrow up={false} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" size={44} onClick={onRemove} aria-label={t('adminQuestionnaires.editor.remove')} data-testid="remove-question">
              <IconTrash />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('adminQuestionnaires.fields.type')}
            data={QUESTION_TYPES.map((type) => ({ value: type, label: t(typeKeys[type]) }))}
            value={question.type}
            onChange={(event) => onChange(withType(question, event.currentTarget.value as QuestionType))}
          />
          <NumberInput
            label={t('adminQuestionnaires.fields.step')}
            min={1}
            max={20}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={question.step}
            onChange={(value) => {
              if (typeof value === 'number' && value >= 1) onChange({ ...question, step: value });
            }}
          />
        </SimpleGrid>
        <TextInput
          label={t('adminQuestionnaires.fields.neuronName')}
          description={t('adminQuestionnaires.fields.neuronNameHint')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={question.neuronName}
          onChange={(event) => onChange({ ...question, neuronName: event.currentTarget.value })}
        />
        <Textarea
          label={t('adminQuestionnaires.fields.labelRu')}
          lang="ru"
          rows={2}
          resize="vertical"
          value={question.label?.ru ?? ''}
          onChange={(event) => {
            const ru = event.currentTarget.value;
            onChange({ ...question, label: { ru, en: question.label?.en ?? '' } });
          }}
        />
        <Textarea
          label={t('adminQuestionnaires.fields.labelEn')}
          lang="en"
          rows={2}
          resize="vertical"
          value={question.label?.en ?? ''}
          onChange={(event) => {
            const en = event.currentTarget.value;
            onChange({ ...question, label: { ru: question.label?.ru ?? '', en } });
          }}
        />
        <QuestionnaireScopeEditor question={question} onChange={(scope) => onChange({ ...question, scope })} />
        <QuestionnaireDependenciesEditor
          question={question}
          questions={questions}
          onChange={(dependsOn) => onChange(withDependencies(question, dependsOn))}
          onGroupChange={(groupId) => onChange(withGroupOperator(question, groupId))}
        />
        {question.answer ? (
          <Text size="xs" c="dimmed">
            {t('adminQuestionnaires.editor.presetAnswer')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
