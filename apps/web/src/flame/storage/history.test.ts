import { describe, expect, it } from 'vitest';
import { memoryStore } from './browser-store';
import { forgetTest, historyKey, readHistory, rememberTest } from './history';

const test = (key: string, createdAt: string, status: 'INITIAL' | 'UNPAID' | 'PAID' = 'INITIAL') => ({ key, title: `Анна и ${key}`, status, createdAt });

describe('the history of tests on this device', () => {
  it('lists tests newest first with the spec’s fields, and updates one in place', () => {
    const store = memoryStore();
    rememberTest(store, test('b', '2026-01-02T10:00:00.000Z'));
    rememberTest(store, test('a', '2026-01-01T10:00:00.000Z'));
    rememberTest(store, test('b', '2026-01-02T10:00:00.000Z', 'PAID'));
    expect(readHistory(store)).toEqual([
      { title: 'Анна и b', status: 'PAID', createdAt: '2026-01-02T10:00:00.000Z', compatibilityId: 'b' },
      { title: 'Анна и a', status: 'INITIAL', createdAt: '2026-01-01T10:00:00.000Z', compatibilityId: 'a' },
    ]);
  });

  it('forgets a test, and skips what storage damaged', () => {
    const store = memoryStore();
    rememberTest(store, test('a', '2026-01-01T10:00:00.000Z'));
    expect(forgetTest(store, 'a')).toEqual([]);
    store.set(historyKey, JSON.stringify([{ title: 1 }, { title: 'x', status: 'PAID', createdAt: 'c', compatibilityId: 'k' }]));
    expect(readHistory(store)).toHaveLength(1);
    store.set(historyKey, '{');
    expect(readHistory(store)).toEqual([]);
  });
});
