import { describe, expect, it } from 'vitest';
import { createLastOpenedStore } from './last-opened-store';

describe('last opened store', () => {
  it('remembers one id per area and kind', () => {
    const store = createLastOpenedStore(window.localStorage);
    store.set('administrator', 'profile', 'p1');
    store.set('administrator', 'questionnaire', 'q1');
    store.set('estimator', 'profile', 'p9');
    store.set('administrator', 'profile', 'p2');
    expect(store.get('administrator', 'profile')).toBe('p2');
    expect(store.get('administrator', 'questionnaire')).toBe('q1');
    expect(store.get('estimator', 'profile')).toBe('p9');
    expect(store.get('owner', 'team')).toBeNull();
  });

  it('forgets only the cleared area', () => {
    const store = createLastOpenedStore(window.localStorage);
    store.set('owner', 'team', 't1');
    store.set('owner-mobile', 'team', 't2');
    store.clear('owner');
    expect(store.get('owner', 'team')).toBeNull();
    expect(store.get('owner-mobile', 'team')).toBe('t2');
  });
});
