import { getAnalysis, startAdvice, startAssembly, startMonitor } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createAnalysisService } from './analysis-service';

/** /api/v1/scene: the assembler, the what-if advisor and the director monitor. */
export const analysisRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const analyses = createAnalysisService(deps);
  registerEndpoint(app, startAssembly, ({ session, body }) => analyses.assemble(session, body));
  registerEndpoint(app, startAdvice, ({ session, params, body }) => analyses.advise(session, params.id, body));
  registerEndpoint(app, startMonitor, ({ session, body }) => analyses.monitor(session, body));
  registerEndpoint(app, getAnalysis, ({ session, params }) => analyses.get(session, params.ruid));
};
