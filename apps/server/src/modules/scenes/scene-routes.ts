import {
  compareScenes,
  createPair,
  createTeamPair,
  deletePair,
  getPair,
  runPair,
  updatePair,
  copyScene,
  createSandbox,
  createTeamScene,
  deleteAllScenes,
  deleteScenes,
  fixScene,
  getSandbox,
  getScene,
  getSceneSnapshotUrl,
  getSnapshot,
  listSceneProfiles,
  listScenes,
  runScene,
  updateSandbox,
  updateScene,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PairRelation } from '../../platform/compute/scene-task';
import type { ModuleDeps } from '../module-deps';
import { createPairService } from './pair-service';
import { createRunService } from './run-service';
import { createSceneService } from './scene-service';

const pairRelations = { love: 'LOVE', friend: 'FRIEND' } as const;

/** The relationship a pair's run is about: the body's `type`, or work when it has none. */
const pairRelationOf = (type: keyof typeof pairRelations | undefined): PairRelation => (type ? pairRelations[type] : 'WORK');

/** /api/v1/scene: the owner's teams and scratch scene. */
export const sceneRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const scenes = createSceneService(deps);

  registerEndpoint(app, listSceneProfiles, ({ session, query }) => scenes.listProfiles(session, query));
  registerEndpoint(app, createTeamScene, ({ session, body }) => scenes.create(session, body));
  registerEndpoint(app, listScenes, ({ session }) => scenes.list(session));
  registerEndpoint(app, getScene, ({ session, params }) => scenes.get(session, params.id));
  registerEndpoint(app, updateScene, ({ session, params, body }) => scenes.update(session, params.id, body));
  registerEndpoint(app, fixScene, ({ session, params }) => scenes.fix(session, params.id));
  registerEndpoint(app, copyScene, ({ session, params, body }) => scenes.copy(session, params.id, body));
  registerEndpoint(app, deleteScenes, ({ session, body }) => scenes.remove(session, body.sceneIds));
  registerEndpoint(app, deleteAllScenes, ({ session }) => scenes.remove(session, null));
  registerEndpoint(app, getSandbox, ({ session }) => scenes.sandbox(session));
  registerEndpoint(app, createSandbox, ({ session, body }) => scenes.createSandbox(session, body));
  registerEndpoint(app, updateSandbox, ({ session, body }) => scenes.updateSandbox(session, body));

  const runs = createRunService(deps);
  registerEndpoint(app, runScene, ({ session, params }) => runs.runTeam(session, params.id));
  registerEndpoint(app, getSceneSnapshotUrl, ({ session, params, query }) => runs.snapshotUrl(session, params.sceneId, query.ruid));
  registerEndpoint(app, getSnapshot, ({ params, query }) => runs.snapshot(params.ruid, query.key));
  registerEndpoint(app, runPair, ({ session, params, body }) => runs.runPair(session, params.id, pairRelationOf(body.type)));
  registerEndpoint(app, compareScenes, ({ session, body }) => runs.compare(session, body.sceneIds));

  const pairs = createPairService(deps);
  registerEndpoint(app, createPair, ({ session, body }) => pairs.create(session, body));
  registerEndpoint(app, createTeamPair, ({ session, params, body }) => pairs.createFromTeam(session, params.sceneId, body.actorIds));
  registerEndpoint(app, updatePair, ({ session, params, body }) => pairs.update(session, params.sceneId, body));
  registerEndpoint(app, getPair, ({ session, params }) => pairs.get(session, params.id));
  registerEndpoint(app, deletePair, ({ session, params }) => pairs.remove(session, params.id));
};
