import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../../config';
import { serializeError } from './error-serializer';
import { createReadableLogStream } from './readable-log-stream';

export type { Logger } from 'pino';

/**
 * The server's one logger, handed to Fastify so that request logs and our own share it: JSON lines
 * in production for log collectors, short readable lines while developing.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { pid: process.pid },
    // Credentials never reach the log, even when a later route logs headers or bodies.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.key', '*.permalink', '*.sharelink'],
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
  };
  // Tests read exactly what the server would log, with its redaction and serializers.
  if (destination) return pino(options, destination);
  if (config.nodeEnv === 'production') return pino(options);
  return pino(options, createReadableLogStream(process.stdout));
}
