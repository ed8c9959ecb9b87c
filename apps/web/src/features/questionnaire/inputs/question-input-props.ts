import type { Answer, Locale, Question } from '@teamcast/domain';
import type { ReactNode } from 'react';

/** What every question input gets: one question, its answer, and where a new answer goes. */
export interface QuestionInputProps {
  readonly question: Question;
  readonly answer: Answer | undefined;
  /** Null clears the answer: the question counts as unanswered again. */
  readonly onChange: (answer: Answer | null) => void;
  readonly locale: Locale;
  /** The question's wording in the UI language, already resolved. */
  readonly label: string;
  /** Shown under the input, e.g. when the question was left unanswered. */
  readonly error?: ReactNode;
  readonly readOnly?: boolean;
}
