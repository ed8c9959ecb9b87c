import { stdSerializers } from 'pino';
import { redactUrl } from './redact-url';

// A failed query names its parameters, which may be a permalink or a link's token hash.
const queryParameters = /\nparams: [^\n]*/g;

const scrub = (text: string) => redactUrl(text.replace(queryParameters, '\nparams: [redacted]'));

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

function scrubError(serialized: SerializedError): SerializedError {
  const result: SerializedError = { ...serialized };
  if (typeof result.message === 'string') result.message = scrub(result.message);
  if (typeof result.stack === 'string') result.stack = scrub(result.stack);
  delete result.params;
  if (result.cause && typeof result.cause === 'object') result.cause = scrubError(result.cause as SerializedError);
  return result;
}

/** Errors as logged: pino's usual fields, without query parameters or secrets in urls. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return scrubError(stdSerializers.err(error) as unknown as SerializedError);
}
