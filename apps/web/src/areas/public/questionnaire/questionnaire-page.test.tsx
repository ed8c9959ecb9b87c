import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermalinkProfile } from '@teamcast/contract';
import { defaultQuestionnaires, PROFILE_STEPS, type Answers } from '@teamcast/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerStep,
  asServerAnswers,
  mockScreenWidth,
  PERMALINK,
  permalinkProfile,
  permalinkRoutes,
  profileEndpoint,
  questionnairePath,
} from '../../../features/questionnaire/test-support';
import { draftKey } from '../../../features/questionnaire/draft-store';
import { createFakeApi, failure, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const questions = defaultQuestionnaires.profile.definition.questions;
const patch = 'savePermalinkProfile';

function allAnswered(): Answers {
  let answers: Answers = {};
  for (const step of [1, 2, 3, 4]) answers = answerStep(questions, step, answers);
  return answers;
}

async function open(path: string, routes: FakeRoutes, strict = false) {
  const api = createFakeApi(routes);
  const app = renderApp(path, { fetch: api.fetch, strict });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

const screenTitle = () => document.getElementById('questionnaire-screen-title')?.textContent;
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('profile questionnaire page: loading', () => {
  it('says the questionnaire is not found when the link has no permalink', async () => {
    await open('/profile-questionnaire', {});
    const state = await screen.findByTestId('questionnaire-not_found');
    expect(state.textContent).toContain('Анкета не найдена');
    expect(state.textContent).toContain('Проверьте ссылку или свяжитесь с её владельцем.');
  });

  it('says so for an unknown permalink and for a deleted profile', async () => {
    const first = await open(questionnairePath(), { [profileEndpoint]: failure(404, 'profile_not_found') });
    expect((await screen.findByTestId('questionnaire-not_found')).textContent).toContain('Анкета не найдена');
    first.unmount();
    await open(questionnairePath(), { [profileEndpoint]: failure(404, 'profile_deleted') });
    expect((await screen.findByTestId('questionnaire-deleted')).textContent).toContain('Анкета удалена');
  });

  it('offers a retry when the connection fails', async () => {
    let calls = 0;
    const profile = permalinkProfile();
    const { user } = await open(questionnairePath(), {
      [profileEndpoint]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return profile;
      },
    });
    const failed = await screen.findByTestId('questionnaire-retry');
    await user.click(within(failed).getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByTestId('details-form')).toBeTruthy();
    expect(screen.getByText('Анкету запрашивает: ООО Ромашка')).toBeTruthy();
  });

  it('shows the sent screen for a questionnaire already sent, and forgets the local copy', async () => {
    window.localStorage.setItem(draftKey(PERMALINK), JSON.stringify({ answers: {}, firstName: 'Анна' }));
    await open(questionnairePath(), permalinkRoutes(permalinkProfile({ state: 'ack_a', locked: true })));
    const sent = await screen.findByTestId('questionnaire-sent');
    expect(sent.textContent).toContain('Анкета отправлена');
    expect(sent.textContent).toContain('Отправленную анкету изменить нельзя.');
    expect(within(sent).getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe('/owner/registration');
    await waitFor(() => expect(window.localStorage.getItem(draftKey(PERMALINK))).toBeNull());
  });

  it('offers the love site sign-up after a couple questionnaire', async () => {
    await open(questionnairePath('', '/couple-questionnaire'), permalinkRoutes(permalinkProfile({ kind: 'couple', locked: true, state: 'ack_a' })));
    const sent = await screen.findByTestId('questionnaire-sent');
    expect(within(sent).getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe('/love-mobile/registration');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Анкета для пары');
  });
});

describe('profile questionnaire page: filling', () => {
  it('asks the names first, checked with the domain rules, then saves them and opens step 1', async () => {
    mockScreenWidth(1280);
    const { user, api, router } = await open(questionnairePath(), permalinkRoutes(permalinkProfile()));
    const form = await screen.findByTestId('details-form');
    await user.click(within(form).getByRole('button', { name: 'Начать' }));
    expect(screen.getByRole('textbox', { name: /^Имя/ }).getAttribute('aria-invalid')).toBe('true');
    expect(form.textContent).toContain('Обязательное поле');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Имя/ }));
    await user.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Анна');
    await user.type(screen.getByRole('textbox', { name: /^Фамилия/ }), 'Петрова1');
    await user.click(within(form).getByRole('button', { name: 'Начать' }));
    expect(form.textContent).toContain('Только кириллица и латиница');
    await user.clear(screen.getByRole('textbox', { name: /^Фамилия/ }));
    await user.type(screen.getByRole('textbox', { name: /^Фамилия/ }), 'Петрова');
    await user.click(within(form).getByRole('button', { name: 'Начать' }));

    await screen.findByTestId('step-form');
    expect(search(router).get('step')).toBe('1');
    expect(screenTitle()).toBe('О себе');
    await waitFor(() => expect(api.calls(patch)).toHaveLength(1));
    expect(api.calls(patch)[0]!.body).toEqual({ answers: [], currentStep: 1, firstName: 'Анна', lastName: 'Петрова' });
  });

  it('moves on from a step only when it is complete, marking what is missing and focusing it', async () => {
    mockScreenWidth(1280);
    const profile = permalinkProfile({ firstName: 'Анна', lastName: 'Петрова' });
    const { user, api, router } = await open(questionnairePath('&step=1'), permalinkRoutes(profile));
    const form = await screen.findByTestId('step-form');
    const next = within(form).getByRole('button', { name: 'Далее' });
    expect(next.getAttribute('aria-disabled')).toBe('true');

    await user.click(within(screen.getByRole('radiogroup', { name: 'Пол' })).getByRole('radio', { name: 'Ж' }));
    await user.click(next);
    expect(api.calls(patch)).toHaveLength(0);
    expect(search(router).get('step')).toBe('1');
    const military = screen.getByRole('radiogroup', { name: 'Служба в армии' });
    expect(military.closest('[data-question]')?.textContent).toContain('Ответьте на этот вопрос');
    expect(screen.getByRole('radiogroup', { name: 'Пол' }).closest('[data-question]')?.textContent).not.toContain('Ответьте на этот вопрос');
    // Age comes first of the missing ones: its slider takes the focus.
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Возраст' }));

    await user.type(screen.getByRole('textbox', { name: 'Возраст: точное значение' }), '30');
    await user.click(within(military).getByRole('radio', { name: 'Не служил(а)' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Готовность к переезду' })).getByRole('radio', { name: 'Не готов(а)' }));
    expect(next.getAttribute('aria-disabled')).toBeNull();
    await user.click(next);

    await waitFor(() => expect(search(router).get('step')).toBe('2'));
    await waitFor(() => expect(api.calls(patch)).toHaveLength(1));
    const body = api.calls(patch)[0]!.body as { answers: { neuron_question: string; response: unknown; final_answer: boolean; current_step: number }[]; currentStep: number };
    expect(body.currentStep).toBe(2);
    expect(body.answers.map((a) => [a.neuron_question, a.response, a.final_answer, a.current_step])).toEqual([
      ['gender', 'female', true, 1],
      ['age', 30, true, 1],
      ['military_service', 'not_served', true, 1],
      ['relocation', 'not_ready', true, 1],
    ]);
  });

  it('keeps answers, names and the step on the device: a reload loses nothing', async () => {
    mockScreenWidth(1280);
    const profile = permalinkProfile({ firstName: 'Анна', lastName: 'Петрова', answers: { gender: { value: 'male' } } });
    // StrictMode runs every effect twice, as development builds do: the draft must survive that.
    const first = await open(questionnairePath('&step=1'), permalinkRoutes(profile), true);
    await screen.findByTestId('step-form');
    // The local answer wins over the server's.
    await first.user.click(screen.getByRole('radio', { name: 'Ж' }));
    await first.user.click(within(screen.getByRole('radiogroup', { name: 'Служба в армии' })).getByRole('radio', { name: 'Военная кафедра' }));
    first.unmount();

    const stored = JSON.parse(window.localStorage.getItem(draftKey(PERMALINK)) ?? '{}') as { answers: Answers; position: string; firstName: string };
    expect(stored.answers.gender).toEqual({ value: 'female' });
    expect(stored.position).toBe('1');
    expect(stored.firstName).toBe('Анна');

    await open(questionnairePath(), permalinkRoutes(profile), true);
    await screen.findByTestId('step-form');
    expect(screen.getByRole('radio', { name: 'Ж' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Военная кафедра' }).getAttribute('aria-checked')).toBe('true');
  });

  it('goes on when a save fails, saying it will be retried, and sends everything on the retry', async () => {
    mockScreenWidth(1280);
    const profile = permalinkProfile({ firstName: 'Анна', lastName: 'Петрова', answers: asServerAnswers(answerStep(questions, PROFILE_STEPS.aboutYou)) });
    let fail = true;
    const { user, api, router } = await open(
      questionnairePath('&step=1'),
      permalinkRoutes(profile, { save: () => (fail ? failure(503, 'service_unavailable') : profile) }),
    );
    await user.click(within(await screen.findByTestId('step-form')).getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(search(router).get('step')).toBe('2'));
    const banner = await screen.findByTestId('save-banner');
    expect(banner.textContent).toContain('Ответы пока не сохранены на сервере');
    fail = false;
    await user.click(within(banner).getByRole('button', { name: 'Повторить сейчас' }));
    await waitFor(() => expect(screen.queryByTestId('save-banner')).toBeNull());
    const retried = api.calls(patch)[1]!.body as { answers: { current_step: number }[] };
    expect(new Set(retried.answers.map((a) => a.current_step))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('does not open a later step than the first one left incomplete', async () => {
    mockScreenWidth(1280);
    const { router } = await open(questionnairePath('&step=3'), permalinkRoutes(permalinkProfile({ firstName: 'Анна', lastName: 'Петрова' })));
    await screen.findByTestId('step-form');
    expect(search(router).get('step')).toBe('1');
  });
});

describe('profile questionnaire page: phones', () => {
  it('shows one question per screen with full-width buttons, the place kept in the address', async () => {
    mockScreenWidth(375);
    const profile = permalinkProfile({ firstName: 'Анна', lastName: 'Петрова' });
    const { user, router } = await open(questionnairePath('&step=1'), permalinkRoutes(profile));
    const form = await screen.findByTestId('phone-question-form');
    expect(screen.getByTestId('question-counter').textContent).toBe('Вопрос 1 из 4');
    expect(screen.getByTestId('progress-compact').textContent).toContain('Шаг 2 из 6: О себе');
    expect(screen.queryByTestId('progress-stepper')).toBeNull();
    expect(within(form).getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.queryByRole('slider')).toBeNull();

    const next = within(form).getByRole('button', { name: 'Далее' });
    await user.click(next);
    expect(form.textContent).toContain('Ответьте на этот вопрос');
    expect(screen.getByTestId('question-counter').textContent).toBe('Вопрос 1 из 4');
    await user.click(screen.getByRole('radio', { name: 'М' }));
    await user.click(within(screen.getByTestId('phone-question-form')).getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(screen.getByTestId('question-counter').textContent).toBe('Вопрос 2 из 4'));
    expect(search(router).get('q')).toBe('2');
    expect(screen.getByRole('slider', { name: 'Возраст' })).toBeTruthy();
    await user.click(within(screen.getByTestId('phone-question-form')).getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(screen.getByTestId('question-counter').textContent).toBe('Вопрос 1 из 4'));
  });
});

describe('profile questionnaire page: sending', () => {
  const complete = (overrides: Partial<PermalinkProfile> = {}) =>
    permalinkProfile({ firstName: 'Анна', lastName: 'Петрова', state: 'answered', answers: asServerAnswers(allAnswered()), ...overrides });

  it('previews every answer with its label and an edit link per step', async () => {
    mockScreenWidth(1280);
    const { user, router } = await open(questionnairePath('&step=preview'), permalinkRoutes(complete()));
    const education = await screen.findByRole('region', { name: 'Образование' });
    expect(within(education).getByText('Где вы учились в школе').nextSibling?.textContent).toBe('Общеобразовательная школа');
    await user.click(within(education).getByRole('link', { name: 'Изменить: Образование' }));
    await waitFor(() => expect(search(router).get('step')).toBe('2'));
  });

  it('needs consent before sending', async () => {
    mockScreenWidth(1280);
    const { user, api } = await open(questionnairePath('&step=preview'), permalinkRoutes(complete()));
    const form = await screen.findByTestId('send-form');
    await user.click(within(form).getByRole('button', { name: 'Отправить анкету' }));
    expect(form.textContent).toContain('Необходимо согласие на обработку персональных данных');
    expect(document.activeElement).toBe(within(form).getByRole('checkbox'));
    expect(api.calls(patch)).toHaveLength(0);
  });

  it('sends all answers with names and consent, forgets the local copy and shows the sent screen', async () => {
    mockScreenWidth(1280);
    const { user, api } = await open(questionnairePath('&step=preview'), permalinkRoutes(complete()));
    const form = await screen.findByTestId('send-form');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Отправить анкету' }));
    expect(await screen.findByTestId('questionnaire-sent')).toBeTruthy();
    const body = api.calls(patch)[0]!.body as { send: boolean; consent: boolean; firstName: string; lastName: string; answers: unknown[] };
    expect(body).toMatchObject({ send: true, consent: true, firstName: 'Анна', lastName: 'Петрова' });
    expect(body.answers.length).toBeGreaterThan(15);
    expect(window.localStorage.getItem(draftKey(PERMALINK))).toBeNull();
  });

  it('shows the exact locked text when the questionnaire was sent meanwhile', async () => {
    mockScreenWidth(1280);
    const { user } = await open(questionnairePath('&step=preview'), permalinkRoutes(complete(), { save: failure(409, 'questionnaire_locked') }));
    const form = await screen.findByTestId('send-form');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Отправить анкету' }));
    expect((await screen.findByTestId('send-alert')).textContent).toBe('Ошибка. Сохранённый ранее опросник не может быть изменен');
  });

  it('shows a refused personal detail at its field', async () => {
    mockScreenWidth(1280);
    const { user, router } = await open(
      questionnairePath('&step=preview'),
      permalinkRoutes(complete(), { save: failure(400, 'validation', { field: 'body.lastName', rule: 'name' }) }),
    );
    const form = await screen.findByTestId('send-form');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Отправить анкету' }));
    await waitFor(() => expect(search(router).get('step')).toBe('details'));
    expect((await screen.findByTestId('details-form')).textContent).toContain('Только кириллица и латиница');
  });

  it('asks both partners’ names on the couple questionnaire', async () => {
    mockScreenWidth(1280);
    const { user } = await open(questionnairePath('', '/couple-questionnaire'), permalinkRoutes(permalinkProfile({ kind: 'couple' })));
    const form = await screen.findByTestId('details-form');
    expect(screen.queryByRole('textbox', { name: /^Фамилия/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Ваше имя/ }), 'Анна');
    await user.click(within(form).getByRole('button', { name: 'Начать' }));
    expect(form.textContent).toContain('Обязательное поле');
    await user.type(screen.getByRole('textbox', { name: /^Имя партнёра/ }), 'Иван');
    await user.click(within(form).getByRole('button', { name: 'Начать' }));
    expect(await screen.findByTestId('step-form')).toBeTruthy();
    expect(screenTitle()).toBe('Ваши отношения');
  });
});
