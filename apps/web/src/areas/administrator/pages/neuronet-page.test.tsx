import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NeuronetModel, NeuronetProfile } from '@teamcast/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administratorSelf, createFakeApi, failure } from '../../../test/fake-api';
import { createFakeRealtime } from '../../../test/fake-realtime';
import { renderApp, settled } from '../../../test/render-app';
import { offlineRefetchMs } from '../neuronet/neuronet-api';

const admin = () => administratorSelf({ ln: 'en' });

function model(overrides: Partial<NeuronetModel> = {}): NeuronetModel {
  return {
    _id: 'm1',
    name: 'synthetic',
    version: 1,
    origin: 'trained',
    dataSource: 'synthetic',
    synthetic: true,
    status: 'ready',
    encoderVersion: 2,
    inputSize: 143,
    progress: 1,
    metrics: { metric: 'rmse', folds: 5, rows: 300, model: 11.6, meanBaseline: 16.7, ridgeBaseline: 13.4 },
    beatsBaselines: true,
    publishable: true,
    publishRefusal: null,
    published: false,
    error: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    finishedAt: '2026-03-01T10:01:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}

const refused = model({
  _id: 'm2',
  version: 2,
  status: 'refused',
  beatsBaselines: false,
  publishable: false,
  publishRefusal: 'baselines',
  metrics: { metric: 'rmse', folds: 5, rows: 300, model: 17.1, meanBaseline: 16.7, ridgeBaseline: 16.9 },
});

const ungraded: NeuronetProfile = {
  _id: 'p1',
  firstName: 'Anna',
  lastName: 'Lee',
  finalScorePrecise: null,
  graded: false,
  predicted: true,
  prediction: { profileId: 'p1', modelId: 'm1', modelVersion: 1, synthetic: true, value: 62.4, uncertainty: 11.6, grade: 'senior', predictedAt: '2026-03-01T11:00:00.000Z' },
};

describe('the neuronet page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the pushed training progress without polling, reads the list again at the end, and refetches slowly while offline', async () => {
    // Time moves on its own for the page, and leaps where the test says.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const training = model({ _id: 'm3', version: 3, status: 'training', progress: 0, metrics: null, beatsBaselines: false, publishable: false, publishRefusal: 'not_ready', finishedAt: null });
    let models = [training, model()];
    const api = createFakeApi({
      getAdministratorSelf: admin,
      listNeuronetModels: () => ({ items: models, total: models.length }),
      listNeuronetProfiles: { items: [], total: 0 },
    });
    const realtime = createFakeRealtime();
    const { router } = renderApp('/administrator/neuronet', { signedIn: ['administrator'], fetch: api.fetch, language: 'en', realtime });
    await settled(router);
    await screen.findByTestId('training-progress');
    expect(realtime.live().map((connection) => connection.token)).toEqual(['token-administrator']);
    const listed = api.calls('listNeuronetModels').length;

    const progress = { modelId: 'm3', fits: 6, status: 'training', metrics: null, publishRefusal: null, error: null } as const;
    act(() => realtime.send({ type: 'neuronetTraining', payload: { ...progress, phase: 'cross_validation', progress: 0.42, fit: 2 } }));
    const bar = screen.getByRole('progressbar', { name: 'Training progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByTestId('training-phase').textContent).toBe('Cross-validation: fold 3 of 5 — 42%');
    act(() => realtime.send({ type: 'neuronetTraining', payload: { ...progress, phase: 'final_fit', progress: 0.9, fit: 5 } }));
    expect(screen.getByRole('progressbar', { name: 'Training progress' }).getAttribute('aria-valuenow')).toBe('90');
    expect(screen.getByTestId('training-phase').textContent).toBe('Final fit on every profile — 90%');

    // While the connection is up, nothing is read again, however long the training takes.
    await act(() => vi.advanceTimersByTimeAsync(3 * offlineRefetchMs));
    expect(api.calls('listNeuronetModels')).toHaveLength(listed);

    // The connection drops: the list is read again every ten seconds, not every second.
    act(() => realtime.setState('reconnecting'));
    await act(() => vi.advanceTimersByTimeAsync(offlineRefetchMs - 1000));
    expect(api.calls('listNeuronetModels')).toHaveLength(listed);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.calls('listNeuronetModels')).toHaveLength(listed + 1);
    // Back: read once for whatever ended meanwhile, then quiet again.
    act(() => realtime.setState('open'));
    await waitFor(() => expect(api.calls('listNeuronetModels')).toHaveLength(listed + 2));
    await act(() => vi.advanceTimersByTimeAsync(3 * offlineRefetchMs));
    expect(api.calls('listNeuronetModels')).toHaveLength(listed + 2);

    const metrics = model().metrics;
    models = [{ ...training, status: 'ready', progress: 1, metrics, publishable: true, publishRefusal: null, beatsBaselines: true, finishedAt: '2026-03-01T11:00:00.000Z' }, model()];
    act(() => realtime.send({ type: 'neuronetTraining', payload: { ...progress, phase: 'finished', progress: 1, fit: 6, status: 'ready', metrics } }));
    await waitFor(() => expect(screen.getAllByTestId('model-row')[0]!.getAttribute('data-status')).toBe('ready'));
    expect(api.calls('listNeuronetModels')).toHaveLength(listed + 3);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lists models with the synthetic badge, lets publish only what beats both baselines and says why not', async () => {
    const api = createFakeApi({
      getAdministratorSelf: admin,
      listNeuronetModels: { items: [refused, model()], total: 2 },
      listNeuronetProfiles: { items: [ungraded], total: 1 },
      publishNeuronetModel: model({ published: true, publishable: true }),
    });
    const { router } = renderApp('/administrator/neuronet', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    const rows = await screen.findAllByTestId('model-row');
    expect(rows.map((row) => within(row).getByTestId('data-source').textContent)).toEqual(['Synthetic', 'Synthetic']);
    const refusedPublish = within(rows[0]!).getByTestId('publish-model');
    expect(refusedPublish.hasAttribute('disabled')).toBe(true);
    expect(within(rows[0]!).getByTestId('publish-refusal').textContent).toBe('Does not beat both baselines');
    expect(within(rows[1]!).queryByTestId('publish-refusal')).toBeNull();

    fireEvent.click(within(rows[1]!).getByTestId('publish-model'));
    await waitFor(() => expect(api.calls('publishNeuronetModel')).toHaveLength(1));
    expect(api.calls('publishNeuronetModel')[0]?.params).toMatchObject({ id: 'm1' });

    const prediction = await screen.findByTestId('prediction-row');
    expect(within(prediction).getByTestId('predicted-value').textContent).toBe('62.4 ± 11.6');
    expect(within(prediction).getByTestId('predicted-badge').textContent).toBe('predicted');
  });

  it('says why training on grades was refused', async () => {
    const api = createFakeApi({
      getAdministratorSelf: admin,
      listNeuronetModels: { items: [], total: 0 },
      listNeuronetProfiles: { items: [], total: 0 },
      trainNeuronetModel: failure(409, 'conflict', { rule: 'neuronet.tooFewGraded', params: { needed: 20, found: 3 } }),
    });
    const { router } = renderApp('/administrator/neuronet', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    fireEvent.click(await screen.findByTestId('open-train'));
    fireEvent.click(await screen.findByText('Graded profiles'));
    fireEvent.click(screen.getByTestId('train-start'));
    expect((await screen.findByTestId('neuronet-error')).textContent).toBe('Too few graded profiles to train on: 3 of the 20 needed.');
    expect(api.calls('trainNeuronetModel')[0]?.body).toEqual({ dataSource: 'graded' });
  });
});
