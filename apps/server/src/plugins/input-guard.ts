import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { findInputFlaw, maxInputDepth, type InputFinding } from '../http/storable-input';

const flawWords = { nul: 'a NUL character', surrogate: 'an unpaired UTF-16 surrogate' } as const;

/** Names the part as Fastify's validation errors do, and the field as a dotted path. */
export function inputFlawError(part: 'params' | 'querystring' | 'body', finding: InputFinding): AppError {
  if (finding.flaw === 'depth') {
    return new AppError(400, 'bad_request', `${part}: nested deeper than ${maxInputDepth} levels`);
  }
  const field = finding.path.length > 0 ? finding.path.join('.') : undefined;
  const where = field ? `${part}.${field}` : part;
  const what = `${finding.inKey ? 'a key holds' : 'holds'} ${flawWords[finding.flaw]}`;
  return new AppError(400, 'validation', `${where}: ${what}`, field ? { field } : {});
}

/**
 * Refuses what the database cannot store (NUL, unpaired surrogates) and absurdly deep JSON, in
 * path parameters, query values and bodies, keys included. It runs for every route, after the
 * session check and before the schema, so no handler, service or query ever sees such input,
 * whatever schema a route has or lacks. Schemas stay about meaning; this is about storage.
 */
const inputGuard: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      // Raw bodies (a webhook's bytes) are not text to store.
      ['body', Buffer.isBuffer(request.body) ? undefined : request.body],
    ] as const;
    for (const [part, value] of parts) {
      const finding = findInputFlaw(value);
      if (finding) throw inputFlawError(part, finding);
    }
  });
};

export default fp(inputGuard, { name: 'input-guard', dependencies: ['error-handling'] });
