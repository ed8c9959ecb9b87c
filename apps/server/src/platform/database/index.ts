export type { Database, DatabaseEvents, DatabaseKind, DatabaseOptions, Db } from './database';
export { openDatabase } from './open-database';
export { migrationsFolder } from './migrations';
export { preparedStatement } from './prepared-statements';
