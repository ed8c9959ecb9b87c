import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NeuronetModel, NeuronetProfile } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { administratorSelf, createFakeApi, failure } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

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
