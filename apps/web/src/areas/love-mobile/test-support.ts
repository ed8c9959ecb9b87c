import type { Pair, PairCompatibilityView, Profile, SnapshotView } from '@teamcast/contract';
import { createScene, simulateScene } from '@teamcast/domain';
import { aProfile } from '../../features/profiles/test-support';
import { failure, type FakeRequest, type FakeRoutes } from '../../test/fake-api';

/** Fixtures of the love area's tests: partners and friends with love questionnaires, their pair and its runs. */

const createdAt = '2026-03-01T10:00:00.000Z';

export const loveProfile = (id: string, firstName: string, overrides: Partial<Profile> = {}): Profile =>
  aProfile({ _id: id, kind: 'love', firstName, lastName: null, position: null, email: null, phone: null, permalink: `perma-${id}`, ...overrides });

export const anna = loveProfile('p-1', 'Анна', { age: 29 });
export const boris = loveProfile('p-2', 'Борис', { age: 31, gender: 'М', avatarName: 'male-21-35' });
export const vera = loveProfile('p-3', 'Вера', { age: 27 });
export const couple = loveProfile('p-4', 'Лена', { kind: 'couple', age: null });

const actorOf = (profile: Profile) => ({
  id: profile._id,
  firstName: profile.firstName,
  lastName: profile.lastName,
  avatarName: profile.avatarName,
  age: profile.age,
  gender: profile.gender,
  position: profile.position,
  isDemo: false,
  isShort: false,
  hideDetails: false,
  events: [],
});

export function aPair(actors: readonly Profile[], overrides: Partial<Pair> = {}): Pair {
  return {
    _id: 'pair-1',
    kind: 'pair',
    title: actors.map((actor) => actor.firstName).join(' & '),
    status: 'ok',
    missingProfileIds: [],
    lifespan: 'new',
    startDate: '2026-03-01',
    actors: actors.map(actorOf),
    interactions: [],
    groupEvents: [],
    undo: [],
    version: 1,
    createdAt,
    updatedAt: createdAt,
    sourceSceneId: null,
    ...overrides,
  };
}

const score = (value: number, reasons: PairCompatibilityView['work']['reasons'] = []) => ({ score: value, precision: 0.6, reasons });

export function relationshipCompatibility(relation: 'LOVE' | 'FRIEND'): PairCompatibilityView {
  return {
    relation,
    work: score(50),
    leadFirst: score(50),
    leadSecond: score(50),
    love: {
      ...score(relation === 'LOVE' ? 74 : 63, [
        { code: 'weekends.alike', subject: 'weekends', kind: 'alike', effect: 'up', points: 3.1, who: 'both' },
        { code: 'difficulties.low', subject: 'difficulties', kind: 'low', effect: 'down', points: -1.4, who: 'second' },
      ]),
      oneWay: { firstWithSecond: 71, secondWithFirst: 66 },
    },
  };
}

export function aSnapshot(ruid: string, compatibility: PairCompatibilityView, ids: readonly [string, string] = ['p-1', 'p-2']): SnapshotView {
  const forecast = simulateScene(createScene({ actors: ids.map((id) => ({ id })), startDate: '2026-03-01', lifespan: 'new', seed: 3 }));
  return { kind: 'pair', ruid, sceneId: 'pair-1', createdAt: '2026-03-02T09:30:00.000Z', forecast, compatibility } as SnapshotView;
}

/** A love account with some partners and friends, whose pair and runs the fake API keeps. */
export function loveApi(people: readonly Profile[] = [anna, boris, vera, couple], overrides: FakeRoutes = {}) {
  let stored: Pair | null = null;
  let relation: 'LOVE' | 'FRIEND' = 'LOVE';
  const routes: FakeRoutes = {
    listProfiles: ({ query }: FakeRequest) => {
      const items = query.filter === 'approved' ? people.filter((profile) => profile.filled) : [...people];
      const filled = people.filter((profile) => profile.filled).length;
      return { items, total: items.length, counts: { all: people.length, empty: people.length - filled, approved: filled } };
    },
    createPair: ({ body }: FakeRequest) => {
      const { actors } = body as { actors: [string, string] };
      stored = aPair(actors.map((id) => people.find((profile) => profile._id === id)!));
      return stored;
    },
    getPair: () => stored ?? failure(404, 'scene_not_found'),
    runPair: ({ body }: FakeRequest) => {
      relation = (body as { type?: string }).type === 'friend' ? 'FRIEND' : 'LOVE';
      return { ruid: 'run-1' };
    },
    getSceneSnapshotUrl: ({ query }: FakeRequest) => ({ url: `/api/v1/scene/snapshots/${query.ruid}?key=fresh`, expiresAt: '2026-03-02T10:00:00.000Z' }),
    getSnapshot: ({ params }: FakeRequest) => aSnapshot(params.ruid!, relationshipCompatibility(relation)),
    ...overrides,
  };
  return {
    routes,
    keep(pair: Pair) {
      stored = pair;
    },
  };
}
