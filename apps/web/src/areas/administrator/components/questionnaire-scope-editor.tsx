import { ActionIcon, Button, Fieldset, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Question, ScopeOption } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../shared/ui/icons';
import { BOUNDED_TYPES } from './questionnaire-draft';

interface ScopeEditorProps {
  question: Question;
  onChange: (scope: ScopeOption[]) => void;
}

function nestedCount(option: ScopeOption): number {
  return (option.children ?? []).reduce((sum, child) => sum + 1 + nestedCount(child), 0);
}

/**
 * The answer options of a question: a value stored in answers and its wording in both languages. A
 * slider or range has exactly two, 'min' and 'max', whose number is their `computed`. Nested options
 * of a dropdown are kept as they are; they are edited in the JSON view.
 */
export function QuestionnaireScopeEditor({ question, onChange }: ScopeEditorProps) {
  const { t } = useTranslation();
  const scope = question.scope ?? [];
  const bounded = BOUNDED_TYPES.includes(question.type);
  const set = (index: number, change: (option: ScopeOption) => ScopeOption) => onChange(scope.map((option, i) => (i === index ? change(option) : option)));

  if (question.type === 'formula') {
    return (
      <Fieldset legend={t('adminQuestionnaires.scope.legend')}>
        <Text size="sm" c="dimmed">
          {t('adminQuestionnaires.scope.formula')}
        </Text>
      </Fieldset>
    );
  }

  return (
    <Fieldset legend={t('adminQuestionnaires.scope.legend')} data-testid="scope-editor">
      <Stack gap="xs">
        {scope.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminQuestionnaires.scope.empty')}
          </Text>
        ) : null}
        {scope.map((option, index) => {
          const number = index + 1;
          const nested = nestedCount(option);
          return (
            <Paper key={index} withBorder p="xs" radius="sm" data-testid="scope-option">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  flex={1}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  label={t('adminQuestionnaires.scope.value', { number })}
                  value={option.value}
                  readOnly={bounded}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    set(index, (current) => ({ ...current, value }));
                  }}
                />
                {bounded ? (
                  <NumberInput
                    flex={1}
                    label={t('adminQuestionnaires.scope.computed', { number })}
                    value={typeof option.computed === 'number' ? option.computed : ''}
                    onChange={(value) => set(index, (current) => ({ ...current, computed: typeof value === 'number' ? value : null }))}
                  />
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={t('adminQuestionnaires.scope.remove', { number })}
                    onClick={() => onChange(scope.filter((_, i) => i !== index))}
                  >
                    <IconTrash />
                  </ActionIcon>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={4}>
                <TextInput
                  lang="ru"
                  label={t('adminQuestionnaires.scope.labelRu', { number })}
                  value={option.label.ru}
                  onChange={(event) => {
                    const ru = event.currentTarget.value;
                    set(index, (current) => ({ ...current, label: { ...current.label, ru } }));
                  }}
                />
                <TextInput
                  lang="en"
                  label={t('adminQuestionnaires.scope.labelEn', { number })}
                  value={option.label.en}
                  onChange={(event) => {
                    const en = event.currentTarget.value;
                    set(index, (current) => ({ ...current, label: { ...current.label, en } }));
                  }}
                />
              </SimpleGrid>
              {nested > 0 ? (
                <Text size="xs" c="dimmed" mt={4}>
                  {t('adminQuestionnaires.scope.nested', { count: nested })}
                </Text>
              ) : null}
            </Paper>
          );
        })}
        {bounded ? null : (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => onChange([...scope, { value: `option_${scope.length + 1}`, label: { ru: '', en: '' } }])}
            data-testid="add-option"
          >
            {t('adminQuestionnaires.scope.add')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
