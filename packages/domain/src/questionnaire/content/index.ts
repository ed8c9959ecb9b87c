import type { LocalizedLabel, QuestionnaireDefinition } from '../definition';
import { coupleQuestionnaire } from './couple-questionnaire';
import { loveQuestionnaire } from './love-questionnaire';
import { profileQuestionnaire } from './profile-questionnaire';
import { shortProfileQuestionnaire } from './short-profile-questionnaire';

export type { LabelledQuestion } from './build';
export { LOVE_STEP, PROFILE_STEPS } from './steps';
export { profileQuestionnaire, profileQuestions } from './profile-questionnaire';
export { shortProfileQuestionnaire, shortProfileQuestions } from './short-profile-questionnaire';
export { loveQuestionnaire, loveQuestions } from './love-questionnaire';
export { coupleQuestionnaire, coupleQuestions } from './couple-questionnaire';

export interface DefaultQuestionnaire {
  readonly name: LocalizedLabel;
  readonly definition: QuestionnaireDefinition;
}

/** The questionnaires seeded on first start; administrators may edit them afterwards. */
export const defaultQuestionnaires = {
  profile: { name: { ru: 'Анкета профиля', en: 'Profile questionnaire' }, definition: profileQuestionnaire },
  profileShort: {
    name: { ru: 'Краткая анкета профиля', en: 'Short profile questionnaire' },
    definition: shortProfileQuestionnaire,
  },
  love: { name: { ru: 'Анкета знакомства', en: 'Love questionnaire' }, definition: loveQuestionnaire },
  couple: { name: { ru: 'Анкета пары', en: 'Couple questionnaire' }, definition: coupleQuestionnaire },
} as const satisfies Readonly<Record<string, DefaultQuestionnaire>>;
