import { describe, expect, it } from 'vitest';
import { browserStore, memoryStore, readJson, writeJson } from './browser-store';

const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => typeof item === 'number');

describe('the device store', () => {
  it('reads back what it wrote, and nothing of another shape', () => {
    const store = memoryStore();
    writeJson(store, 'a', [1, 2]);
    expect(readJson(store, 'a', isNumbers)).toEqual([1, 2]);
    store.set('b', '{"x":1}');
    expect(readJson(store, 'b', isNumbers)).toBeNull();
    store.set('c', 'not json');
    expect(readJson(store, 'c', isNumbers)).toBeNull();
    expect(readJson(store, 'missing', isNumbers)).toBeNull();
  });

  it('keeps values in memory for the visit when the browser refuses its storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const store = browserStore(refusing);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
  });

  it('uses localStorage when it works', () => {
    const store = browserStore(window.localStorage);
    store.set('teamcast.test', 'yes');
    expect(window.localStorage.getItem('teamcast.test')).toBe('yes');
  });
});
