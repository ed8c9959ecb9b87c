import { LOVE_STEP, PROFILE_STEPS, type ProfileKind } from '@teamcast/domain';
import { paths } from '../../../shared/paths';

/** The questionnaire families with texts of their own: the profile (full or short), love and couple. */
export type TextKind = 'profile' | 'love' | 'couple';

export function textKindOf(kind: ProfileKind): TextKind {
  if (kind === 'love' || kind === 'couple') return kind;
  return 'profile';
}

interface KindTexts {
  readonly title: string;
  readonly intro: string;
  readonly sendFailed: string;
  readonly sent: string;
}

/** Translation keys of each family's own texts. */
export const kindTexts: Readonly<Record<TextKind, KindTexts>> = {
  profile: {
    title: 'questionnaire.kinds.profile.title',
    intro: 'questionnaire.kinds.profile.intro',
    sendFailed: 'questionnaire.kinds.profile.sendFailed',
    sent: 'questionnaire.kinds.profile.sent',
  },
  love: {
    title: 'questionnaire.kinds.love.title',
    intro: 'questionnaire.kinds.love.intro',
    sendFailed: 'questionnaire.kinds.love.sendFailed',
    sent: 'questionnaire.kinds.love.sent',
  },
  couple: {
    title: 'questionnaire.kinds.couple.title',
    intro: 'questionnaire.kinds.couple.intro',
    sendFailed: 'questionnaire.kinds.couple.sendFailed',
    sent: 'questionnaire.kinds.couple.sent',
  },
};

const profileStepTitles: Readonly<Record<number, string>> = {
  [PROFILE_STEPS.aboutYou]: 'questionnaire.steps.aboutYou',
  [PROFILE_STEPS.education]: 'questionnaire.steps.education',
  [PROFILE_STEPS.experience]: 'questionnaire.steps.experience',
  [PROFILE_STEPS.family]: 'questionnaire.steps.family',
};

/**
 * The key of a step's own title, or null for a step shown as "Step N": profile questionnaires name
 * their four steps (and the love step), the couple questionnaire does not.
 */
export function stepTitleKey(kind: TextKind, step: number): string | null {
  if (kind === 'couple') return null;
  if (kind === 'love' && step === LOVE_STEP) return 'questionnaire.steps.love';
  return profileStepTitles[step] ?? null;
}

/** Where the sent screen offers to sign up: the business site for profiles, the love site otherwise. */
export function signUpPath(kind: TextKind): string {
  return kind === 'profile' ? paths.owner.registration : paths.loveMobile.registration;
}
