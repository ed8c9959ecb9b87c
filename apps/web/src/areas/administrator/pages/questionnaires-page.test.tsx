import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Questionnaire } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { failure, json } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { questionnaire, questionnaireApi } from '../test-support/questionnaires';

describe('administrator: questionnaires list', () => {
  it('lists questionnaires with kind, status and use, and opens one', async () => {
    const api = questionnaireApi([
      questionnaire(),
      questionnaire({ _id: 'q2', kind: 'couple', name: { ru: 'Анкета пары', en: 'Couple' }, status: 'inactive', inUse: false }),
    ]);
    const { router } = renderApp('/administrator/questionnaires', { signedIn: ['administrator'], fetch: api.fetch });
    await settled(router);
    const rows = await screen.findAllByTestId('questionnaire-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Анкета профиля');
    expect(within(first).getByTestId('questionnaire-status').textContent).toBe('Создан');
    expect(within(first).getByTestId('questionnaire-in-use')).toBeTruthy();
    expect(second.textContent).toContain('Анкета пары');
    expect(within(second).getByTestId('questionnaire-status').textContent).toBe('Неактивен');
    expect(within(second).queryByTestId('questionnaire-in-use')).toBeNull();

    await userEvent.setup().click(second);
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrator/questionnaires/q2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Анкета пары' })).toBeTruthy();
  });

  it('offers the questionnaire opened last', async () => {
    const api = questionnaireApi();
    const { router, unmount } = renderApp('/administrator/questionnaires/q1', { signedIn: ['administrator'], fetch: api.fetch });
    await settled(router);
    await screen.findByTestId('questionnaire-header');
    await router.navigate('/administrator/questionnaires');
    const link = await screen.findByTestId('last-opened');
    expect(within(link).getByRole('link').getAttribute('href')).toBe('/administrator/questionnaires/q1');
    expect(within(link).getByRole('link').textContent).toBe('Анкета профиля');
    unmount();
  });

  it('offers nothing for a questionnaire that is gone, nor for an id it never had', async () => {
    for (const id of ['q1', 'q404']) {
      const api = questionnaireApi();
      const opened = renderApp(`/administrator/questionnaires/${id}`, { signedIn: ['administrator'], fetch: api.fetch });
      await settled(opened.router);
      await waitFor(() => expect(api.calls('getQuestionnaire', { id })).toHaveLength(1));
      opened.unmount();
      const gone = questionnaireApi([]);
      const list = renderApp('/administrator/questionnaires', { signedIn: ['administrator'], fetch: gone.fetch });
      await settled(list.router);
      await waitFor(() => expect(gone.calls('listQuestionnaires')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('last-opened')).toBeNull();
      list.unmount();
    }
  });

  it('creates a questionnaire from a copy of the one in use of its kind and opens it', async () => {
    let created: Questionnaire | null = null;
    const inUse = questionnaire();
    const api = questionnaireApi([inUse], {
      createQuestionnaire: ({ body }) => {
        const input = body as Pick<Questionnaire, 'kind' | 'name' | 'questions'>;
        created = questionnaire({ ...input, _id: 'q9', inUse: true });
        return json(201, created);
      },
      // The route stands for every id: the copy once created, the stored one otherwise.
      getQuestionnaire: ({ params }) => (created && params.id === created._id ? created : params.id === inUse._id ? inUse : failure(404, 'questionnaire_not_found')),
    });
    const { router } = renderApp('/administrator/questionnaires', { signedIn: ['administrator'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('create-questionnaire-open'));
    const form = await screen.findByTestId('create-questionnaire-form');
    expect(within(form).getByTestId('create-questionnaire-source').textContent).toContain('«Анкета профиля» (4 вопроса)');
    await user.click(within(form).getByRole('button', { name: 'Создать опросник' }));
    expect(within(form).getByLabelText(/^Название по-русски/).getAttribute('aria-invalid')).toBe('true');

    await user.type(within(form).getByLabelText(/^Название по-русски/), 'Анкета 2026');
    await user.type(within(form).getByLabelText(/^Название по-английски/), 'Profile 2026');
    await user.click(within(form).getByRole('button', { name: 'Создать опросник' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrator/questionnaires/q9'));
    const body = api.calls('createQuestionnaire')[0]?.body as Pick<Questionnaire, 'kind' | 'name' | 'questions'>;
    expect(body.kind).toBe('profile');
    expect(body.name).toEqual({ ru: 'Анкета 2026', en: 'Profile 2026' });
    expect(body.questions).toEqual(questionnaire().questions);
    expect(await screen.findByRole('heading', { level: 1, name: 'Анкета 2026' })).toBeTruthy();
  });
});
