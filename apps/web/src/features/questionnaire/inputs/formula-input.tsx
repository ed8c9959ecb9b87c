import { TextInput } from '@mantine/core';
import { hasNumericBounds, numericBounds } from '../scope';
import { BoundedNumber } from './bounded-number';
import { numberOf } from './number-of';
import classes from './inputs.module.css';
import type { QuestionInputProps } from './question-input-props';
import { QuestionGroup } from './question-group';

/** A free answer: a number when the question names bounds, text otherwise. */
export function FormulaInput({ question, answer, onChange, label, error, readOnly }: QuestionInputProps) {
  if (hasNumericBounds(question)) {
    const { min, max } = numericBounds(question);
    return (
      <QuestionGroup label={label} error={error}>
        <BoundedNumber
          value={numberOf(answer?.value)}
          min={min}
          max={max}
          onChange={(value) => onChange(value === null ? null : { value })}
          ariaLabel={label}
          readOnly={readOnly}
        />
      </QuestionGroup>
    );
  }
  const value = typeof answer?.value === 'string' || typeof answer?.value === 'number' ? String(answer.value) : '';
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next.trim() === '' ? null : { value: next });
      }}
      error={error}
      readOnly={readOnly}
      size="md"
      maxLength={2000}
      classNames={{ input: classes.field }}
    />
  );
}
