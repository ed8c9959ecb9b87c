import { MantineProvider } from '@mantine/core';
import type { SceneForecastView, SceneView } from '@teamcast/contract';
import { applySceneChange, createScene, simulateScene, type Scene, type SceneChange } from '@teamcast/domain';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../shared/i18n/i18n';
import { aTeam } from '../../../test/scene-fixtures';

const people = {
  ann: { firstName: 'Анна', lastName: 'Петрова' },
  bob: { firstName: 'Борис', lastName: 'Иванов' },
  cat: { firstName: 'Вера', lastName: null },
  dan: { firstName: 'Глеб', lastName: 'Смирнов' },
} as const;

const defaultChanges: SceneChange[] = [
  { kind: 'interaction', actorIds: ['ann', 'bob'], day: 0, hours: 10, remote: true },
  { kind: 'interaction', actorIds: ['ann', 'cat'], day: 100, hours: 2, remote: false },
  { kind: 'dismiss', actorId: 'dan', day: 200 },
];

/**
 * A team of four that has lived a year: Anna and Boris work 10 hours a week remotely from the start,
 * Anna and Vera 2 hours in the office from day 100, and Gleb leaves on day 200.
 */
export function teamYear(changes: readonly SceneChange[] = defaultChanges, lifespan: Scene['lifespan'] = '1y'): { scene: SceneView; forecast: SceneForecastView } {
  const start = createScene({
    startDate: '2026-12-01',
    lifespan,
    seed: 11,
    actors: Object.keys(people).map((id) => ({ id })),
  });
  const model: Scene = changes.reduce(applySceneChange, start);
  const forecast = simulateScene(model) as unknown as SceneForecastView;
  const scene = aTeam({
    lifespan,
    startDate: model.startDate,
    actors: model.actors.map((actor) => ({
      id: actor.id,
      ...people[actor.id as keyof typeof people],
      avatarName: actor.id,
      age: null,
      gender: null,
      position: null,
      isDemo: false,
      isShort: false,
      hideDetails: false,
      events: actor.events.map((event) => ({ ...event })),
    })),
    interactions: model.interactions.map(({ actorIds, day, hours, remote }) => ({ actorIds: [actorIds[0], actorIds[1]], day, hours, remote })),
  });
  return { scene, forecast };
}


export function renderInsight(ui: ReactNode, locale: 'ru' | 'en' = 'ru') {
  const i18n = createI18n(locale);
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{node}</MantineProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}

/**
 * Gives the charts a width: the test DOM lays nothing out, and a chart of no width draws nothing. Only the
 * charts' own frames are sized, so everything else keeps its natural (empty) measures.
 */
export function sizeCharts(width = 600, height = 190): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.testid !== 'timeline-chart') return original.call(this);
    return { x: 0, y: 0, top: 0, left: 0, width, height, right: width, bottom: height, toJSON: () => ({}) } as DOMRect;
  });
  return () => spy.mockRestore();
}

/** Text with any run of spaces (the no-break spaces of number formats too) as one plain space. */
export const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Waits for a lazily loaded insight: the first test of a file also waits for its module to be transformed. */
export const loaded = (testId: string) => screen.findByTestId(testId, {}, { timeout: 10_000 });
