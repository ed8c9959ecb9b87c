import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numericBounds } from '../scope';
import { BoundedNumber } from './bounded-number';
import classes from './inputs.module.css';
import { QuestionGroup } from './question-group';
import type { QuestionInputProps } from './question-input-props';

interface Bounds {
  min: number | null;
  max: number | null;
}

function rangeOf(value: unknown): Bounds {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { min, max } = value as { min?: unknown; max?: unknown };
    return { min: typeof min === 'number' ? min : null, max: typeof max === 'number' ? max : null };
  }
  return { min: null, max: null };
}

/**
 * From and to. The answer exists only when both are given in order; until then the half typed stays
 * on screen and the question counts as unanswered.
 */
export function RangeInput({ question, answer, onChange, label, error, readOnly }: QuestionInputProps) {
  const { t } = useTranslation();
  const bounds = numericBounds(question);
  const stored = rangeOf(answer?.value);
  const [draft, setDraft] = useState<Bounds>(stored);
  const shown = stored.min !== null && stored.max !== null ? stored : draft;
  const type = question.answer?.type === 'max' ? 'max' : 'min';

  const set = (next: Bounds) => {
    setDraft(next);
    if (next.min !== null && next.max !== null && next.min <= next.max) onChange({ value: { min: next.min, max: next.max }, type });
    else onChange(null);
  };

  const reversed = shown.min !== null && shown.max !== null && shown.min > shown.max;

  return (
    <QuestionGroup label={label} error={error ?? (reversed ? t('questionnaire.input.rangeReversed') : undefined)}>
      <div className={classes.numberRow}>
        <BoundedNumber
          label={t('questionnaire.input.from')}
          value={shown.min}
          min={bounds.min}
          max={bounds.max}
          onChange={(min) => set({ ...shown, min })}
          readOnly={readOnly}
        />
        <BoundedNumber
          label={t('questionnaire.input.to')}
          value={shown.max}
          min={bounds.min}
          max={bounds.max}
          onChange={(max) => set({ ...shown, max })}
          readOnly={readOnly}
        />
      </div>
    </QuestionGroup>
  );
}
