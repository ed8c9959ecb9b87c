import type { Profile, QuestionnaireKind } from '@teamcast/contract';
import { LOVE_STEP, PROFILE_STEPS } from '@teamcast/domain';

/** A questionnaire's name on the love site; the business site's kinds (added by a link) go unnamed. */
export const loveKindKeys: Readonly<Record<Profile['kind'], string | null>> = {
  love: 'love.profiles.kinds.love',
  couple: 'love.profiles.kinds.couple',
  full: null,
  short: null,
};

const personSteps: Readonly<Record<number, string>> = {
  [PROFILE_STEPS.aboutYou]: 'profiles.steps.aboutYou',
  [PROFILE_STEPS.education]: 'profiles.steps.education',
  [PROFILE_STEPS.experience]: 'profiles.steps.experience',
  [PROFILE_STEPS.family]: 'profiles.steps.family',
  [LOVE_STEP]: 'profiles.steps.love',
};

const coupleSteps: Readonly<Record<number, string>> = {
  1: 'love.questionnaire.coupleSteps.relationship',
  2: 'love.questionnaire.coupleSteps.plans',
};

/** The title of a step of a filled questionnaire, as the questionnaire itself named it; null for a step of no known title. */
export function loveStepTitleKey(kind: QuestionnaireKind, step: number): string | null {
  return (kind === 'couple' ? coupleSteps[step] : personSteps[step]) ?? null;
}
