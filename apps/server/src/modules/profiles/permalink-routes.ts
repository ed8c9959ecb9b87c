import {
  getPermalinkGrade,
  getPermalinkProfile,
  getPermalinkUpgrade,
  getPermalinkUpgradeShort,
  getSharedProfile,
  savePermalinkProfile,
  savePermalinkUpgrade,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createPermalinkService } from './permalink-service';
import { createPermalinkUpgradeService } from './permalink-upgrade-service';
import { createProfileSharingService } from './profile-sharing-service';

/** /api/v1/app: a profile's questionnaire by its permalink, and shared profiles. */
export const permalinkRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const permalinks = createPermalinkService(deps);
  const upgrades = createPermalinkUpgradeService(deps);
  const sharing = createProfileSharingService(deps);

  registerEndpoint(app, getPermalinkProfile, ({ params }) => permalinks.get(params.permalink));
  registerEndpoint(app, savePermalinkProfile, ({ params, body }) => permalinks.save(params.permalink, body));
  registerEndpoint(app, getPermalinkGrade, ({ params }) => permalinks.grade(params.permalink));
  registerEndpoint(app, getPermalinkUpgrade, ({ params }) => upgrades.get(params.permalink, 'love'));
  registerEndpoint(app, getPermalinkUpgradeShort, ({ params }) => upgrades.get(params.permalink, 'full'));
  registerEndpoint(app, savePermalinkUpgrade, ({ params, body }) => upgrades.save(params.permalink, body));
  registerEndpoint(app, getSharedProfile, ({ params }) => sharing.shared(params.sharelink));
};
