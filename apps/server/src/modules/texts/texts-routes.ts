import { writeResultText } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createResultTextService } from './result-text-service';

/** /api/v1/chatgpt: narratives of the owner's results. */
export const textRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const texts = createResultTextService(deps);
  registerEndpoint(app, writeResultText, ({ session, body }) => texts.write(session, body));
};
