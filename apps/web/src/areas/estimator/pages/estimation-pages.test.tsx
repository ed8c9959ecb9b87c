import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EstimatorProfile, EstimatorProfileDetail, EstimatorProfileList } from '@teamcast/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { annaAnswers, profileQuestionnaire } from '../../../features/profiles/test-support';
import { lastOpenedStore } from '../../../shared/last-opened/last-opened-store';
import { createFakeApi, estimatorSelf, failure, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

function assigned(overrides: Partial<EstimatorProfile> = {}): EstimatorProfile {
  return {
    _id: 'p1',
    kind: 'full',
    firstName: 'Анна',
    lastName: 'Смирнова',
    age: 34,
    gender: 'Ж',
    position: 'Аналитик',
    completedAt: '2026-02-01T10:00:00.000Z',
    batch: 1,
    assignedAt: '2026-03-01T10:00:00.000Z',
    viewedAt: null,
    score: null,
    scorePrecise: null,
    grade: null,
    skipStatus: null,
    hasNote: false,
    status: 'notEstimated',
    ratedAt: null,
    ...overrides,
  };
}

const boris = assigned({ _id: 'p2', firstName: 'Борис', lastName: null, status: 'estimated', score: 75, grade: 'senior' });

function aList(items: EstimatorProfile[], overrides: Partial<EstimatorProfileList> = {}): EstimatorProfileList {
  return {
    items,
    total: items.length,
    counts: { all: items.length, viewOnly: 0, estimated: 0, postponed: 0, notEstimated: items.length, suspect: 0 },
    lastOpened: null,
    ...overrides,
  };
}

function aDetail(profile: EstimatorProfile, overrides: Partial<EstimatorProfileDetail> = {}): EstimatorProfileDetail {
  return { ...profile, note: null, answers: annaAnswers, questionnaire: profileQuestionnaire, ...overrides };
}

async function open(path: string, routes: FakeRoutes, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp(path, { signedIn: ['estimator'], fetch: api.fetch, language });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

beforeEach(() => lastOpenedStore.clear('estimator'));

describe('estimator: the profile list', () => {
  it('shows the tabs with their counts and asks the server for the chosen tab', async () => {
    const { api, user } = await open('/estimator', {
      listEstimatorProfiles: ({ query }) =>
        aList(query.filter === 'estimated' ? [boris] : [assigned(), boris], {
          counts: { all: 2, viewOnly: 0, estimated: 1, postponed: 0, notEstimated: 1, suspect: 0 },
        }),
    });
    expect((await screen.findAllByTestId('assigned-profile')).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Анна Смирнова'),
      expect.stringContaining('Борис'),
    ]);
    expect(screen.getByTestId('filter-estimated').textContent).toBe('Оценённые1');
    expect(screen.getByTestId('filter-all').textContent).toBe('Все2');
    await user.click(screen.getByTestId('filter-estimated'));
    await waitFor(() => expect(screen.getAllByTestId('assigned-profile')).toHaveLength(1));
    expect(screen.getByTestId('assigned-profile').textContent).toContain('Senior');
    expect(api.calls('listEstimatorProfiles').at(-1)?.query).toMatchObject({ filter: 'estimated' });

    await user.selectOptions(screen.getByTestId('list-sort'), 'По имени');
    await waitFor(() => expect(api.calls('listEstimatorProfiles').at(-1)?.query).toMatchObject({ filter: 'estimated', sort: 'name', order: 'asc' }));
  });

  it('takes a new batch and says how many came, or why none did', async () => {
    let answer = { batchSize: 10, unfinished: 10 };
    const { api, user } = await open('/estimator', {
      listEstimatorProfiles: aList([]),
      requestEstimatorBatch: () => answer,
    });
    expect((await screen.findByTestId('assigned-empty')).textContent).toContain('Профилей на оценку пока нет');
    await user.click(screen.getByTestId('request-batch'));
    expect((await screen.findByTestId('batch-result')).textContent).toBe('Получено профилей на оценку: 10');
    answer = { batchSize: 0, unfinished: 3 };
    await user.click(screen.getByTestId('request-batch'));
    await waitFor(() => expect(screen.getByTestId('batch-result').textContent).toContain('Осталось профилей: 3'));
    answer = { batchSize: 0, unfinished: 0 };
    await user.click(screen.getByTestId('request-batch'));
    await waitFor(() => expect(screen.getByTestId('batch-result').textContent).toBe('Новых профилей на оценку пока нет. Загляните позже.'));
    expect(api.calls('requestEstimatorBatch')).toHaveLength(3);
  });

  it('links to the profile opened last on this device only as the server confirms it is still assigned', async () => {
    lastOpenedStore.set('estimator', 'profile', { id: 'p2', title: 'Борис' });
    const { api } = await open('/estimator', { listEstimatorProfiles: aList([assigned()], { lastOpened: boris }) });
    const link = await screen.findByTestId('last-opened');
    expect(within(link).getByRole('link').getAttribute('href')).toBe('/estimator/profiles/p2');
    expect(api.calls('listEstimatorProfiles')[0]?.query).toMatchObject({ lastOpened: 'p2' });
  });
  it('speaks English too', async () => {
    await open('/estimator', { getEstimatorSelf: estimatorSelf({ ln: 'en' }), listEstimatorProfiles: aList([assigned(), boris], { counts: { all: 2, viewOnly: 0, estimated: 1, postponed: 0, notEstimated: 1, suspect: 0 } }) }, 'en');
    const rows = await screen.findAllByTestId('assigned-profile');
    expect(rows[0]!.textContent).toContain('Not estimated');
    expect(screen.getByTestId('filter-viewOnly').textContent).toBe('View only0');
    expect(screen.getByTestId('request-batch').textContent).toBe('New batch of profiles');
  });
});

describe('estimator: a profile page', () => {
  it('shows the readable answers, grades, sets the precise score, keeps a note and skips', async () => {
    let current = aDetail(assigned({ status: 'viewOnly', viewedAt: '2026-03-02T09:00:00.000Z' }));
    const update = (changes: Partial<EstimatorProfile>) => {
      current = { ...current, ...changes };
      const { note: _note, answers: _answers, questionnaire: _questionnaire, ...item } = current;
      return item;
    };
    const { api, user } = await open('/estimator/profiles/p1', {
      getEstimatorProfile: () => current,
      listEstimatorProfiles: aList([]),
      rateEstimatorProfile: ({ body }) => update({ score: (body as { score: number }).score, grade: 'middle_plus', status: 'estimated' }),
      rateEstimatorProfilePrecise: ({ body }) => update({ scorePrecise: (body as { score: number }).score, grade: 'senior', status: 'estimated' }),
      saveEstimatorNote: () => update({ hasNote: true }),
      skipEstimatorProfile: ({ body }) => update({ skipStatus: (body as { skipStatus: 'suspicious' }).skipStatus, status: 'suspect' }),
    });
    await screen.findByTestId('grading-panel');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Анна Смирнова');
    expect(screen.getAllByTestId('profile-step-answers')[1]!.textContent).toContain('Иностранные языкиАнглийский, Немецкий');
    expect(lastOpenedStore.get('estimator', 'profile')).toEqual({ id: 'p1', title: 'Анна Смирнова' });

    await user.click(screen.getByRole('radio', { name: 'Middle+' }));
    await waitFor(() => expect(api.calls('rateEstimatorProfile')[0]?.body).toEqual({ score: 58 }));
    await waitFor(() => expect(screen.getByTestId('profile-grade').textContent).toBe('Middle+'));

    const value = screen.getByRole('textbox', { name: 'Значение' });
    await user.clear(value);
    await user.type(value, '81.25');
    await user.click(screen.getByTestId('save-precise'));
    await waitFor(() => expect(api.calls('rateEstimatorProfilePrecise')[0]?.body).toEqual({ score: 81.25 }));
    expect((await screen.findByTestId('precise-saved')).textContent).toBe('Сохранена точная оценка: 81.25');

    const note = within(screen.getByTestId('note-editor'));
    expect(note.getByTestId('note-state').textContent).toBe('');
    await user.type(note.getByRole('textbox'), 'Сильный аналитик');
    expect(note.getByTestId('note-state').textContent).toBe('Есть несохранённые изменения');
    await user.click(note.getByRole('button', { name: 'Сохранить заметку' }));
    await waitFor(() => expect(note.getByTestId('note-state').textContent).toBe('Сохранено'));
    expect(api.calls('saveEstimatorNote')[0]?.body).toEqual({ content: 'Сильный аналитик' });

    await user.click(screen.getByRole('button', { name: 'Подозрительный' }));
    expect((await screen.findByTestId('skip-state')).textContent).toBe('Профиль отмечен как подозрительный');
    expect(api.calls('skipEstimatorProfile')[0]?.body).toEqual({ skipStatus: 'suspicious' });
  });

  it('says in place that a profile not assigned to the estimator is not found', async () => {
    await open('/estimator/profiles/p9', { getEstimatorProfile: failure(404, 'profile_not_found') });
    expect((await screen.findByTestId('profile-not-found')).textContent).toBe('Профиль не найден или не назначен вам.');
    expect(lastOpenedStore.get('estimator', 'profile')).toBeNull();
  });
});

describe('estimator: comparing two profiles', () => {
  it('shows the two profiles named in the address side by side', async () => {
    const { api } = await open('/compare-profiles?left=p1&right=p2', {
      listEstimatorProfiles: aList([assigned(), boris]),
      getEstimatorProfile: ({ params }) => (params.id === 'p2' ? aDetail(boris) : aDetail(assigned())),
    });
    await waitFor(() => expect(screen.getAllByTestId('compared-profile')).toHaveLength(2));
    const [left, right] = screen.getAllByTestId('compared-profile');
    expect(within(left!).getByRole('heading', { level: 2 }).textContent).toBe('Анна Смирнова');
    expect(within(right!).getByRole('heading', { level: 2 }).textContent).toBe('Борис');
    expect(api.calls('getEstimatorProfile').map((call) => call.params.id).sort()).toEqual(['p1', 'p2']);
  });
});

describe('estimator: password reset', () => {
  it('says the user is not found for an unknown email', async () => {
    const { user } = await open('/estimator/password-reset', { estimatorLoginLink: failure(404, 'user_not_found', { field: 'username' }) });
    await user.type(await screen.findByLabelText(/^Email/, { selector: 'input' }), 'nobody@example.com');
    await user.click(within(screen.getByTestId('password-reset-form')).getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('password-reset-form').textContent).toContain('Извините, данный пользователь не найден в базе'));
  });
});

