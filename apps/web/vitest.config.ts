import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    // One test file per core (see the root vitest.config.ts).
    maxWorkers: availableParallelism(),
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
