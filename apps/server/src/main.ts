import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './platform/database/data-dir-lock';
import { createLogger } from './platform/logging/create-logger';
import { startServer } from './start-server';

// A shutdown that hangs (a stuck connection) must not keep the process alive forever.
const shutdownTimeoutMs = 10_000;
// Ctrl-C reaches both a launcher script and this process, and the launcher may pass it on too: a
// second signal this soon is the same keypress, not a user insisting.
const duplicateSignalMs = 1_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A sentence for failures the user can fix; undefined for the unexpected, which need the stack. */
function explainStartFailure(error: unknown, config: Config): string | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `port ${config.port} is already in use; stop the other program or set PORT`;
  if (code === 'EACCES') return `not allowed to listen on ${config.host}:${config.port}; choose a PORT above 1023`;
  if (error instanceof DataDirLockedError) return error.message;
  return undefined;
}

const config = readConfig();
const logger = createLogger(config);

let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer(config, { logger });
} catch (error) {
  const explanation = explainStartFailure(error, config);
  if (explanation) logger.fatal(`Teamcast could not start: ${explanation}`);
  else logger.fatal({ err: error }, 'Teamcast could not start');
  logger.flush();
  process.exit(1);
}

let stoppingSince: number | undefined;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stoppingSince !== undefined) {
    if (performance.now() - stoppingSince < duplicateSignalMs) return;
    logger.warn(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  stoppingSince = performance.now();
  logger.info(`${signal}: shutting down`);
  setTimeout(() => {
    logger.error('shutdown took too long: exiting');
    process.exit(1);
  }, shutdownTimeoutMs).unref();
  try {
    await server.close();
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
