import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/pglite-template.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
