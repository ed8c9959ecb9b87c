import { describe, expect, it } from 'vitest';
import { startServer } from './start-server';
import { slowTestTimeout, testConfig } from '../test/helpers/build-test-app';
import { useServerTarget } from '../test/helpers/server-target';

describe('startServer', () => {
  const target = useServerTarget('teamcast-server-');
  const config = () => testConfig({ PORT: '0', HOST: '127.0.0.1', ...target.env() });

  it('migrates, listens on a free port and answers over HTTP, then closes; a restart keeps the data', async () => {
    const server = await startServer(config());
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      const port = new URL(server.url).port;
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', db: target.database.options.kind });

      const missing = await fetch(`http://127.0.0.1:${port}/api/v1/missing`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await server.close();
    }

    const restarted = await startServer(config());
    try {
      const rows = await restarted.database.db.query.appMeta.findMany();
      expect(rows.map((row) => row.key).sort()).toEqual(['default_questionnaires_seeded', 'first_start', 'last_start']);
    } finally {
      await restarted.close();
    }
  }, slowTestTimeout);
});
