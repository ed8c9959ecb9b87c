import { Stack } from '@mantine/core';
import { visibleQuestions, type Answer, type Answers, type Locale, type Question } from '@teamcast/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusQuestion, QuestionnaireStepView } from '../../../features/questionnaire';
import { FlowActions } from './flow-actions';
import { missingQuestions } from './missing-questions';

interface StepScreenProps {
  readonly questions: readonly Question[];
  readonly step: number;
  readonly answers: Answers;
  readonly onChange: (neuronName: string, answer: Answer | null) => void;
  readonly locale: Locale;
  readonly onNext: () => void;
  /** None on the first screen of a flow. */
  readonly onBack?: () => void;
  readonly nextLabel?: string;
  /** Questions answered before that cannot be changed, shown read-only with `lockedNote`. */
  readonly locked?: ReadonlySet<string>;
  readonly lockedNote?: ReactNode;
}

/** A whole step at once, for screens wide enough; Next moves on only when every visible question is answered. */
export function StepScreen(props: StepScreenProps) {
  const { questions, step, answers, onChange, locale, onNext, onBack, nextLabel, locked, lockedNote } = props;
  const { t } = useTranslation();
  const container = useRef<HTMLFormElement>(null);
  const [marking, setMarking] = useState(false);
  const missing = missingQuestions(
    visibleQuestions({ questions }, answers).filter((q) => q.step === step),
    answers,
  );
  const errors = marking ? Object.fromEntries(missing.map((q) => [q.neuronName, t('questionnaire.missing')])) : undefined;

  return (
    <form
      ref={container}
      noValidate
      data-testid="step-form"
      onSubmit={(event) => {
        event.preventDefault();
        const first = missing[0];
        if (!first) {
          onNext();
          return;
        }
        setMarking(true);
        if (container.current) focusQuestion(container.current, first.neuronName);
      }}
    >
      <Stack gap="xl">
        <QuestionnaireStepView
          questions={questions}
          step={step}
          answers={answers}
          onChange={onChange}
          locale={locale}
          errors={errors}
          locked={locked}
          lockedNote={lockedNote}
        />
        <FlowActions onBack={onBack} nextLabel={nextLabel} incomplete={missing.length > 0} />
      </Stack>
    </form>
  );
}
