import { Stack, Text } from '@mantine/core';
import { hasAnswerValue, type Answer, type Answers, type Locale, type Question } from '@teamcast/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusQuestion, QuestionField } from '../../../features/questionnaire';
import { FlowActions } from './flow-actions';

interface PhoneQuestionScreenProps {
  readonly question: Question;
  /** 1-based place of the question among the step's visible ones, and how many there are. */
  readonly number: number;
  readonly count: number;
  readonly answers: Answers;
  readonly onChange: (neuronName: string, answer: Answer | null) => void;
  readonly locale: Locale;
  readonly onNext: () => void;
  /** None on the first screen of a flow. */
  readonly onBack?: () => void;
  readonly nextLabel?: string;
  /** Shown but not changeable, with `note` saying why. */
  readonly readOnly?: boolean;
  readonly note?: ReactNode;
}

/** One question per screen on a phone, with full-width Next and Back. */
export function PhoneQuestionScreen(props: PhoneQuestionScreenProps) {
  const { question, number, count, answers, onChange, locale, onNext, onBack, nextLabel, readOnly, note } = props;
  const { t } = useTranslation();
  const container = useRef<HTMLFormElement>(null);
  const [marking, setMarking] = useState(false);
  const answered = hasAnswerValue(answers[question.neuronName]);

  return (
    <form
      ref={container}
      noValidate
      data-testid="phone-question-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (answered) {
          onNext();
          return;
        }
        setMarking(true);
        if (container.current) focusQuestion(container.current, question.neuronName);
      }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed" data-testid="question-counter">
          {t('questionnaire.progress.question', { number, count })}
        </Text>
        <QuestionField
          question={question}
          answer={answers[question.neuronName]}
          onChange={onChange}
          locale={locale}
          error={marking && !answered ? t('questionnaire.missing') : undefined}
          readOnly={readOnly}
          note={note}
        />
        <FlowActions onBack={onBack} nextLabel={nextLabel} incomplete={!answered} stacked />
      </Stack>
    </form>
  );
}
