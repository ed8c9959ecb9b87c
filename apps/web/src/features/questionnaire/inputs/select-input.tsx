import { Radio } from '@mantine/core';
import { optionLabel } from '../question-text';
import classes from './inputs.module.css';
import type { QuestionInputProps } from './question-input-props';

/** One answer of several, as big radio cards; arrow keys move between them. */
export function SelectInput({ question, answer, onChange, locale, label, error, readOnly }: QuestionInputProps) {
  const options = question.scope ?? [];
  const value = answer?.value === undefined || answer.value === null ? null : String(answer.value as string | number);
  const focusable = options.some((o) => o.value === value) ? value : (options[0]?.value ?? null);
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => onChange({ value: next })}
      error={error}
      readOnly={readOnly}
      size="md"
    >
      <div className={classes.options}>
        {options.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            className={classes.card}
            // One tab stop for the group; the arrow keys move within it, as for native radios.
            tabIndex={option.value === focusable ? 0 : -1}
            mod={{ 'read-only': readOnly }}
          >
            <Radio.Indicator />
            <span className={classes.cardText}>{optionLabel(option, locale)}</span>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}
