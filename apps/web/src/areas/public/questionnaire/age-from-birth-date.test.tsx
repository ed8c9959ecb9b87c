import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScreenWidth, permalinkProfile, permalinkRoutes, questionnairePath } from '../../../features/questionnaire/test-support';
import { createFakeApi, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const patch = 'savePermalinkProfile';
const exactAge = () => screen.getByRole('textbox', { name: 'Возраст: точное значение' }) as HTMLInputElement;
const ageQuestion = () => exactAge().closest('[data-question]');

async function open(path: string, routes: FakeRoutes) {
  const api = createFakeApi(routes);
  const app = renderApp(path, { fetch: api.fetch });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

beforeEach(() => {
  // Only the date moves: the browser's today, 24 November 2026, on which someone born on 15 June 1990 is 36.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 12, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the questionnaire: an age that a birth date gives', () => {
  it('shows the age the birth date gives, read-only with why, and saves it, whatever was answered before', async () => {
    mockScreenWidth(1280);
    const profile = permalinkProfile({ firstName: 'Анна', lastName: 'Петрова', birthDate: '1990-06-15T00:00:00.000Z', answers: { age: { value: 34 } } });
    const { user, api } = await open(questionnairePath('&step=1'), permalinkRoutes(profile));
    const form = await screen.findByTestId('step-form');

    expect(exactAge().value).toBe('36');
    expect(exactAge().readOnly).toBe(true);
    expect(screen.getByRole('slider', { name: 'Возраст' }).closest('[data-disabled]')).not.toBeNull();
    expect(ageQuestion()?.textContent).toContain('Возраст посчитан по дате рождения');

    await user.click(within(screen.getByRole('radiogroup', { name: 'Пол' })).getByRole('radio', { name: 'Ж' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Служба в армии' })).getByRole('radio', { name: 'Не служил(а)' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Готовность к переезду' })).getByRole('radio', { name: 'Не готов(а)' }));
    await user.click(within(form).getByRole('button', { name: 'Далее' }));

    await waitFor(() => expect(api.calls(patch)).toHaveLength(1));
    const body = api.calls(patch)[0]!.body as { answers: { neuron_question: string; response: unknown }[] };
    expect(body.answers.find((a) => a.neuron_question === 'age')?.response).toBe(36);
  });

  it('asks the age as usual without a birth date, and follows one given on the details screen', async () => {
    mockScreenWidth(1280);
    const { user } = await open(questionnairePath(), permalinkRoutes(permalinkProfile({ firstName: 'Анна', lastName: 'Петрова' })));
    await user.click(within(await screen.findByTestId('details-form')).getByRole('button', { name: 'Начать' }));
    const form = await screen.findByTestId('step-form');
    expect(exactAge().value).toBe('');
    expect(exactAge().readOnly).toBe(false);
    expect(ageQuestion()?.textContent).not.toContain('Возраст посчитан по дате рождения');

    await user.click(within(form).getByRole('button', { name: 'Назад' }));
    const details = await screen.findByTestId('details-form');
    fireEvent.change(details.querySelector('input[name="birthDate"]')!, { target: { value: '1990-06-15' } });
    await user.click(within(details).getByRole('button', { name: 'Начать' }));
    await screen.findByTestId('step-form');
    expect(exactAge().value).toBe('36');
    expect(exactAge().readOnly).toBe(true);
  });

  it('counts the birthday from the browser date: a day before it, a year less', async () => {
    vi.setSystemTime(new Date(2026, 5, 14, 12, 0));
    mockScreenWidth(1280);
    await open(questionnairePath('&step=1'), permalinkRoutes(permalinkProfile({ firstName: 'Анна', lastName: 'Петрова', birthDate: '1990-06-15T00:00:00.000Z' })));
    await screen.findByTestId('step-form');
    expect(exactAge().value).toBe('35');
  });
});
