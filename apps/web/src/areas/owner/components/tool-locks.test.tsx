import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerSelf } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json, ownerSelf, ownerWithTools, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const seenTraining: FakeRoutes = { getOwnerData: () => ({ key: 'tutorial', data: { steps: { profiles: true } } }) };

async function open(path: string, self: OwnerSelf, language: 'ru' | 'en' = 'ru', routes: FakeRoutes = {}) {
  const api = createFakeApi({ ...seenTraining, getOwnerSelf: () => self, ...routes });
  const app = renderApp(path, { signedIn: ['owner'], fetch: api.fetch, language });
  await settled(app.router);
  const menu = await screen.findByRole('navigation', { name: language === 'ru' ? 'Меню личного кабинета' : 'Account menu' });
  return { ...app, api, menu, user: userEvent.setup() };
}

const teamsOnly = (overrides: Partial<OwnerSelf['accessRules']> = {}) =>
  ownerSelf({ accessRules: { needVerify: false, allowTeams: true, allowScene: true, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false, ...overrides } });

describe('tools a plan does not open', () => {
  it('stay in the menu for a new owner, locked, with the tier that opens them; the pair check stays a link', async () => {
    const { menu } = await open('/owner/profiles', ownerSelf());
    await waitFor(() => expect(within(menu).getByTestId('menu-locked-teamCheck')).toBeTruthy());
    expect(within(menu).getByRole('link', { name: 'Проверка совместимости' }).getAttribute('href')).toBe('/owner/dashboard/p2p');
    expect(within(menu).queryByRole('link', { name: /Проверка команды/ })).toBeNull();
    expect(within(menu).getByTestId('menu-locked-teamCheck').textContent).toContain('Доступно в тарифе «Команды»');
    expect(within(menu).getByTestId('menu-locked-simulator').textContent).toContain('Доступно в тарифе «Команды»');
    expect(within(menu).getByTestId('menu-locked-compareTeams').textContent).toContain('Доступно в тарифе «Симулятор Про»');
    expect(within(menu).getByTestId('menu-locked-monitor').textContent).toContain('Доступно в тарифе «Монитор»');
    expect(within(menu).getByTestId('menu-locked-compareTeams').textContent).toContain('Подключить тариф');
  });

  it('open in the menu as links when the rules allow them', async () => {
    const { menu } = await open('/owner/profiles', ownerWithTools());
    expect((await within(menu).findByRole('link', { name: 'Проверка команды' })).getAttribute('href')).toBe('/owner/dashboard/team');
    expect(within(menu).getByRole('link', { name: 'Симулятор руководителя' }).getAttribute('href')).toBe('/owner/teams');
    expect(within(menu).getByRole('link', { name: 'Сравнение команд' }).getAttribute('href')).toBe('/owner/dashboard/compare-teams');
    expect(within(menu).getByRole('link', { name: 'Монитор директора' }).getAttribute('href')).toBe('/owner/monitor');
    expect(within(menu).queryByTestId(/^menu-locked-/)).toBeNull();
  });

  it('open the plans dialog from the menu, with the tier asked for marked, where the owner can also ask for a plan of their own', async () => {
    const { menu, user, api } = await open('/owner/profiles', ownerSelf(), 'ru', { ownerContact: () => json(202, { sent: true }) });
    await user.click(await within(menu).findByTestId('menu-locked-teamCheck'));
    const dialog = await screen.findByRole('dialog', { name: 'Тарифы' });
    expect(within(dialog).getByTestId('plans-reason').textContent).toBe('«Проверка команды» открывается в тарифе «Команды».');
    const cards = (await within(dialog).findAllByRole('article')).map((card) => card.getAttribute('data-testid'));
    expect(cards).toEqual(['plan-teams', 'plan-simulator', 'plan-simulatorPro', 'plan-bonus']);
    expect(within(dialog).getByTestId('plan-teams').getAttribute('aria-current')).toBe('true');
    expect((within(dialog).getByLabelText(/^Email/, { selector: 'input' }) as HTMLInputElement).value).toBe('owner@example.com');
    expect((within(dialog).getByLabelText(/^Сообщение/, { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('Здравствуйте! Хочу подключить тариф «Команды».');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect((await within(dialog).findByTestId('contact-sent')).textContent).toContain('owner@example.com');
    expect(api.calls('ownerContact').map((call) => call.body)).toEqual([{ email: 'owner@example.com', message: 'Здравствуйте! Хочу подключить тариф «Команды».' }]);
  });

  it('show their lock in place of the page, with the way to the plans', async () => {
    const { user } = await open('/owner/dashboard/compare-teams', teamsOnly());
    const lock = await screen.findByTestId('tool-lock');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Сравнение команд');
    expect(within(lock).getByRole('heading', { level: 2 }).textContent).toBe('«Сравнение команд» не входит в ваш тариф');
    expect(lock.textContent).toContain('Доступно в тарифе «Симулятор Про»');
    await user.click(within(lock).getByRole('button', { name: 'Подключить тариф' }));
    expect((await within(await screen.findByRole('dialog', { name: 'Тарифы' })).findByTestId('plan-simulatorPro')).getAttribute('aria-current')).toBe('true');
  });

  it('open their pages when the rules allow them, and leave an unverified owner to the page', async () => {
    const verified = await open('/owner/dashboard/team', teamsOnly());
    await screen.findByRole('heading', { level: 1, name: 'Проверка команды' });
    await waitFor(() => expect(verified.api.calls('getOwnerSelf').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('tool-lock')).toBeNull();
    verified.unmount();

    // The email comes first: the page asks for it, not for a plan.
    const unverified = await open('/owner/dashboard/compare-teams', ownerSelf({ status: 'unverified' }));
    await within(unverified.menu).findByTestId('unverified-notice');
    expect(screen.queryByTestId('tool-lock')).toBeNull();
  });

  it('speak English too', async () => {
    const { menu, user } = await open('/owner/teams', ownerSelf({ ln: 'en' }), 'en');
    const lock = await screen.findByTestId('tool-lock');
    expect(lock.textContent).toContain('Manager simulator is not in your plan');
    expect(lock.textContent).toContain('Available on the Teams plan');
    expect(within(menu).getByTestId('menu-locked-compareTeams').textContent).toContain('Available on the Simulator Pro plan');
    await user.click(within(lock).getByRole('button', { name: 'Choose a plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plans' });
    expect(within(dialog).getByTestId('plans-reason').textContent).toBe('Manager simulator opens with the Teams plan.');
    expect((await within(dialog).findByTestId('plan-teams')).textContent).toContain('The team check and teams in the manager simulator');
  });
});
