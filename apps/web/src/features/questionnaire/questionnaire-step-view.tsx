import { Stack } from '@mantine/core';
import { visibleQuestions, type Answer, type Answers, type Locale, type Question } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { QuestionField } from './question-field';

export interface QuestionnaireStepViewProps {
  readonly questions: readonly Question[];
  readonly step: number;
  readonly answers: Answers;
  readonly onChange: (neuronName: string, answer: Answer | null) => void;
  readonly locale: Locale;
  readonly readOnly?: boolean;
  /** Questions shown read-only among editable ones, by neuronName, each with `lockedNote` under it. */
  readonly locked?: ReadonlySet<string>;
  readonly lockedNote?: ReactNode;
  /** Errors to show under questions, by neuronName (e.g. "answer this question"). */
  readonly errors?: Readonly<Record<string, ReactNode>>;
}

/**
 * The questions of one step that the answers so far make visible, in definition order. Hidden
 * questions are not rendered at all.
 */
export function QuestionnaireStepView(props: QuestionnaireStepViewProps) {
  const { questions, step, answers, onChange, locale, readOnly, locked, lockedNote, errors } = props;
  const shown = visibleQuestions({ questions }, answers).filter((q) => q.step === step);
  return (
    <Stack gap="xl">
      {shown.map((question) => {
        const isLocked = locked?.has(question.neuronName) ?? false;
        return (
          <QuestionField
            key={question.neuronName}
            question={question}
            answer={answers[question.neuronName]}
            onChange={onChange}
            locale={locale}
            readOnly={readOnly || isLocked}
            error={errors?.[question.neuronName]}
            note={isLocked ? lockedNote : undefined}
          />
        );
      })}
    </Stack>
  );
}
