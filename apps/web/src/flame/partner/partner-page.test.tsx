import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/browser-store';
import { readHistory } from '../storage/history';
import { createFakeFlameApi, flameTest, testKeyOf } from '../test-support/fake-flame-api';
import { renderFlame } from '../test-support/render-flame';

const waiting = () => flameTest({ key: testKeyOf(7), stage: 'waiting_partner' });

async function answerAll(user: ReturnType<typeof userEvent.setup>, count = 30) {
  for (let i = 0; i < count; i++) await user.click(within(screen.getByRole('radiogroup')).getAllByRole('radio')[1]!);
}

describe('the partner, through the link', () => {
  it('sees who invites them, answers the 30 statements and sends them to the same result', async () => {
    const user = userEvent.setup();
    const api = createFakeFlameApi([waiting()]);
    const { store } = renderFlame(`/main/questionnaire/${testKeyOf(7)}`, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Анна приглашает вас пройти тест совместимости' })).toBeTruthy();
    expect(screen.getByText(/^Борис, оцените 30 утверждений/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Начать тест' }));
    expect(screen.getByText('Борис, насколько это про вас?')).toBeTruthy();
    await answerAll(user);
    await waitFor(() => expect(window.location.pathname).toBe(`/main/questionnaire-result/${testKeyOf(7)}`));
    const sent = api.seen.find((request) => request.method === 'POST')!;
    expect(sent.body).toEqual({ key: testKeyOf(7), data: { step: 'partner', answers: Array.from({ length: 30 }, () => 2) } });
    expect(readHistory(store)).toEqual([expect.objectContaining({ compatibilityId: testKeyOf(7) })]);
  });

  it('keeps the partner’s answers through a reload, by the link’s key', async () => {
    const user = userEvent.setup();
    const api = createFakeFlameApi([waiting()]);
    const store = memoryStore();
    const first = renderFlame(`/main/questionnaire/${testKeyOf(7)}`, { api, store });
    await user.click(await screen.findByRole('button', { name: 'Начать тест' }));
    await answerAll(user, 12);
    first.unmount();
    renderFlame(`/main/questionnaire/${testKeyOf(7)}`, { api, store });
    expect((await screen.findByTestId('statement-progress')).textContent).toBe('13 из 30');
  });

  it('says when the answers are already in, and when the link is wrong', async () => {
    const api = createFakeFlameApi([flameTest({ key: testKeyOf(8) })]);
    const answered = renderFlame(`/main/questionnaire/${testKeyOf(8)}`, { api });
    expect(await screen.findByTestId('partner-answered')).toBeTruthy();
    answered.unmount();

    const unknown = renderFlame(`/main/questionnaire/${testKeyOf(9)}`, { api });
    expect(await screen.findByTestId('flame-link-invalid')).toBeTruthy();
    unknown.unmount();

    renderFlame('/main/questionnaire/1', { api });
    expect(screen.getByTestId('flame-link-invalid')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
