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
  /** The sign-up offer after sending: the business site's, or the love site's for love and couples. */
  readonly signUpTitle: string;
  readonly signUpText: string;
}

/** Translation keys of each family's own texts. */
export const kindTexts: Readonly<Record<TextKind, KindTexts>> = {
  profile: {
    title: 'questionnaire.kinds.profile.title',
    intro: 'questionnaire.kinds.profile.intro',
    sendFailed: 'questionnaire.kinds.profile.sendFailed',
    sent: 'questionnaire.kinds.profile.sent',
    signUpTitle: 'questionnaire.sent.signUpTitle',
    signUpText: 'questionnaire.sent.signUpText',
  },
  love: {
    title: 'questionnaire.kinds.love.title',
    intro: 'questionnaire.kinds.love.intro',
    sendFailed: 'questionnaire.kinds.love.sendFailed',
    sent: 'questionnaire.kinds.love.sent',
    signUpTitle: 'love.questionnaire.sent.signUpTitle',
    signUpText: 'love.questionnaire.sent.signUpText',
  },
  couple: {
    title: 'questionnaire.kinds.couple.title',
    intro: 'questionnaire.kinds.couple.intro',
    sendFailed: 'questionnaire.kinds.couple.sendFailed',
    sent: 'questionnaire.kinds.couple.sent',
    signUpTitle: 'love.questionnaire.sent.signUpTitle',
    signUpText: 'love.questionnaire.sent.signUpText',
  },
};

const profileStepTitles: Readonly<Record<number, string>> = {
  [PROFILE_STEPS.aboutYou]: 'questionnaire.steps.aboutYou',
  [PROFILE_STEPS.education]: 'questionnaire.steps.education',
  [PROFILE_STEPS.experience]: 'questionnaire.steps.experience',
  [PROFILE_STEPS.family]: 'questionnaire.steps.family',
};

/** The couple questionnaire's two steps: how long and how they live together, then plans and everyday life. */
const coupleStepTitles: Readonly<Record<number, string>> = {
  1: 'love.questionnaire.coupleSteps.relationship',
  2: 'love.questionnaire.coupleSteps.plans',
};

/**
 * The key of a step's own title, or null for a step of no known title, shown as "Step N". Every step
 * of the product's questionnaires has one: a numbered title would repeat the progress line's own
 * number, and count differently from it, since the progress also counts the personal details.
 */
export function stepTitleKey(kind: TextKind, step: number): string | null {
  if (kind === 'couple') return coupleStepTitles[step] ?? null;
  if (kind === 'love' && step === LOVE_STEP) return 'questionnaire.steps.love';
  return profileStepTitles[step] ?? null;
}

/** Where the sent screen offers to sign up: the business site for profiles, the love site otherwise. */
export function signUpPath(kind: TextKind): string {
  return kind === 'profile' ? paths.owner.registration : paths.loveMobile.registration;
}
