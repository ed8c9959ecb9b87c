export { buildApp, type BuildAppOptions } from './app';
export { ConfigError, loadConfig, type Config } from './config';
export { startServer, type RunningServer, type StartServerOptions } from './start-server';
export { openDatabase, type Database } from './platform/database';
export { databaseOptionsFromConfig } from './platform/create-platform';
