import { pino, type Logger } from 'pino';
import type { Config } from '../../config';
import { createReadableLogStream } from './readable-log-stream';

export type { Logger } from 'pino';

/**
 * The server's one logger, handed to Fastify so that request logs and our own share it: JSON lines
 * in production for log collectors, short readable lines while developing.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  const options = {
    level: config.logLevel,
    base: { pid: process.pid },
    // Credentials never reach the log, even when a later route logs headers or bodies.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  };
  if (config.nodeEnv === 'production') return pino(options);
  return pino(options, createReadableLogStream(process.stdout));
}
