import { Checkbox } from '@mantine/core';
import { optionLabel } from '../question-text';
import classes from './inputs.module.css';
import type { QuestionInputProps } from './question-input-props';

function selectedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  return [];
}

/** Any number of answers, as checkbox cards; nothing ticked means unanswered. */
export function MultiselectInput({ question, answer, onChange, locale, label, error, readOnly }: QuestionInputProps) {
  const options = question.scope ?? [];
  return (
    <Checkbox.Group
      label={label}
      value={selectedValues(answer?.value)}
      onChange={(next) => onChange(next.length > 0 ? { value: next } : null)}
      error={error}
      readOnly={readOnly}
      size="md"
    >
      <div className={classes.options}>
        {options.map((option) => (
          <Checkbox.Card key={option.value} value={option.value} className={classes.card} mod={{ 'read-only': readOnly }}>
            <Checkbox.Indicator />
            <span className={classes.cardText}>{optionLabel(option, locale)}</span>
          </Checkbox.Card>
        ))}
      </div>
    </Checkbox.Group>
  );
}
