import { describe, expect, it } from 'vitest';
import { createLastOpenedStore } from './last-opened-store';

const item = (id: string) => ({ id, title: `Title ${id}` });

describe('last opened store', () => {
  it('remembers one item with its title per area and kind', () => {
    const store = createLastOpenedStore(window.localStorage);
    store.set('administrator', 'profile', item('p1'));
    store.set('administrator', 'questionnaire', item('q1'));
    store.set('estimator', 'profile', item('p9'));
    store.set('administrator', 'profile', item('p2'));
    expect(store.get('administrator', 'profile')).toEqual(item('p2'));
    expect(store.get('administrator', 'questionnaire')).toEqual(item('q1'));
    expect(store.get('estimator', 'profile')).toEqual(item('p9'));
    expect(store.get('owner', 'team')).toBeNull();
  });

  it('names nothing from a bare id or a broken value, and keeps nothing without a title', () => {
    const store = createLastOpenedStore(window.localStorage);
    window.localStorage.setItem('teamcast.last-opened.owner.team', '123');
    expect(store.get('owner', 'team')).toBeNull();
    window.localStorage.setItem('teamcast.last-opened.owner.team', '{"id":"123"}');
    expect(store.get('owner', 'team')).toBeNull();
    store.set('owner-mobile', 'team', { id: 't1', title: '' });
    expect(store.get('owner-mobile', 'team')).toBeNull();
  });

  it('forgets one item, or only the cleared area', () => {
    const store = createLastOpenedStore(window.localStorage);
    store.set('owner', 'team', item('t1'));
    store.set('owner-mobile', 'team', item('t2'));
    store.set('administrator', 'questionnaire', item('q1'));
    store.forget('administrator', 'questionnaire');
    expect(store.get('administrator', 'questionnaire')).toBeNull();
    store.clear('owner');
    expect(store.get('owner', 'team')).toBeNull();
    expect(store.get('owner-mobile', 'team')).toEqual(item('t2'));
  });
});
