import { LOVE_STEP, PROFILE_STEPS } from '@teamcast/domain';
import type { QuestionnaireKind } from '@teamcast/contract';
import type { TFunction } from 'i18next';

const profileStepKeys: Record<number, string> = {
  [PROFILE_STEPS.aboutYou]: 'profiles.steps.aboutYou',
  [PROFILE_STEPS.education]: 'profiles.steps.education',
  [PROFILE_STEPS.experience]: 'profiles.steps.experience',
  [PROFILE_STEPS.family]: 'profiles.steps.family',
  [LOVE_STEP]: 'profiles.steps.love',
};

/** The title of a questionnaire step: the profile questionnaire's own step names, otherwise its number. */
export function stepTitle(t: TFunction, kind: QuestionnaireKind, step: number): string {
  const key = kind === 'couple' ? undefined : profileStepKeys[step];
  return key ? t(key) : t('profiles.steps.numbered', { step });
}
