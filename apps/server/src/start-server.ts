import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { recordStart } from './first-start';
import { processTerminal, reportFirstAdministrator, type Terminal } from './first-administrator-notice';
import { ensureFirstAdministrator } from './modules/administrator/first-administrator';
import { databaseOptionsFromConfig } from './platform/create-platform';
import { openDatabase, type Database } from './platform/database';
import { createLogger, type Logger } from './platform/logging/create-logger';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Where a browser on this machine reaches the server. */
  url: string;
  /** Stops taking requests, finishes the ones under way, then closes the database. */
  close(): Promise<void>;
}

export interface StartServerOptions {
  logger?: Logger;
  /** Where a generated administrator password is shown; the process's own terminal by default. */
  terminal?: Terminal;
}

function browserUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Opens and migrates the database, builds the app and listens; used by main.ts and by scripts. */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  const database = await openDatabase(databaseOptionsFromConfig(config), {
    onIdleClientError: (error) => logger.error({ err: error }, 'an idle database connection failed'),
  });
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    const start = await recordStart(database.db, new Date());
    logger.info(
      { db: database.kind, firstStartAt: start.firstStartAt },
      start.isFirstStart ? 'database created and migrated' : 'database migrated',
    );

    await reportFirstAdministrator(
      await ensureFirstAdministrator(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword }, new Date()),
      { logger, terminal: options.terminal ?? processTerminal, dataDir: config.dataDir },
    );

    app = await buildApp({ config, db: database, logger });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = browserUrl(config.host, port);
  logger.info(`Teamcast is running at ${url}`);

  const server = app;
  let closing: Promise<void> | undefined;
  return {
    app: server,
    database,
    url,
    close() {
      closing ??= (async () => {
        try {
          await server.close();
        } finally {
          await database.close();
        }
      })();
      return closing;
    },
  };
}
