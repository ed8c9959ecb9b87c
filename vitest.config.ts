import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest 5 prints its failure summary with Map.groupBy, which Node 20 lacks; without it a failing
// run loses the very details that explain the failure.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<T, K>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// Vitest keeps a core for itself by default, which on a two-core machine leaves one file running at a time and
// half the machine idle while tests wait on databases, threads and sockets; one file per core runs the suites in
// about two thirds of the time. Each project sets it, as a project does not take the root's.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: availableParallelism(),
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      'apps/server/vitest.config.ts',
    ],
  },
});
