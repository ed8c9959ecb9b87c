import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/browser-store';
import { rememberTest } from '../storage/history';
import { newDraft, saveDraft, withSheet } from '../test-flow/draft';
import { choose, emptySheet, goForward } from '../test-flow/sheet';
import { testKeyOf } from '../test-support/fake-flame-api';
import { renderFlame } from '../test-support/render-flame';

describe('the onboarding', () => {
  it('says what the test is and starts it through the instruction; /main opens it', async () => {
    const user = userEvent.setup();
    renderFlame('/main', { store: memoryStore() });
    expect(window.location.pathname).toBe('/main/onboarding');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Насколько вы подходите друг другу?');
    expect(screen.getByText('5–10 минут')).toBeTruthy();
    expect(screen.getByTestId('cookie-notice')).toBeTruthy();
    expect(document.title).toBe('Насколько вы подходите друг другу? — Teamcast');
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    expect(window.location.pathname).toBe('/main/questionnaire-instruction');
    await user.click(screen.getByRole('button', { name: 'Начать тест' }));
    expect(window.location.pathname).toBe('/main/questionnaire');
  });

  it('lists the tests of this device with their status and date, and can forget one', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    rememberTest(store, { key: testKeyOf(1), title: 'Анна и Борис', status: 'PAID', createdAt: '2026-11-20T10:00:00.000Z' });
    rememberTest(store, { key: testKeyOf(2), title: 'Вера и Глеб', status: 'INITIAL', createdAt: '2026-11-21T10:00:00.000Z' });
    renderFlame('/main/onboarding', { store });
    const items = screen.getByTestId('flame-history').querySelectorAll('li');
    expect([...items].map((item) => item.textContent)).toEqual(['Вера и ГлебНачат21 ноября 2026 г.', 'Анна и БорисОплачен20 ноября 2026 г.']);
    expect(screen.getByRole('link', { name: /Анна и Борис/ }).getAttribute('href')).toBe(`/main/questionnaire-result/${testKeyOf(1)}`);
    await user.click(screen.getByRole('button', { name: 'Убрать «Вера и Глеб» из списка' }));
    expect(screen.getByTestId('flame-history').querySelectorAll('li')).toHaveLength(1);
  });

  it('offers to continue a test in progress, or to start over', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    saveDraft(store, withSheet(newDraft({ first: 'Анна', second: 'Борис' }, 'together'), goForward(choose(emptySheet(), 3))));
    renderFlame('/main/onboarding', { store });
    await user.click(screen.getByRole('button', { name: 'Продолжить тест: 1 из 60' }));
    expect(screen.getByTestId('statement-progress').textContent).toBe('2 из 30');
  });

  it('speaks English when chosen, and remembers it', async () => {
    const user = userEvent.setup();
    const { store } = renderFlame('/main/onboarding');
    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How well do you two fit?');
    expect(document.documentElement.lang).toBe('en');
    expect(store.get('teamcast.language')).toBe('en');
  });

  it('shows not-found for a path the test does not have', () => {
    renderFlame('/main/no-such');
    expect(screen.getByTestId('not-found')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
