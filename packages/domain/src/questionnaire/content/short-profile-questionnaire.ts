import type { QuestionnaireDefinition } from '../definition';
import type { LabelledQuestion } from './build';
import {
  age,
  familyStatus,
  gender,
  hasManagerialExperience,
  highestEducation,
  workExperienceYears,
} from './profile-questionnaire';

/** The short profile: the same question objects as the full one, a subset of them. */
export const shortProfileQuestions: readonly LabelledQuestion[] = [
  gender,
  age,
  highestEducation,
  workExperienceYears,
  hasManagerialExperience,
  familyStatus,
];

export const shortProfileQuestionnaire: QuestionnaireDefinition = {
  name: 'profile_short',
  questions: shortProfileQuestions,
};
