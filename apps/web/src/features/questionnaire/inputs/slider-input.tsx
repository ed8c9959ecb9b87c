import { Slider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numericBounds } from '../scope';
import { BoundedNumber } from './bounded-number';
import classes from './inputs.module.css';
import { numberOf } from './number-of';
import { QuestionGroup } from './question-group';
import type { QuestionInputProps } from './question-input-props';

/** A number within the question's bounds: a slider to drag, and a number field for exact entry. */
export function SliderInput({ question, answer, onChange, label, error, readOnly }: QuestionInputProps) {
  const { t } = useTranslation();
  const { min, max } = numericBounds(question);
  const value = numberOf(answer?.value);
  const set = (next: number | null) => onChange(next === null ? null : { value: next });
  return (
    <QuestionGroup label={label} error={error}>
      <div className={`${classes.numberRow} ${classes.sliderRow}`}>
        <Slider
          className={classes.slider}
          min={min}
          max={max}
          step={1}
          value={value ?? min}
          onChange={set}
          disabled={readOnly}
          thumbLabel={label}
          // The number field beside it shows the value; a tooltip would only cover the question.
          label={null}
          thumbSize={26}
          size="lg"
          marks={[
            { value: min, label: String(min) },
            { value: max, label: String(max) },
          ]}
          // Until answered the thumb rests at the start without meaning it, so the track stays grey.
          color={value === null ? 'gray' : undefined}
        />
        <BoundedNumber
          value={value}
          min={min}
          max={max}
          onChange={set}
          ariaLabel={t('questionnaire.input.exactValue', { label })}
          readOnly={readOnly}
        />
      </div>
    </QuestionGroup>
  );
}
