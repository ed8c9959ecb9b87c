import { describe, expect, it, vi } from 'vitest';
import { authAreas } from './auth-area';
import { createCredentialsStore, credentialsStorageKey } from './credentials-store';

function setup() {
  window.localStorage.clear();
  const target = new EventTarget();
  const store = createCredentialsStore(window.localStorage, target as unknown as Window);
  return { store, target };
}

describe('credentials store', () => {
  it('keeps each area under its own localStorage key', () => {
    const { store } = setup();
    const keys = authAreas.map(credentialsStorageKey);
    expect(new Set(keys).size).toBe(authAreas.length);
    store.set('owner', { token: 'owner-token' });
    expect(window.localStorage.getItem('teamcast.auth.owner')).toContain('owner-token');
    expect(store.get('owner')).toEqual({ token: 'owner-token' });
  });

  it('signs areas in and out independently', () => {
    const { store } = setup();
    store.set('owner', { token: 'a' });
    store.set('owner-mobile', { token: 'b' });
    store.set('administrator', { token: 'c' });
    store.clear('owner');
    expect(store.get('owner')).toBeNull();
    expect(store.get('owner-mobile')).toEqual({ token: 'b' });
    expect(store.get('administrator')).toEqual({ token: 'c' });
    expect(store.get('estimator')).toBeNull();
  });

  it('treats a value it did not write as signed out', () => {
    const { store } = setup();
    window.localStorage.setItem(credentialsStorageKey('estimator'), 'not json');
    expect(store.get('estimator')).toBeNull();
    window.localStorage.setItem(credentialsStorageKey('estimator'), JSON.stringify({ token: '' }));
    expect(store.get('estimator')).toBeNull();
    window.localStorage.setItem(credentialsStorageKey('estimator'), JSON.stringify({ token: 42 }));
    expect(store.get('estimator')).toBeNull();
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const { store, target } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('love-mobile', { token: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: credentialsStorageKey('love-mobile') }));
    expect(listener).toHaveBeenCalledTimes(2);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'something.else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.clear('love-mobile');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
