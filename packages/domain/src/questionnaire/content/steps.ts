/**
 * Step numbers of the default questionnaires, apart from their content so that screens naming the
 * steps do not carry every question with them.
 */
export const PROFILE_STEPS = { aboutYou: 1, education: 2, experience: 3, family: 4 } as const;

/** The love variant's questions come as a fifth step after the profile questionnaire's four. */
export const LOVE_STEP = 5;
