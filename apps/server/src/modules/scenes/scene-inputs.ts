import { backgroundFromAnswers, type Answers, type Gender, type Scene, type SceneActorInput } from '@teamcast/domain';
import type { ProfileRow } from '../profiles/profiles-repository';

/** What the forecast knows of a specialist, read from the profile now rather than stored with the scene. */
export function actorInputOf(profile: ProfileRow, joinDay: number | undefined): SceneActorInput {
  return {
    id: profile.id,
    ...(joinDay === undefined ? {} : { joinDay }),
    background: backgroundFromAnswers(profile.answers as Answers),
    finalScorePrecise: profile.finalScorePrecise,
    gender: profile.gender as Gender | null,
    age: profile.age,
  };
}

/** The stored scene with each actor's inputs filled in from its profile. */
export function withActorInputs(scene: Scene, profiles: ReadonlyMap<string, ProfileRow>): Scene {
  return {
    ...scene,
    actors: scene.actors.map((actor) => {
      const profile = profiles.get(actor.id);
      return profile ? { ...actor, input: actorInputOf(profile, actor.input.joinDay) } : actor;
    }),
    memory: [],
  };
}
