import { Text } from '@mantine/core';
import type { Answer, Locale, Question, QuestionType } from '@teamcast/domain';
import type { ComponentType, ReactNode } from 'react';
import { DropdownInput } from './inputs/dropdown-input';
import classes from './inputs/inputs.module.css';
import { FormulaInput } from './inputs/formula-input';
import { MultiselectInput } from './inputs/multiselect-input';
import type { QuestionInputProps } from './inputs/question-input-props';
import { RangeInput } from './inputs/range-input';
import { SelectInput } from './inputs/select-input';
import { SliderInput } from './inputs/slider-input';
import { questionLabel } from './question-text';

const inputs: Record<QuestionType, ComponentType<QuestionInputProps>> = {
  select: SelectInput,
  multiselect: MultiselectInput,
  slider: SliderInput,
  range: RangeInput,
  dropdown: DropdownInput,
  formula: FormulaInput,
};

export interface QuestionFieldProps {
  readonly question: Question;
  readonly answer: Answer | undefined;
  readonly onChange: (neuronName: string, answer: Answer | null) => void;
  readonly locale: Locale;
  readonly readOnly?: boolean;
  readonly error?: ReactNode;
  /** Said under the question, e.g. why it cannot be changed. */
  readonly note?: ReactNode;
}

/** The attribute that finds a question's field on the page, e.g. to focus the first one left unanswered. */
export const QUESTION_ATTRIBUTE = 'data-question';

/** One question with the input its type calls for. */
export function QuestionField({ question, answer, onChange, locale, readOnly, error, note }: QuestionFieldProps) {
  const Input = inputs[question.type];
  return (
    <div {...{ [QUESTION_ATTRIBUTE]: question.neuronName }} className={note ? classes.noted : undefined}>
      <Input
        // A new question in the same place starts from its own answer, not from the previous one's draft.
        key={question.neuronName}
        question={question}
        answer={answer}
        onChange={(next) => onChange(question.neuronName, next)}
        locale={locale}
        label={questionLabel(question, locale)}
        error={error}
        readOnly={readOnly}
      />
      {note ? (
        <Text size="sm" c="dimmed" mt={6} data-testid="question-note">
          {note}
        </Text>
      ) : null}
    </div>
  );
}

/** Moves focus to the first control of a question inside `container`; false when there is none. */
export function focusQuestion(container: ParentNode, neuronName: string): boolean {
  const field = [...container.querySelectorAll(`[${QUESTION_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(QUESTION_ATTRIBUTE) === neuronName,
  );
  const control = field?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([tabindex="-1"]), [role="radio"][tabindex="0"], [role="checkbox"], [role="slider"], textarea, button:not([tabindex="-1"])',
  );
  if (!control) return false;
  control.focus();
  return true;
}
