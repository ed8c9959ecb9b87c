import { screen, within } from '@testing-library/react';
import type { FlameProfile, SharedResult } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const TOKEN = 'shareToken_0123456789abc';

const profile = (percentiles: [number, number, number, number, number]): FlameProfile => {
  const [extraversion, agreeableness, conscientiousness, negativeEmotionality, openMindedness] = percentiles.map((percentile) => ({ score: 3, percentile }));
  return { extraversion: extraversion!, agreeableness: agreeableness!, conscientiousness: conscientiousness!, negativeEmotionality: negativeEmotionality!, openMindedness: openMindedness! };
};

const shared = (overrides: Partial<SharedResult> = {}): SharedResult => ({
  names: ['Анна', 'Борис'],
  score: 72,
  band: 'high',
  bandText: 'Совместимость выше среднего',
  profiles: [profile([72, 64, 50, 20, 81]), null],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

async function open(routes: FakeRoutes, path = `/result/${TOKEN}`, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp(path, { fetch: api.fetch, language });
  await settled(app.router);
  return { ...app, api };
}

describe('shared result page', () => {
  it('shows both first names, the score with its band in words, and only the profile that was shared', async () => {
    const { api } = await open({ getSharedResult: shared() });
    const result = await screen.findByTestId('shared-result');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Анна и Борис');
    expect(within(result).getByTestId('shared-score').textContent).toBe('72');
    expect(within(result).getByTestId('shared-band').textContent).toBe('Совместимость выше среднего');
    expect(result.textContent).toContain('Анна и Борис хорошо подходят друг другу');

    const [anna, boris] = within(result).getAllByTestId('shared-person');
    expect(within(anna!).getByRole('heading', { level: 3 }).textContent).toBe('Анна');
    const traits = within(anna!).getAllByTestId('shared-trait');
    expect(traits).toHaveLength(5);
    // Each bar says in words what it draws.
    expect(traits[0]!.textContent).toContain('Общительность');
    expect(traits[0]!.textContent).toContain('сильнее, чем у 72 % людей');
    expect(within(boris!).queryByTestId('shared-traits')).toBeNull();
    expect(within(boris!).getByTestId('shared-profile-hidden').textContent).toBe('Борис не показывает свой профиль по этой ссылке.');
    expect(api.calls('getSharedResult')[0]).toMatchObject({ params: { token: TOKEN }, query: { ln: 'ru' } });
  });

  it('invites to take the test with a full page load of the consumer test', async () => {
    await open({ getSharedResult: shared({ profiles: [null, null] }) });
    const cta = await screen.findByTestId('shared-cta');
    const link = within(cta).getByRole('link', { name: 'Пройти тест' });
    expect(link.getAttribute('href')).toBe('/main');
    // A plain link: the router does not take it over.
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('data-discover')).toBeNull();
  });

  it('says a revoked link was revoked', async () => {
    await open({ getSharedResult: failure(410, 'share_revoked') });
    const revoked = await screen.findByTestId('shared-revoked');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ссылку отозвали');
    expect(revoked.textContent).toContain('закрыл к нему доступ');
    expect(screen.getByTestId('shared-cta')).toBeTruthy();
    expect(screen.queryByTestId('shared-result')).toBeNull();
  });

  it('says an unknown link leads to nothing, and does not ask the server about one that cannot be a link', async () => {
    const first = await open({ getSharedResult: failure(404, 'not_found') });
    expect((await screen.findByTestId('shared-not_found')).textContent).toContain('Результат не найден');
    first.unmount();
    const { api } = await open({ getSharedResult: shared() }, '/result/short');
    expect((await screen.findByTestId('shared-not_found')).textContent).toContain('Результат не найден');
    expect(api.calls('getSharedResult')).toHaveLength(0);
  });

  it('reads in English, the band in the server’s English words', async () => {
    const { api } = await open({ getSharedResult: shared({ bandText: 'Above-average compatibility' }) }, `/result/${TOKEN}`, 'en');
    const result = await screen.findByTestId('shared-result');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Анна and Борис');
    expect(result.textContent).toContain('Above-average compatibility');
    expect(result.textContent).toContain('stronger than in 72% of people');
    expect(within(result).getByRole('link', { name: 'Take the test' })).toBeTruthy();
    expect(api.calls('getSharedResult')[0]).toMatchObject({ query: { ln: 'en' } });
  });
});
