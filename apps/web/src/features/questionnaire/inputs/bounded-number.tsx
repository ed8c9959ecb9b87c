import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './inputs.module.css';

interface BoundedNumberProps {
  readonly value: number | null;
  readonly min: number;
  readonly max: number;
  /** Called with whole numbers within the bounds only; null when the field is emptied. */
  readonly onChange: (value: number | null) => void;
  readonly ariaLabel?: string;
  readonly label?: string;
  readonly readOnly?: boolean;
}

/**
 * A whole number within bounds, typed digit by digit: a number outside the bounds stays on screen
 * while being typed ("3" on the way to "35" when the minimum is 16) and is clamped on leaving the field.
 */
export function BoundedNumber({ value, min, max, onChange, ariaLabel, label, readOnly }: BoundedNumberProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | string | null>(null);
  return (
    <NumberInput
      className={classes.number}
      classNames={{ input: classes.field }}
      label={label}
      aria-label={ariaLabel}
      min={min}
      max={max}
      step={1}
      allowDecimal={false}
      allowNegative={min < 0}
      clampBehavior="blur"
      // The arrow keys step the value; the spin buttons would be touch targets far below 44px.
      hideControls
      inputMode="numeric"
      value={draft ?? value ?? ''}
      onChange={(next) => {
        setDraft(next);
        if (typeof next === 'number') {
          if (next >= min && next <= max) onChange(next);
        } else if (next.trim() === '') onChange(null);
      }}
      onBlur={() => setDraft(null)}
      readOnly={readOnly}
      size="md"
      placeholder={t('questionnaire.input.notAnswered')}
    />
  );
}
