import {
  ageShownOn,
  backgroundFromAnswers,
  bigFiveFromAnswers,
  loveProfileFromAnswers,
  type Answers,
  type Gender,
  type LoveProfile,
  type Scene,
  type SceneActorInput,
} from '@teamcast/domain';
import type { ProfileRow } from '../profiles/profiles-repository';

/**
 * What the forecast knows of a specialist, read from the profile now rather than stored with the scene.
 * The age is the one on the forecast's first day, counted from the birth date where one is known, so a
 * profile never enters a forecast with an age its birth date contradicts.
 */
export function actorInputOf(profile: ProfileRow, joinDay: number | undefined, startDate: string): SceneActorInput {
  // Only a profile with the whole 30-item test among its answers has traits (demo profiles, so far).
  const bigFive = bigFiveFromAnswers(profile.answers as Answers);
  return {
    ...(bigFive ? { bigFive } : {}),
    id: profile.id,
    ...(joinDay === undefined ? {} : { joinDay }),
    background: backgroundFromAnswers(profile.answers as Answers),
    finalScorePrecise: profile.finalScorePrecise,
    gender: profile.gender as Gender | null,
    age: ageShownOn(profile, startDate),
  };
}

/** The stored scene with each actor's inputs filled in from its profile. */
export function withActorInputs(scene: Scene, profiles: ReadonlyMap<string, ProfileRow>): Scene {
  return {
    ...scene,
    actors: scene.actors.map((actor) => {
      const profile = profiles.get(actor.id);
      return profile ? { ...actor, input: actorInputOf(profile, actor.input.joinDay, scene.startDate) } : actor;
    }),
    memory: [],
  };
}

/** A profile's love questionnaire answers, which a pair's love and friendship scores read; null when it has none. */
export function loveAnswersOf(profile: ProfileRow | undefined): LoveProfile | null {
  return profile ? loveProfileFromAnswers(profile.answers as Answers) : null;
}
