import { describe, expect, it } from 'vitest';
import { createThreadPool } from './thread-pool';

describe('a pool kept warm', () => {
  it('loads the engine in every one of its threads when warmed, each thread taking one warming task', async () => {
    const pool = createThreadPool(2, { keepWarm: true });
    try {
      expect(await pool.warm?.()).toBe(2);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
