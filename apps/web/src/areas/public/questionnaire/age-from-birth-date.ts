import { ageOn, FACT_QUESTIONS, scopeBounds, type Question } from '@teamcast/domain';
import { birthDateInputToIso } from '../../../features/identity/forms/birth-date';

/** Today in the browser's time zone, YYYY-MM-DD: the day the person filling the questionnaire lives in. */
export function browserToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The answer the questionnaire's age question must hold when a birth date is given: the age that date
 * gives today, since the profile shows that age whatever is answered. Null without a birth date, without
 * an age question, or when the age falls outside what the question accepts (then it is asked as usual).
 */
export function ageFromBirthDate(birthDateInput: string, questions: readonly Question[], today: string): number | null {
  const birthDate = birthDateInputToIso(birthDateInput);
  const question = questions.find((q) => q.neuronName === FACT_QUESTIONS.age);
  if (!birthDate || !question) return null;
  const age = ageOn(birthDate, today);
  const { min, max } = scopeBounds(question.scope);
  if (age === null || (min !== null && age < min) || (max !== null && age > max)) return null;
  return age;
}
