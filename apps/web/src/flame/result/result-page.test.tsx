import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/browser-store';
import { readHistory, rememberTest } from '../storage/history';
import { createFakeFlameApi, flameTest, testKeyOf } from '../test-support/fake-flame-api';
import { renderFlame } from '../test-support/render-flame';

const key = testKeyOf(5);
const resultPath = `/main/questionnaire-result/${key}`;

async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const form = await screen.findByTestId('card-entry');
  await user.clear(within(form).getByLabelText('Номер карты'));
  await user.type(within(form).getByLabelText('Номер карты'), number);
  await user.clear(within(form).getByLabelText('Срок действия'));
  await user.type(within(form).getByLabelText('Срок действия'), '12/34');
  await user.clear(within(form).getByLabelText('CVC'));
  await user.type(within(form).getByLabelText('CVC'), '123');
  await user.click(within(form).getByRole('button', { name: /^Оплатить/ }));
}

describe('the result page', () => {
  it('waits for the partner with the link to send, and announces the result once they answer', async () => {
    const api = createFakeFlameApi([flameTest({ key, stage: 'waiting_partner' })]);
    renderFlame(resultPath, { api });
    expect(await screen.findByTestId('flame-waiting')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Анна и Борис');
    expect((screen.getByTestId('flame-invite-link-url') as HTMLInputElement).value).toBe(`https://teamcast.test/main/questionnaire/${key}`);

    api.partnerAnswers(key);
    // Coming back to the tab asks at once.
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByTestId('flame-score')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('flame-announcement').textContent).toBe('Ответы получены: результат готов'));
  });

  it('shows the free preview: the score with its band, both profiles and a taste of the report', async () => {
    const store = memoryStore();
    rememberTest(store, { key, title: 'Анна и Борис', status: 'INITIAL', createdAt: '2026-11-20T10:00:00.000Z' });
    renderFlame(resultPath, { api: createFakeFlameApi([flameTest({ key, status: 'UNPAID' })]), store });
    const score = await screen.findByTestId('flame-score');
    expect(score.textContent).toContain('71');
    expect(score.textContent).toContain('Совместимость выше среднего');
    const profiles = screen.getByTestId('flame-profiles');
    expect(within(profiles).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(profiles).getAllByText('Анна')).toHaveLength(6);
    expect(screen.getByTestId('flame-teaser').textContent).toContain('В полном отчёте ещё 4 раздела');
    expect(screen.getByTestId('flame-unlock-start').textContent).toMatch(/^Открыть за 490\s₽$/);
    expect(readHistory(store)[0]!.status).toBe('UNPAID');
  });

  it('unlocks the full report with a card, after a declined one and the bank’s confirmation', async () => {
    const user = userEvent.setup();
    const api = createFakeFlameApi([flameTest({ key })]);
    renderFlame(resultPath, { api });
    await user.click(await screen.findByTestId('flame-unlock-start'));
    await enterCard(user, '1234');
    expect(screen.getByText('Неверный номер карты')).toBeTruthy();
    await enterCard(user, '4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toContain('Карта отклонена');
    await enterCard(user, '4000 0025 0000 3155');
    const confirmation = await screen.findByTestId('payment-confirmation');
    await user.click(within(confirmation).getByRole('button', { name: 'Подтвердить' }));

    const report = await screen.findByTestId('flame-report');
    expect(within(report).getByRole('link', { name: /PDF/ }).getAttribute('href')).toBe(`/api/v1/owner/flame/data/${key}/report.pdf?ln=ru`);
    expect(report.textContent).toContain('Портрет: Анна');
    expect(report.textContent).toContain('И добра.');
    expect(report.textContent).toContain('73');
    expect(report.textContent).toContain('−3');
    expect(within(report).getByRole('link', { name: 'Soto & John, 2017' }).getAttribute('href')).toBe('https://example.org/bfi2');
    expect(screen.queryByTestId('flame-unlock')).toBeNull();
    const confirms = api.seen.filter((request) => request.path.endsWith('/card-simulator/confirm')).map((request) => request.body);
    expect(confirms.at(-1)).toEqual({ clientSecret: `secret_${key}`, authentication: 'approve' });
    expect(confirms[0]).toMatchObject({ card: { number: '4000000000000002', expMonth: 12, expYear: 34, cvc: '123' } });
  });

  it('makes a shared link with only the profiles chosen, and revokes it', async () => {
    const user = userEvent.setup();
    const api = createFakeFlameApi([flameTest({ key })]);
    renderFlame(resultPath, { api });
    const share = await screen.findByTestId('flame-share');
    await user.click(within(share).getByLabelText('Показать профиль: Борис'));
    await user.click(within(share).getByRole('button', { name: 'Создать ссылку' }));
    expect(((await screen.findByTestId('flame-share-link-url')) as HTMLInputElement).value).toBe(`https://teamcast.test/result/share-token-${key}`);
    expect(api.seen.at(-1)!.body).toEqual({ show: { firstProfile: false, secondProfile: true } });
    await user.click(screen.getByTestId('flame-share-revoke'));
    expect(await within(share).findByText(/Ссылка отозвана/)).toBeTruthy();
    expect(api.tests.get(key)!.share).toBeNull();
  });

  it('saves the result by email, then offers to delete it for good', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    rememberTest(store, { key, title: 'Анна и Борис', status: 'INITIAL', createdAt: '2026-11-20T10:00:00.000Z' });
    const api = createFakeFlameApi([flameTest({ key })]);
    renderFlame(resultPath, { api, store });
    const save = await screen.findByTestId('flame-save');
    expect(within(save).queryByTestId('flame-delete')).toBeNull();
    await user.type(within(save).getByLabelText('Email'), 'anna@');
    await user.click(within(save).getByRole('button', { name: 'Сохранить' }));
    expect(within(save).getByText('Неверный формат email')).toBeTruthy();
    await user.type(within(save).getByLabelText('Email'), 'mail.ru');
    await user.click(within(save).getByRole('button', { name: 'Сохранить' }));
    expect((await within(save).findByTestId('flame-saved')).textContent).toContain('a***@mail.ru');

    await user.click(within(save).getByTestId('flame-delete'));
    await user.click(within(save).getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/onboarding'));
    expect(api.tests.has(key)).toBe(false);
    expect(readHistory(store)).toEqual([]);
  });

  it('says so when the result is not there, and offers a retry when the connection fails', async () => {
    const api = createFakeFlameApi();
    const missing = renderFlame(resultPath, { api });
    expect(await screen.findByTestId('flame-result-missing')).toBeTruthy();
    missing.unmount();

    api.tests.set(key, flameTest({ key }));
    api.state.offline = true;
    renderFlame(resultPath, { api });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Отсутствует подключение к интернету');
    api.state.offline = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByTestId('flame-score')).toBeTruthy();
  });
});
