import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One test file per core (see the root vitest.config.ts).
    maxWorkers: availableParallelism(),
    environment: 'node',
    globalSetup: ['test/pglite-template.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
