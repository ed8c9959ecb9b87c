import { hasAnswerValue, type Answers } from '../questionnaire/definition';
import type { Gender } from './avatar';

/** The neuronNames of the profile questionnaire that the profile itself keeps as fields. */
export const FACT_QUESTIONS = { gender: 'gender', age: 'age' } as const;

const genderByOption: Record<string, Gender> = { male: 'М', female: 'Ж' };

/** Gender and age as the profile stores them, read from the questionnaire's answers. */
export function profileFactsFromAnswers(answers: Answers): { gender: Gender | null; age: number | null } {
  const genderAnswer = answers[FACT_QUESTIONS.gender];
  const ageAnswer = answers[FACT_QUESTIONS.age];
  const option = hasAnswerValue(genderAnswer) ? String(genderAnswer.value) : '';
  // Own keys only, so an answer such as 'constructor' is no gender rather than the object's prototype.
  const gender = Object.hasOwn(genderByOption, option) ? (genderByOption[option] ?? null) : null;
  const rawAge = hasAnswerValue(ageAnswer) ? Number(ageAnswer.value) : Number.NaN;
  return { gender, age: Number.isInteger(rawAge) && rawAge >= 0 && rawAge < 130 ? rawAge : null };
}
