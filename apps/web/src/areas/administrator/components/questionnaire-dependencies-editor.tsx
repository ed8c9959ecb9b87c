import { ActionIcon, Button, Fieldset, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { GROUP_OPERATORS, type Dependency, type Question } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { IconTrash } from '../../../shared/ui/icons';
import { BOUNDED_TYPES, CONDITION_SYMBOLS, joinCondition, splitCondition } from './questionnaire-draft';

interface DependenciesEditorProps {
  question: Question;
  /** Every question of the draft, to pick the ones this one depends on. */
  questions: readonly Question[];
  onChange: (dependsOn: Dependency[]) => void;
  onGroupChange: (groupId: string) => void;
}

const symbolKeys: Record<(typeof CONDITION_SYMBOLS)[number], string> = {
  '=': 'adminQuestionnaires.dependencies.symbols.equal',
  '>': 'adminQuestionnaires.dependencies.symbols.more',
  '<': 'adminQuestionnaires.dependencies.symbols.less',
};

const groupKeys: Record<(typeof GROUP_OPERATORS)[number], string> = {
  or: 'adminQuestionnaires.dependencies.groups.or',
  and: 'adminQuestionnaires.dependencies.groups.and',
  noop: 'adminQuestionnaires.dependencies.groups.noop',
};

/** The answer values a condition can compare with: the options of a choice question; none for numbers and text. */
function choicesOf(target: Question | undefined): string[] {
  if (!target || BOUNDED_TYPES.includes(target.type) || target.type === 'formula') return [];
  return (target.scope ?? []).map((option) => option.value);
}

/** Keeps a value that is not among the choices visible, instead of the select silently showing another one. */
function withCurrent(values: readonly { value: string; label: string }[], current: string, unknownLabel: string) {
  return values.some((item) => item.value === current) ? [...values] : [{ value: current, label: unknownLabel }, ...values];
}

function DependencyRow({
  dependency,
  number,
  others,
  questions,
  onChange,
  onRemove,
}: {
  dependency: Dependency;
  number: number;
  others: readonly Question[];
  questions: readonly Question[];
  onChange: (dependency: Dependency) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { symbol, value } = splitCondition(dependency.condition);
  const target = questions.find((question) => question.neuronName === dependency.neuronName);
  const choices = choicesOf(target);
  const targets = withCurrent(
    others.map((question) => ({ value: question.neuronName, label: `${question.neuronName} — ${question.label?.[locale] ?? ''}` })),
    dependency.neuronName,
    target
      ? t('adminQuestionnaires.dependencies.laterTarget', { name: dependency.neuronName })
      : t('adminQuestionnaires.dependencies.unknownTarget', { name: dependency.neuronName }),
  );
  const symbols = withCurrent(
    CONDITION_SYMBOLS.map((item) => ({ value: item, label: t(symbolKeys[item]) })),
    symbol,
    t('adminQuestionnaires.dependencies.badSymbol', { symbol }),
  );
  const setCondition = (nextSymbol: string, nextValue: string) => onChange({ ...dependency, condition: joinCondition(nextSymbol, nextValue) });
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="dependency">
      <Stack gap={4}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <NativeSelect
            flex={1}
            label={t('adminQuestionnaires.dependencies.target', { number })}
            data={targets}
            value={dependency.neuronName}
            onChange={(event) => {
              const neuronName = event.currentTarget.value;
              const first = choicesOf(questions.find((question) => question.neuronName === neuronName))[0] ?? '';
              onChange({ neuronName, condition: joinCondition(symbol === '' ? '=' : symbol, first) });
            }}
          />
          <ActionIcon variant="subtle" color="red" size={44} aria-label={t('adminQuestionnaires.dependencies.remove', { number })} onClick={onRemove}>
            <IconTrash />
          </ActionIcon>
        </Group>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <NativeSelect
            w={150}
            label={t('adminQuestionnaires.dependencies.operator', { number })}
            data={symbols}
            value={symbol}
            onChange={(event) => setCondition(event.currentTarget.value, value)}
          />
          {choices.length > 0 ? (
            <NativeSelect
              flex={1}
              label={t('adminQuestionnaires.dependencies.value', { number })}
              data={withCurrent(
                choices.map((choice) => ({ value: choice, label: choice })),
                value,
                value === '' ? '—' : t('adminQuestionnaires.dependencies.unknownValue', { value }),
              )}
              value={value}
              onChange={(event) => setCondition(symbol, event.currentTarget.value)}
            />
          ) : (
            <TextInput
              flex={1}
              label={t('adminQuestionnaires.dependencies.value', { number })}
              value={value}
              onChange={(event) => setCondition(symbol, event.currentTarget.value)}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * When a question is shown: conditions on answers to other questions ("= yes", "> 3"), combined by
 * the group operator. Only questions of the same or an earlier step make sense as targets.
 */
export function QuestionnaireDependenciesEditor({ question, questions, onChange, onGroupChange }: DependenciesEditorProps) {
  const { t } = useTranslation();
  const dependsOn = question.options?.dependsOn ?? [];
  const others = questions.filter((other) => other !== question && other.step <= question.step && other.neuronName !== '');
  const groupId = question.options?.groupId ?? 'or';
  const groups = withCurrent(
    GROUP_OPERATORS.map((item) => ({ value: item, label: t(groupKeys[item]) })),
    groupId,
    t('adminQuestionnaires.dependencies.badGroup', { group: groupId }),
  );
  const add = () => {
    const target = others[others.length - 1];
    const first = choicesOf(target)[0] ?? '';
    onChange([...dependsOn, { neuronName: target?.neuronName ?? '', condition: joinCondition('=', first) }]);
  };
  return (
    <Fieldset legend={t('adminQuestionnaires.dependencies.legend')} data-testid="dependencies-editor">
      <Stack gap="xs">
        {dependsOn.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminQuestionnaires.dependencies.none')}
          </Text>
        ) : (
          <NativeSelect
            label={t('adminQuestionnaires.dependencies.group')}
            data={groups}
            value={groupId}
            onChange={(event) => onGroupChange(event.currentTarget.value)}
          />
        )}
        {dependsOn.map((dependency, index) => (
          <DependencyRow
            key={index}
            number={index + 1}
            dependency={dependency}
            others={others}
            questions={questions}
            onChange={(next) => onChange(dependsOn.map((item, i) => (i === index ? next : item)))}
            onRemove={() => onChange(dependsOn.filter((_, i) => i !== index))}
          />
        ))}
        <Button variant="subtle" size="sm" onClick={add} disabled={others.length === 0} data-testid="add-dependency">
          {t('adminQuestionnaires.dependencies.add')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
