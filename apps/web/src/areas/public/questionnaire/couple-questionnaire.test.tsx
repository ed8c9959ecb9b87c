import { screen, within } from '@testing-library/react';
import { defaultQuestionnaires, LOVE_STEP, type QuestionnaireDefinition } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { stepsOf } from '../../../features/questionnaire';
import { mockScreenWidth, permalinkProfile, permalinkRoutes, questionnairePath } from '../../../features/questionnaire/test-support';
import { createFakeApi } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { stepTitleKey, type TextKind } from './kind-texts';

async function open(path: string, profile: ReturnType<typeof permalinkProfile>, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(permalinkRoutes(profile));
  const app = renderApp(path, { fetch: api.fetch, language });
  await settled(app.router);
  return app;
}

const couple = (overrides: Parameters<typeof permalinkProfile>[0] = {}) =>
  permalinkProfile({ kind: 'couple', firstName: 'Анна', partnerName: 'Борис', lastNameRequired: false, requestedBy: null, ...overrides });

const screenTitle = () => document.getElementById('questionnaire-screen-title')?.textContent;

describe('step titles', () => {
  const withLove: QuestionnaireDefinition = {
    ...defaultQuestionnaires.profile.definition,
    questions: [...defaultQuestionnaires.profile.definition.questions, ...defaultQuestionnaires.love.definition.questions],
  };
  const forms: [TextKind, QuestionnaireDefinition][] = [
    ['profile', defaultQuestionnaires.profile.definition],
    ['profile', defaultQuestionnaires.profileShort.definition],
    ['love', withLove],
    ['couple', defaultQuestionnaires.couple.definition],
  ];

  it.each(forms)('names every step of the %s questionnaire, so no heading is a bare "Step N"', (kind, definition) => {
    const steps = stepsOf(definition.questions);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(stepTitleKey(kind, step), `step ${step}`).not.toBeNull();
    if (kind === 'love') expect(steps).toContain(LOVE_STEP);
  });
});

describe('couple questionnaire', () => {
  it('titles its steps by what they ask, once each, on a phone', async () => {
    mockScreenWidth(375);
    await open(questionnairePath('&step=1', '/couple-questionnaire'), couple());
    await screen.findByTestId('phone-question-form');
    expect(screen.getByTestId('progress-compact').textContent).toBe('Шаг 2 из 4: Ваши отношения');
    expect(screenTitle()).toBe('Ваши отношения');
  });

  it('titles every place of the stepper on a wide screen, the second step too', async () => {
    mockScreenWidth(1280);
    const { router } = await open(questionnairePath('&step=1', '/couple-questionnaire'), couple());
    const stepper = await screen.findByTestId('progress-stepper');
    expect(within(stepper).getByText('Личные данные')).toBeTruthy();
    expect(within(stepper).getByText('Ваши отношения')).toBeTruthy();
    expect(within(stepper).getByText('Планы и будни')).toBeTruthy();
    expect(within(stepper).getByText('Проверка')).toBeTruthy();
    expect(stepper.textContent).not.toMatch(/Шаг \d/);
    expect(router.state.location.search).toContain('step=1');
  });

  it('offers the love site after sending, in words about couples, not teams', async () => {
    await open(questionnairePath('', '/couple-questionnaire'), couple({ locked: true, state: 'ack_a' }));
    const sent = await screen.findByTestId('questionnaire-sent');
    expect(sent.textContent).toContain('Хотите увидеть, насколько вы подходите друг другу?');
    expect(sent.textContent).not.toMatch(/команд/);
    expect(within(sent).getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe('/love-mobile/registration');
  });

  it('speaks of love in English too', async () => {
    await open(questionnairePath('', '/couple-questionnaire'), couple({ locked: true, state: 'ack_a' }), 'en');
    const sent = await screen.findByTestId('questionnaire-sent');
    expect(sent.textContent).toContain('Want to see how well you suit each other?');
    expect(sent.textContent).not.toMatch(/\bteams?\b/i);
  });
});
