import { BIG_FIVE_ANSWER_SCALE } from '@teamcast/domain';
import { useRef, type KeyboardEvent } from 'react';
import { useLanguage } from '../i18n/language-context';
import type { Answer } from './sheet';
import classes from './test-flow.module.css';

const values: readonly Answer[] = [1, 2, 3, 4, 5];

interface AnswerScaleProps {
  value: Answer | null;
  labelledBy: string;
  describedBy: string;
  /** `advance` when the choice was a tap, a click or a number key; the arrows choose without moving on. */
  onChoose: (answer: Answer, advance: boolean) => void;
  tone: 'first' | 'second';
}

/**
 * The 1 to 5 agreement scale as one radio group of large buttons: a tap answers and moves on; with a
 * keyboard the up and down arrows move the choice within the group and Enter or Space confirms it.
 */
export function AnswerScale({ value, labelledBy, describedBy, onChoose, tone }: AnswerScaleProps) {
  const { language } = useLanguage();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabbable = value ?? 1;

  const move = (event: KeyboardEvent<HTMLButtonElement>, from: Answer) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = values[(values.indexOf(from) + step + values.length) % values.length]!;
    onChoose(next, false);
    buttons.current[next - 1]?.focus();
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className={classes.scale} data-tone={tone} data-testid="answer-scale">
      {values.map((answer) => (
        <button
          key={answer}
          ref={(element) => {
            buttons.current[answer - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === answer}
          tabIndex={answer === tabbable ? 0 : -1}
          className={classes.option}
          data-answer={answer}
          onClick={() => onChoose(answer, true)}
          onKeyDown={(event) => move(event, answer)}
        >
          <span className={classes.optionNumber} aria-hidden="true">
            {answer}
          </span>
          <span>{BIG_FIVE_ANSWER_SCALE.labels[answer - 1]![language]}</span>
        </button>
      ))}
    </div>
  );
}
