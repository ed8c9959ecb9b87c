/** One person's answers to the 30 statements, and the statement on screen. Changes return a new sheet. */
export type Answer = 1 | 2 | 3 | 4 | 5;

export const STATEMENT_COUNT = 30;

export interface Sheet {
  answers: readonly (Answer | null)[];
  /** The statement on screen, 0-based. */
  index: number;
}

export const isAnswer = (value: unknown): value is Answer => value === 1 || value === 2 || value === 3 || value === 4 || value === 5;

export function emptySheet(): Sheet {
  return { answers: Array.from({ length: STATEMENT_COUNT }, () => null), index: 0 };
}

export function isSheet(value: unknown): value is Sheet {
  if (typeof value !== 'object' || value === null) return false;
  const { answers, index } = value as Record<string, unknown>;
  return (
    Array.isArray(answers) &&
    answers.length === STATEMENT_COUNT &&
    answers.every((answer) => answer === null || isAnswer(answer)) &&
    typeof index === 'number' &&
    Number.isInteger(index) &&
    index >= 0 &&
    index < STATEMENT_COUNT &&
    // No skipping: the statement on screen is never past the first unanswered one.
    index <= firstUnanswered(answers as (Answer | null)[])
  );
}

function firstUnanswered(answers: readonly (Answer | null)[]): number {
  const found = answers.indexOf(null);
  return found === -1 ? STATEMENT_COUNT - 1 : found;
}

export const answeredCount = (sheet: Sheet): number => sheet.answers.filter((answer) => answer !== null).length;

export const isComplete = (sheet: Sheet): boolean => sheet.answers.every((answer) => answer !== null);

/** The 30 answers once all are given, as the API takes them. */
export function completeAnswers(sheet: Sheet): Answer[] | null {
  return isComplete(sheet) ? (sheet.answers as Answer[]) : null;
}

/** Answers the statement on screen. */
export function choose(sheet: Sheet, answer: Answer): Sheet {
  const answers = [...sheet.answers];
  answers[sheet.index] = answer;
  return { ...sheet, answers };
}

export const canGoBack = (sheet: Sheet): boolean => sheet.index > 0;

/** Forward only past an answered statement: no skipping. */
export const canGoForward = (sheet: Sheet): boolean => sheet.answers[sheet.index] !== null && sheet.index < STATEMENT_COUNT - 1;

export function goBack(sheet: Sheet): Sheet {
  return canGoBack(sheet) ? { ...sheet, index: sheet.index - 1 } : sheet;
}

export function goForward(sheet: Sheet): Sheet {
  return canGoForward(sheet) ? { ...sheet, index: sheet.index + 1 } : sheet;
}
