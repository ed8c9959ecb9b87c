import {
  deleteFlameData,
  flameDocumentPaths,
  getFlameData,
  getSharedResult,
  revokeFlameShare,
  saveFlame,
  saveFlameData,
  shareFlame,
  writeAnonymousResultText,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createFlameService, type FlameService } from './flame-service';

// The documents take their parameters as the result and the shared result they render are read.
const language = getFlameData.query;

/**
 * The consumer partner test (decision 67): `/owner/flame/data` and `/owner/save/flame`, the shared link under
 * `/app/result`, its text under `/chatgpt/resultAnonymous`; and the two documents, which are files rather than
 * JSON and so stand outside the contract's registry and its OpenAPI document.
 */
export const flameRoutes: FastifyPluginAsync<ModuleDeps & { service?: FlameService }> = async (app, deps) => {
  const flame = deps.service ?? createFlameService(deps);

  registerEndpoint(app, saveFlameData, ({ body, query, request }) => flame.save(body, query.ln, request.ip));
  registerEndpoint(app, getFlameData, ({ params, query }) => flame.get(params.key, query.ln));
  registerEndpoint(app, deleteFlameData, async ({ params }) => {
    await flame.remove(params.key);
    return null;
  });
  registerEndpoint(app, saveFlame, ({ body, request }) => flame.saveByMail(body.id, body.email, body.ln, request.ip));
  registerEndpoint(app, shareFlame, ({ params, body }) => flame.share(params.key, body.show));
  registerEndpoint(app, revokeFlameShare, async ({ params }) => {
    await flame.revoke(params.key);
    return null;
  });
  registerEndpoint(app, getSharedResult, ({ params, query }) => flame.shared(params.token, query.ln));
  registerEndpoint(app, writeAnonymousResultText, ({ body }) => flame.text(body.key, body.result, body.params?.ln));

  app.get(
    flameDocumentPaths.reportPdf,
    { schema: { hide: true, params: getFlameData.params, querystring: language } },
    async (request, reply) => {
      const { key } = request.params as { key: string };
      const { ln } = request.query as z.output<typeof language>;
      const pdf = await flame.reportPdf(key, ln, request.ip);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="teamcast-compatibility-report.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    flameDocumentPaths.sharedImage,
    { schema: { hide: true, params: getSharedResult.params, querystring: getSharedResult.query } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const { ln } = request.query as z.output<typeof language>;
      const image = await flame.sharedImage(token, ln);
      // Asked again each time, so that a revoked link's picture is gone at once; the server keeps it rendered.
      return reply.type('image/png').header('cache-control', 'no-cache').send(image);
    },
  );
};
