import {
  createQuestionnaire,
  deleteQuestionnaire,
  getOwnerQuestionnaire,
  getOwnerQuestionnaireUnsecure,
  getQuestionnaire,
  listQuestionnaires,
  updateQuestionnaire,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createOwnerQuestionnaireService } from './owner-questionnaire-service';
import { createQuestionnaireAdminService } from './questionnaire-admin-service';

/** /api/v1/administrator/questionnaire and /api/v1/owner/questionnaire: questionnaire definitions. */
export const questionnaireRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const admin = createQuestionnaireAdminService(deps);
  registerEndpoint(app, listQuestionnaires, async () => ({ items: await admin.list() }));
  registerEndpoint(app, createQuestionnaire, ({ body }) => admin.create(body));
  registerEndpoint(app, getQuestionnaire, ({ params }) => admin.get(params.id));
  registerEndpoint(app, updateQuestionnaire, ({ params, body }) => admin.update(params.id, body));
  registerEndpoint(app, deleteQuestionnaire, ({ params }) => admin.remove(params.id));

  const owner = createOwnerQuestionnaireService(deps);
  registerEndpoint(app, getOwnerQuestionnaire, ({ session, query }) => owner.get(session, query.short === true));
  registerEndpoint(app, getOwnerQuestionnaireUnsecure, () => owner.getUnsecure());
};
