import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermalinkProfile } from '@teamcast/contract';
import { defaultQuestionnaires, LOVE_STEP, shortProfileQuestions, type Answers } from '@teamcast/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from '../../../features/questionnaire/draft-store';
import {
  answerStep,
  firstAnswer,
  mockScreenWidth,
  PERMALINK,
  permalinkProfile,
  permalinkRoutes,
  questionnairePath,
  upgradeProfile,
  upgradeRoutes,
} from '../../../features/questionnaire/test-support';
import { createFakeApi, failure, type EndpointName, type FakeBody, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const profileQuestions = defaultQuestionnaires.profile.definition.questions;
const loveQuestions = defaultQuestionnaires.love.definition.questions;
const put = 'savePermalinkUpgrade';
const loveDraftKey = draftKey(PERMALINK, 'upgrade-love');

/** Every profile question answered, as a full profile is once sent. */
function fullAnswers(): Answers {
  let answers: Answers = {};
  for (const step of [1, 2, 3, 4]) answers = answerStep(profileQuestions, step, answers);
  return answers;
}

/** A short profile's answers: its six questions, none of the full questionnaire's others. */
function shortAnswers(): Answers {
  return Object.fromEntries(shortProfileQuestions.map((q) => [q.neuronName, firstAnswer(q)]));
}

async function open(path: string, routes: FakeRoutes) {
  const api = createFakeApi(routes);
  const app = renderApp(path, { fetch: api.fetch });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);
const screenTitle = () => document.getElementById('questionnaire-screen-title')?.textContent;

interface SentBody {
  target: string;
  answers: { neuron_question: string; response: unknown; current_step: number }[];
  currentStep?: number;
  send?: boolean;
  consent?: boolean;
}
const bodies = (api: { calls: (name: EndpointName) => { body: unknown }[] }) => api.calls(put).map((call) => call.body as SentBody);

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('sent questionnaire: upgrade offers', () => {
  it('offers the full questionnaire after a short one, linking to the same page with upgrade=full', async () => {
    await open(questionnairePath(), permalinkRoutes(permalinkProfile({ kind: 'short', state: 'ack_a', locked: true })));
    const offer = await screen.findByTestId('upgrade-offer');
    expect(offer.textContent).toContain('Заполните полную анкету');
    const link = within(offer).getByRole('link', { name: 'Заполнить полную анкету' });
    expect(link.getAttribute('href')).toBe(`/profile-questionnaire?p=${PERMALINK}&upgrade=full`);
  });

  it('offers the relationship questions after a full one, and follows the link to them', async () => {
    const { user, api, router } = await open(
      questionnairePath(),
      upgradeRoutes(upgradeProfile('love', fullAnswers())),
    );
    const offer = await screen.findByTestId('upgrade-offer');
    const link = within(offer).getByRole('link', { name: 'Добавить вопросы об отношениях' });
    expect(link.getAttribute('href')).toBe(`/profile-questionnaire?p=${PERMALINK}&upgrade=love`);
    await user.click(link);
    expect(await screen.findByTestId('step-form')).toBeTruthy();
    expect(api.calls('getPermalinkUpgrade', { permalink: PERMALINK })).toHaveLength(1);
    expect(search(router).get('upgrade')).toBe('love');
  });

  it('offers nothing after a love, couple or not yet estimated questionnaire', async () => {
    for (const profile of [
      permalinkProfile({ kind: 'love', state: 'ack_a', locked: true }),
      permalinkProfile({ kind: 'couple', state: 'ack_a', locked: true }),
      permalinkProfile({ kind: 'full', state: 'answered', locked: true }),
    ]) {
      const app = await open(questionnairePath(), permalinkRoutes(profile));
      await screen.findByTestId('questionnaire-sent');
      expect(screen.queryByTestId('upgrade-offer')).toBeNull();
      app.unmount();
    }
  });
});

describe('upgrade: the love step', () => {
  it('skips the steps answered before, saves only new answers with the target, previews and sends', async () => {
    mockScreenWidth(1280);
    const before = { ...fullAnswers(), meeting_people: { value: 'friends' } };
    const love = answerStep(loveQuestions, LOVE_STEP, before);
    // Everything but one love question was answered on this device before a reload.
    const { second_chance: _left, ...kept } = love;
    window.localStorage.setItem(loveDraftKey, JSON.stringify({ answers: kept, position: null }));
    const { user, api, router } = await open(questionnairePath('&upgrade=love'), upgradeRoutes(upgradeProfile('love', before)));

    const form = await screen.findByTestId('step-form');
    expect(search(router).get('step')).toBe(String(LOVE_STEP));
    expect(screenTitle()).toBe('Отношения');
    expect(screen.getByTestId('upgrade-lead').textContent).toContain('Осталось ответить на вопросы об отношениях');
    // No personal details and none of the profile steps: only the love step and the review.
    const stepper = screen.getByTestId('progress-stepper');
    expect(within(stepper).queryByText('Личные данные')).toBeNull();
    expect(within(stepper).queryByText('О себе')).toBeNull();
    expect(within(stepper).getByText('Проверка')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();

    // The answer given before is shown, read-only, with a word on why.
    const meeting = screen.getByRole('radiogroup', { name: 'Где вам проще всего знакомиться' });
    const field = meeting.closest('[data-question]')!;
    expect(field.textContent).toContain('Ответ уже сохранён — изменить его нельзя');
    await user.click(within(meeting).getByRole('radio', { name: 'В интернете' }));
    expect(within(meeting).getByRole('radio', { name: 'Через друзей' }).getAttribute('aria-checked')).toBe('true');
    // The draft's answers came back; the one left is open.
    expect(screen.getByRole('radio', { name: 'Дома, спокойно' }).getAttribute('aria-checked')).toBe('true');
    const second = screen.getByRole('radiogroup', { name: 'Готовы ли вы дать второй шанс' });
    expect(second.closest('[data-question]')?.textContent).not.toContain('изменить его нельзя');
    await user.click(within(second).getByRole('radio', { name: 'Зависит от ситуации' }));

    await user.click(within(form).getByRole('button', { name: 'Проверить ответы' }));
    await waitFor(() => expect(search(router).get('step')).toBe('preview'));
    await waitFor(() => expect(bodies(api)).toHaveLength(1));
    const saved = bodies(api)[0]!;
    expect(saved.target).toBe('love');
    expect(saved.send).toBeUndefined();
    expect(saved.currentStep).toBe(LOVE_STEP);
    const names = saved.answers.map((a) => a.neuron_question);
    expect(names).toContain('second_chance');
    expect(names).toContain('weekends');
    expect(names).not.toContain('meeting_people');
    expect(names).not.toContain('gender');
    expect(saved.answers.find((a) => a.neuron_question === 'second_chance')?.response).toBe('depends');

    // The review lists the earlier answers too, with nothing left to change.
    const education = await screen.findByRole('region', { name: 'Образование' });
    expect(within(education).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Отношения' })).getByText('Готовы ли вы дать второй шанс').nextSibling?.textContent).toBe(
      'Зависит от ситуации',
    );
    expect(screen.queryByRole('region', { name: 'Личные данные' })).toBeNull();

    const send = screen.getByTestId('send-form');
    await user.click(within(send).getByRole('checkbox'));
    await user.click(within(send).getByRole('button', { name: 'Отправить анкету' }));
    const sent = await screen.findByTestId('questionnaire-sent');
    expect(sent.textContent).toContain('насколько вы подходите');
    expect(search(router).get('upgrade')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Анкета знакомства');
    expect(bodies(api)[1]).toMatchObject({ target: 'love', send: true, consent: true });
    const sentNames = bodies(api)[1]!.answers.map((a) => a.neuron_question);
    expect(sentNames).toContain('second_chance');
    expect(sentNames).not.toContain('meeting_people');
    expect(window.localStorage.getItem(loveDraftKey)).toBeNull();
  });

  it('keeps the new answers on the device under a key of their own', async () => {
    mockScreenWidth(1280);
    window.localStorage.setItem(draftKey(PERMALINK), JSON.stringify({ answers: { gender: { value: 'female' } } }));
    const { user } = await open(questionnairePath('&upgrade=love'), upgradeRoutes(upgradeProfile('love', fullAnswers())));
    await screen.findByTestId('step-form');
    await user.click(screen.getByRole('radio', { name: 'На работе или учёбе' }));
    await waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem(loveDraftKey) ?? '{}') as { answers: Answers; position: string };
      expect(stored.answers).toEqual({ meeting_people: { value: 'work' } });
      expect(stored.position).toBe(String(LOVE_STEP));
    });
    expect(JSON.parse(window.localStorage.getItem(draftKey(PERMALINK)) ?? '{}')).toEqual({ answers: { gender: { value: 'female' } } });
  });

  it('asks only the new questions one per screen on a phone', async () => {
    mockScreenWidth(375);
    const before = { ...fullAnswers(), meeting_people: { value: 'friends' } };
    const { user, router } = await open(questionnairePath('&upgrade=love'), upgradeRoutes(upgradeProfile('love', before)));
    const form = await screen.findByTestId('phone-question-form');
    expect(screen.getByTestId('question-counter').textContent).toBe('Вопрос 1 из 9');
    expect(screen.getByTestId('progress-compact').textContent).toContain('Шаг 1 из 2: Отношения');
    expect(screen.getByRole('slider', { name: 'Насколько важны общие интересы (1–5)' })).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Назад' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Насколько важны общие интересы (1–5): точное значение' }), '4');
    await user.click(within(form).getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(search(router).get('q')).toBe('2'));
    expect(screen.getByTestId('question-counter').textContent).toBe('Вопрос 2 из 9');
    expect(screen.queryByTestId('upgrade-lead')).toBeNull();
  });
});

describe('upgrade: short to full', () => {
  it('shows the short answers read-only beside the new questions, saves only the new ones and lets them be corrected', async () => {
    mockScreenWidth(1280);
    const { user, api, router } = await open(questionnairePath('&upgrade=full'), upgradeRoutes(upgradeProfile('full', shortAnswers())));
    const form = await screen.findByTestId('step-form');
    expect(search(router).get('step')).toBe('1');
    expect(screenTitle()).toBe('О себе');
    expect(screen.getByTestId('upgrade-lead').textContent).toContain('полной анкеты');
    const gender = screen.getByRole('radiogroup', { name: 'Пол' });
    expect(gender.closest('[data-question]')?.textContent).toContain('изменить его нельзя');
    expect(screen.getByRole('slider', { name: 'Возраст' }).getAttribute('data-disabled')).toBe('true');

    await user.click(within(screen.getByRole('radiogroup', { name: 'Служба в армии' })).getByRole('radio', { name: 'Не служил(а)' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Готовность к переезду' })).getByRole('radio', { name: 'Не готов(а)' }));
    await user.click(within(form).getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(search(router).get('step')).toBe('2'));
    await waitFor(() => expect(bodies(api)).toHaveLength(1));
    expect(bodies(api)[0]).toMatchObject({ target: 'full', currentStep: 2 });
    expect(bodies(api)[0]!.answers.map((a) => [a.neuron_question, a.response])).toEqual([
      ['military_service', 'not_served'],
      ['relocation', 'not_ready'],
    ]);

    // Answers the upgrade adds stay open to correction until it is sent, even once saved.
    await user.click(within(await screen.findByTestId('step-form')).getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(search(router).get('step')).toBe('1'));
    const military = screen.getByRole('radiogroup', { name: 'Служба в армии' });
    expect(military.closest('[data-question]')?.textContent).not.toContain('изменить его нельзя');
    await user.click(within(military).getByRole('radio', { name: 'Служил(а)' }));
    await user.click(within(await screen.findByTestId('step-form')).getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(bodies(api)).toHaveLength(2));
    expect(bodies(api)[1]!.answers.find((a) => a.neuron_question === 'military_service')?.response).toBe('served');
  });

  it('leaves answers open to change while a failed save has not reached the server, and sends them on the retry', async () => {
    mockScreenWidth(1280);
    const profile = upgradeProfile('full', shortAnswers());
    let fail = true;
    const routes = upgradeRoutes(profile);
    const save = routes.savePermalinkUpgrade as (request: FakeRequest) => FakeBody<'savePermalinkUpgrade'>;
    const { user, api, router } = await open(questionnairePath('&upgrade=full'), {
      ...routes,
      savePermalinkUpgrade: (request) => (fail ? failure(503, 'service_unavailable') : save(request)),
    });
    const form = await screen.findByTestId('step-form');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Служба в армии' })).getByRole('radio', { name: 'Не служил(а)' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Готовность к переезду' })).getByRole('radio', { name: 'Не готов(а)' }));
    await user.click(within(form).getByRole('button', { name: 'Далее' }));
    const banner = await screen.findByTestId('save-banner');
    await user.click(within(await screen.findByTestId('step-form')).getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(search(router).get('step')).toBe('1'));
    const military = screen.getByRole('radiogroup', { name: 'Служба в армии' });
    expect(military.closest('[data-question]')?.textContent).not.toContain('изменить его нельзя');
    await user.click(within(military).getByRole('radio', { name: 'Служил(а)' }));

    fail = false;
    await user.click(within(banner).getByRole('button', { name: 'Повторить сейчас' }));
    await waitFor(() => expect(screen.queryByTestId('save-banner')).toBeNull());
    const retried = bodies(api)[1]!;
    expect(retried.answers.map((a) => [a.neuron_question, a.response])).toEqual([
      ['military_service', 'served'],
      ['relocation', 'not_ready'],
    ]);
    expect(screen.getByRole('radiogroup', { name: 'Служба в армии' }).closest('[data-question]')?.textContent).not.toContain('изменить его нельзя');
  });

  it('passes over a step whose questions were all answered before', async () => {
    mockScreenWidth(1280);
    const answers = answerStep(profileQuestions, 1, shortAnswers());
    const { router } = await open(questionnairePath('&upgrade=full&step=1'), upgradeRoutes(upgradeProfile('full', answers)));
    await screen.findByTestId('step-form');
    expect(search(router).get('step')).toBe('2');
    expect(within(screen.getByTestId('progress-stepper')).queryByText('О себе')).toBeNull();
  });

  it('sends as the full questionnaire and then offers the relationship questions', async () => {
    mockScreenWidth(1280);
    const done = fullAnswers();
    const profile = upgradeProfile('full', done);
    const { user, api } = await open(
      questionnairePath('&upgrade=full'),
      upgradeRoutes(profile, { save: () => ({ ...profile, kind: 'full', locked: true }) satisfies PermalinkProfile }),
    );
    const send = await screen.findByTestId('send-form');
    await user.click(within(send).getByRole('checkbox'));
    await user.click(within(send).getByRole('button', { name: 'Отправить анкету' }));
    await screen.findByTestId('questionnaire-sent');
    expect(bodies(api)[0]).toMatchObject({ target: 'full', send: true, consent: true });
    expect(within(screen.getByTestId('upgrade-offer')).getByRole('link', { name: 'Добавить вопросы об отношениях' })).toBeTruthy();
  });
});

describe('upgrade: not available', () => {
  it('says so clearly on a 409, with a way back to the questionnaire', async () => {
    const sent = permalinkProfile({ kind: 'love', state: 'ack_a', locked: true });
    const { user, router } = await open(questionnairePath('&upgrade=love'), {
      ...permalinkRoutes(sent),
      getPermalinkUpgrade: failure(409, 'conflict'),
    });
    const state = await screen.findByTestId('upgrade-unavailable');
    expect(state.textContent).toContain('Эту анкету нельзя дополнить');
    expect(state.textContent).toContain('возможно, она уже дополнена или ещё не отправлена');
    await user.click(within(state).getByRole('link', { name: 'Открыть анкету' }));
    expect(await screen.findByTestId('questionnaire-sent')).toBeTruthy();
    expect(search(router).get('upgrade')).toBeNull();
  });

  it('says a missing profile is missing, as the questionnaire does', async () => {
    await open(questionnairePath('&upgrade=full'), { getPermalinkUpgradeShort: failure(404, 'profile_not_found') });
    expect((await screen.findByTestId('questionnaire-not_found')).textContent).toContain('Анкета не найдена');
  });
});
