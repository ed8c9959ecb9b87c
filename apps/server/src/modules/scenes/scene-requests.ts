import type {
  copyScene,
  createPair,
  createSandbox,
  createTeamPair,
  createTeamScene,
  listSceneProfiles,
  updatePair,
  updateScene,
} from '@teamcast/contract';
import type { z } from 'zod';

/*
 * What the scene and pair services take: the requests as the contract's endpoints parse them, so a
 * field added to or changed in a schema reaches the services without a second, hand-written type.
 */
export type SceneProfilesPage = z.infer<(typeof listSceneProfiles)['query']>;
export type CreateTeamBody = z.infer<(typeof createTeamScene)['body']>;
export type CreateSandboxBody = z.infer<(typeof createSandbox)['body']>;
export type CopyTeamBody = z.infer<(typeof copyScene)['body']>;
/** One edit of a team or of the scratch scene, made on the version it names. */
export type SceneEdit = z.infer<(typeof updateScene)['body']>;
/** An actor as a request names it: a profile, and the day it joins when not the first. */
export type ActorRef = CreateTeamBody['actors'][number];

export type CreatePairBody = z.infer<(typeof createPair)['body']>;
export type PairActorIds = z.infer<(typeof createTeamPair)['body']>['actorIds'];
export type UpdatePairBody = z.infer<(typeof updatePair)['body']>;
