import { Select } from '@mantine/core';
import { DROPDOWN_MAX_LEVELS } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../question-text';
import { dropdownLevels, isDropdownPathComplete } from '../scope';
import classes from './inputs.module.css';
import { QuestionGroup } from './question-group';
import type { QuestionInputProps } from './question-input-props';

function pathOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '') return [value];
  return [];
}

/**
 * Cascading lists over the scope's tree, at most three. The answer is the chosen values from the top
 * down and exists only once the last list reached has a choice; a half-made choice stays on screen.
 */
export function DropdownInput({ question, answer, onChange, locale, label, error, readOnly }: QuestionInputProps) {
  const { t } = useTranslation();
  const scope = question.scope ?? [];
  const stored = pathOf(answer?.value);
  const [draft, setDraft] = useState<string[]>(stored);
  const path = isDropdownPathComplete(scope, stored, DROPDOWN_MAX_LEVELS) ? stored : draft;
  const levels = dropdownLevels(scope, path, DROPDOWN_MAX_LEVELS);

  const choose = (level: number, value: string | null) => {
    const next = value === null ? path.slice(0, level) : [...path.slice(0, level), value];
    setDraft(next);
    onChange(isDropdownPathComplete(scope, next, DROPDOWN_MAX_LEVELS) ? { value: next } : null);
  };

  return (
    <QuestionGroup label={label} error={error}>
      <div className={classes.levels}>
        {levels.map((options, level) => (
          <Select
            key={level}
            aria-label={t('questionnaire.input.level', { label, level: level + 1 })}
            data={options.map((option) => ({ value: option.value, label: optionLabel(option, locale) }))}
            value={path[level] ?? null}
            onChange={(value) => choose(level, value)}
            placeholder={level === 0 ? t('questionnaire.input.choose') : t('questionnaire.input.chooseMore')}
            searchable={options.length > 10}
            allowDeselect={false}
            readOnly={readOnly}
            size="md"
            classNames={{ input: classes.field }}
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      </div>
    </QuestionGroup>
  );
}
