import { afterAll, beforeAll } from 'vitest';
import type { Environment } from '../../src/config';
import { makeTempDir } from './build-test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface ServerTarget {
  /** The data folder a started server or the CLI uses. */
  readonly dir: string;
  readonly database: TestDatabase;
  /** DATA_DIR, and DATABASE_URL when the tests run on PostgreSQL. */
  env(): Environment;
}

/**
 * A data folder and a database of its own for tests that start the whole server or the CLI the way
 * configuration does, made before the file's tests and removed after them.
 */
export function useServerTarget(prefix: string): ServerTarget {
  let temp: Awaited<ReturnType<typeof makeTempDir>> | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    temp = await makeTempDir(prefix);
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    await temp?.remove();
  });

  const ready = () => {
    if (!temp || !database) throw new Error('The server target is used before its setup ran');
    return { temp, database };
  };
  return {
    get dir() {
      return ready().temp.dir;
    },
    get database() {
      return ready().database;
    },
    env() {
      const { temp: folder, database: target } = ready();
      return {
        DATA_DIR: folder.dir,
        ...(target.options.kind === 'postgres' ? { DATABASE_URL: target.options.url } : {}),
      };
    },
  };
}
