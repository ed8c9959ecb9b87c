import { DEFAULT_AVATAR, ageShownOn, avatarFor, profileFactsFromAnswers, type Answers, type Gender } from '@teamcast/domain';

export interface ProfileFacts {
  age: number | null;
  gender: Gender | null;
  avatarName: string;
}

export interface FactsInput {
  answers: Answers;
  birthDate: string | null;
  /** The gender given outside the questionnaire (by the owner), used while the questionnaire has none. */
  gender: Gender | null;
  /** YYYY-MM-DD. */
  today: string;
  /** What the profile showed before, to tell an avatar someone chose from one that followed age and gender. */
  previous?: ProfileFacts | undefined;
  /** An avatar the specialist picked now. */
  chosenAvatar?: string | undefined;
}

/**
 * Age and gender as the profile shows them: the gender the specialist answered in the questionnaire
 * wins over the one the owner typed. The age counts from the birth date wherever one is known, so it
 * never disagrees with it and stays right over the years; an answered age counts only without one.
 * The avatar follows them unless someone picked another one.
 */
export function deriveFacts({ answers, birthDate, gender, today, previous, chosenAvatar }: FactsInput): ProfileFacts {
  const answered = profileFactsFromAnswers(answers);
  const facts = {
    gender: answered.gender ?? gender,
    age: ageShownOn({ birthDate, age: answered.age }, today),
  };
  const keepPicked = previous !== undefined && !isAutomaticAvatar(previous);
  const avatarName = chosenAvatar ?? (keepPicked ? previous.avatarName : avatarFor(facts.age, facts.gender));
  return { ...facts, avatarName };
}

/** Whether the avatar is the one age and gender give, rather than one someone picked. */
function isAutomaticAvatar(facts: ProfileFacts): boolean {
  return facts.avatarName === DEFAULT_AVATAR || facts.avatarName === avatarFor(facts.age, facts.gender);
}

export const today = (now: Date): string => now.toISOString().slice(0, 10);
