import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  compareScenesSchema,
  copySceneSchema,
  createPairSchema,
  createTeamPairSchema,
  pairSchema,
  runPairSchema,
  updatePairSchema,
  createSandboxSchema,
  createSceneSchema,
  deletedCountSchema,
  deleteScenesSchema,
  sandboxSchema,
  sceneListSchema,
  sceneProfilesSchema,
  sceneSchema,
  updateSceneSchema,
} from '../entities/scenes';
import { runStartedSchema, snapshotSchema, snapshotUrlSchema } from '../entities/forecasts';
import { idSchema } from '../fields';

const scene = '/api/v1/scene';
const tags = ['owner', 'scenes'];
const byId = z.object({ id: idSchema });

export const listSceneProfiles = defineEndpoint({
  method: 'GET',
  path: `${scene}/profiles`,
  summary: "The owner's profiles that can go into a team (own and attached, not deleted), filled or not, newest first, a page at a time",
  tags,
  auth: 'owner',
  // An owner may have up to 20,000 profiles: one answer never carries them all.
  query: z.object({
    limit: z.coerce.number().int().min(1).max(500).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  response: sceneProfilesSchema,
});

export const createTeamScene = defineEndpoint({
  method: 'POST',
  path: `${scene}/scene`,
  summary: 'Create a team from at least two filled profiles',
  tags,
  auth: 'owner',
  body: createSceneSchema,
  response: sceneSchema,
  successStatus: 201,
});

export const listScenes = defineEndpoint({
  method: 'GET',
  path: `${scene}/scenes`,
  summary: "The owner's teams, newest change first",
  tags,
  auth: 'owner',
  response: sceneListSchema,
});

export const getScene = defineEndpoint({
  method: 'GET',
  path: `${scene}/scene/:id`,
  summary: 'One team with its actors, events and interactions',
  tags,
  auth: 'owner',
  params: byId,
  response: sceneSchema,
});

export const updateScene = defineEndpoint({
  method: 'PATCH',
  path: `${scene}/scene/:id`,
  summary: "Rename a team, or apply one change by the rules of team events (a refused change answers 400 with the rule's code), add or take out an actor, or undo the latest change; made on the team's `version`, an edit of an older one answers 409 scene_conflict with the team as it is now in `current`",
  tags,
  auth: 'owner',
  params: byId,
  body: updateSceneSchema,
  response: sceneSchema,
});

export const fixScene = defineEndpoint({
  method: 'PATCH',
  path: `${scene}/scene/:id/fix`,
  summary: 'Repair a broken team: take out the actors whose profiles are gone',
  tags,
  auth: 'owner',
  params: byId,
  response: sceneSchema,
});

export const copyScene = defineEndpoint({
  method: 'POST',
  path: `${scene}/scene/:id/copy`,
  summary: 'A new team from the team as it is on `summonDay`, starting on `startDay`',
  tags,
  auth: 'owner',
  params: byId,
  body: copySceneSchema,
  response: sceneSchema,
  successStatus: 201,
});

export const deleteScenes = defineEndpoint({
  method: 'DELETE',
  path: `${scene}/scene/bulk`,
  summary: "Delete some of the owner's teams",
  tags,
  auth: 'owner',
  body: deleteScenesSchema,
  response: deletedCountSchema,
});

export const deleteAllScenes = defineEndpoint({
  method: 'DELETE',
  path: `${scene}/scene/all`,
  summary: "Delete all the owner's teams",
  tags,
  auth: 'owner',
  response: deletedCountSchema,
});

export const getSandbox = defineEndpoint({
  method: 'GET',
  path: `${scene}/sandbox`,
  summary: "The owner's scratch scene, or null",
  tags,
  auth: 'owner',
  response: sandboxSchema,
});

export const createSandbox = defineEndpoint({
  method: 'POST',
  path: `${scene}/sandbox`,
  summary: "Start the owner's scratch scene afresh",
  tags,
  auth: 'owner',
  body: createSandboxSchema,
  response: sceneSchema,
  successStatus: 201,
});

export const updateSandbox = defineEndpoint({
  method: 'PATCH',
  path: `${scene}/sandbox`,
  summary: 'Edit the scratch scene as a team is edited, on its `version` (409 scene_conflict with `current` when stale)',
  tags,
  auth: 'owner',
  body: updateSceneSchema,
  response: sceneSchema,
});

export const runScene = defineEndpoint({
  method: 'PUT',
  path: `${scene}/scene/:id/run`,
  summary:
    "Start a forecast of the year of one of the owner's teams, or of the owner's scratch scene by its id (the quick team check); answers at once with the run's id, and the phases and the result arrive over the realtime gateway",
  tags,
  auth: 'owner',
  params: byId,
  response: runStartedSchema,
  successStatus: 202,
});

export const getSceneSnapshotUrl = defineEndpoint({
  method: 'GET',
  path: `${scene}/scene/snapshot/:sceneId`,
  summary: "A new address of a finished run's stored forecast, readable without a session for a few minutes and a few reads",
  tags,
  auth: 'owner',
  params: z.object({ sceneId: idSchema }),
  query: z.object({ ruid: idSchema }),
  response: snapshotUrlSchema,
});

export const getSnapshot = defineEndpoint({
  method: 'GET',
  path: `${scene}/snapshots/:ruid`,
  summary: "A finished run's stored forecast, at the address a run's result or the snapshot endpoint gave (410 url_expired or url_count once it no longer serves)",
  tags,
  auth: 'none',
  params: z.object({ ruid: idSchema }),
  query: z.object({ key: z.string().max(64) }),
  response: snapshotSchema,
});

export const createPair = defineEndpoint({
  method: 'POST',
  path: `${scene}/p2p`,
  summary: 'A pair of two filled profiles, to forecast how they will get on',
  tags,
  auth: 'owner',
  body: createPairSchema,
  response: pairSchema,
  successStatus: 201,
});

export const createTeamPair = defineEndpoint({
  method: 'POST',
  path: `${scene}/p2p/:sceneId`,
  summary: 'A pair of two actors of a team, starting when the team does',
  tags,
  auth: 'owner',
  params: z.object({ sceneId: idSchema }),
  body: createTeamPairSchema,
  response: pairSchema,
  successStatus: 201,
});

export const updatePair = defineEndpoint({
  method: 'PATCH',
  path: `${scene}/p2p/:sceneId`,
  summary: "Change a pair's two profiles, start day or title, on its `version` (409 scene_conflict with `current` when stale)",
  tags,
  auth: 'owner',
  params: z.object({ sceneId: idSchema }),
  body: updatePairSchema,
  response: pairSchema,
});

export const getPair = defineEndpoint({
  method: 'GET',
  path: `${scene}/p2p/:id`,
  summary: 'One pair',
  tags,
  auth: 'owner',
  params: byId,
  response: pairSchema,
});

export const deletePair = defineEndpoint({
  method: 'DELETE',
  path: `${scene}/p2p/:id`,
  summary: 'Delete a pair',
  tags,
  auth: 'owner',
  params: byId,
  response: z.null(),
  successStatus: 204,
});

export const runPair = defineEndpoint({
  method: 'PUT',
  path: `${scene}/p2p/:id/run`,
  summary: "Forecast the pair's year and compatibility (work, and love or friendship with type love or friend); the result arrives as renderPair",
  tags,
  auth: 'owner',
  params: byId,
  body: runPairSchema,
  response: runStartedSchema,
  successStatus: 202,
});

export const compareScenes = defineEndpoint({
  method: 'POST',
  path: `${scene}/scenes/compare`,
  summary: 'Forecast two to four teams side by side; the result arrives as renderCompareTeam',
  tags,
  auth: 'owner',
  body: compareScenesSchema,
  response: runStartedSchema,
  successStatus: 202,
});
