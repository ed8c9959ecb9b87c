import type { SceneView } from '@teamcast/contract';

/** A team as the API answers it: empty, at its first version, changed by `overrides`. */
export function aTeam(overrides: Partial<SceneView> = {}): SceneView {
  return {
    _id: 'team-1',
    kind: 'team',
    title: 'Разработка',
    status: 'ok',
    missingProfileIds: [],
    lifespan: 'new',
    startDate: '2026-12-01',
    actors: [],
    interactions: [],
    groupEvents: [],
    undo: [],
    version: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
