import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, json, ownerSelf } from '../../test/fake-api';
import { fieldError } from '../../test/form-helpers';
import { ownerArea, openSubscription, plain } from './test-support/owner-area';
import { billingState, card, priceList, subscription, withBilling } from './test-support/fixtures';

const pendingPayment = { paymentId: 'pay-1', status: 'requires_action' as const, clientSecret: 'secret_pay_1_abcdef', amount: 2990, currency: 'RUB' as const };

describe('the subscription dialog', () => {
  it('shows each plan’s price struck through, the price paid and the discount, in roubles in Russian', async () => {
    const { user } = await ownerArea('/owner/profiles');
    const dialog = await openSubscription(user);
    const teams = within(dialog).getByTestId('plan-teams');
    expect(plain(within(teams).getByTestId('price-list').textContent)).toBe('Без скидки: 3 990 ₽');
    expect(plain(within(teams).getByTestId('price-now').textContent)).toBe('2 990 ₽');
    expect(within(teams).getByTestId('price-discount').textContent).toBe('−33%');
    expect(teams.textContent).toContain('в месяц');

    // Weekly billing, and the simulator for three teams.
    await user.click(within(dialog).getByRole('radio', { name: 'Понедельно' }));
    expect(plain(within(within(dialog).getByTestId('plan-teams')).getByTestId('price-now').textContent)).toBe('990 ₽');
    const simulator = within(dialog).getByTestId('plan-simulator');
    await user.click(within(simulator).getByRole('radio', { name: '3' }));
    expect(plain(within(simulator).getByTestId('price-now').textContent)).toBe('2 490 ₽');
    expect(within(simulator).getByTestId('price-discount').textContent).toBe('−40%');
    expect(within(dialog).getByTestId('bonus-seats').textContent).toBe('Осталось 25 мест');
  });

  it('shows dollars in English', async () => {
    const { user, api } = await ownerArea('/owner/profiles', { language: 'en' });
    const dialog = await openSubscription(user, 'Plans');
    const teams = within(dialog).getByTestId('plan-teams');
    expect(plain(within(teams).getByTestId('price-list').textContent)).toBe('Full price: $49');
    expect(within(teams).getByTestId('price-now').textContent).toBe('$39');
    expect(within(teams).getByTestId('price-discount').textContent).toBe('−26%');
    expect(within(teams).getByRole('button', { name: 'Try 3 days free' })).toBeTruthy();
    expect(api.calls('listPrice').at(-1)?.query).toEqual({ ln: 'en' });
  });

  it('starts a 3-day trial in two clicks from a locked tool, and the tool opens at once', async () => {
    const self = ownerSelf({ accessRules: { needVerify: false, allowTeams: false, allowScene: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false } });
    const demo = billingState(subscription('LITE_DEMO', { renews: false, amount: 0, subscribeEndDate: '2026-03-04T10:00:00.000Z' }));
    const area = await ownerArea('/owner/dashboard/team', {
      self,
      routes: {
        updateSubscriptionUnsecure: () => {
          area.setAccount(withBilling(area.account(), demo));
          return demo;
        },
      },
    });
    const { user, api, menu } = area;
    const lock = await screen.findByTestId('tool-lock');
    await user.click(within(lock).getByRole('button', { name: 'Подключить тариф' }));
    const dialog = await screen.findByRole('dialog', { name: 'Тарифы' });
    expect(within(dialog).getByTestId('plans-reason').textContent).toBe('«Проверка команды» открывается в тарифе «Команды».');
    const teams = await within(dialog).findByTestId('plan-teams');
    expect(teams.getAttribute('aria-current')).toBe('true');
    await user.dblClick(within(teams).getByRole('button', { name: 'Попробовать 3 дня бесплатно' }));

    expect((await within(dialog).findByTestId('billing-notice')).textContent).toBe('Тариф «Команды, пробный» действует до 4 марта 2026 г.');
    expect(api.calls('updateSubscriptionUnsecure').map((call) => call.body)).toEqual([{ subscribe: 'LITE_DEMO' }]);
    expect(api.calls('updateSubscription')).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('tool-lock')).toBeNull());
    expect(within(menu).queryByTestId('menu-locked-teamCheck')).toBeNull();
    expect(within(menu).getByTestId('menu-subscription').textContent).toContain('Команды, пробный');
    expect(within(dialog).getByTestId('current-plan').textContent).toBe('Команды, пробный');
  });

  it('subscribes with a card entered and saved first, checking the card before sending it', async () => {
    const paid = billingState(subscription('LITE_MONTH'));
    const area = await ownerArea('/owner/profiles', {
      routes: {
        createSimulatorPaymentMethod: { id: 'pm-new' },
        attachPaymentMethod: [card({ id: 'pm-new' })],
        updateSubscription: () => {
          area.setAccount(withBilling(area.account(), paid));
          return paid;
        },
      },
    });
    const { user, api } = area;
    const dialog = await openSubscription(user);
    await user.click(within(within(dialog).getByTestId('plan-teams')).getByRole('button', { name: /^Оформить/ }));
    const form = await within(dialog).findByTestId('card-entry');
    expect(within(form).getByTestId('test-cards').textContent).toContain('4000 0000 0000 0002 — карта отклонена');

    await user.type(within(form).getByLabelText(/^Номер карты/), '4242 4242 4242 4241');
    await user.type(within(form).getByLabelText(/^Срок действия/), '12/30');
    await user.type(within(form).getByLabelText(/^CVC/), '123');
    await user.click(within(form).getByRole('button', { name: /^Оплатить/ }));
    expect(fieldError(/^Номер карты/)).toBe('Проверьте номер карты');
    expect(api.calls('createSimulatorPaymentMethod')).toEqual([]);

    await user.clear(within(form).getByLabelText(/^Номер карты/));
    await user.type(within(form).getByLabelText(/^Номер карты/), '4242 4242 4242 4242');
    const pay = within(form).getByRole('button', { name: /^Оплатить/ });
    expect(plain(pay.textContent)).toBe('Оплатить 2 990 ₽');
    await user.dblClick(pay);

    expect((await within(dialog).findByTestId('billing-notice')).textContent).toBe('Тариф «Команды» действует до 1 апреля 2026 г.');
    expect(api.calls('createSimulatorPaymentMethod').map((call) => call.body)).toEqual([{ card: { number: '4242424242424242', expMonth: 12, expYear: 30, cvc: '123' } }]);
    expect(api.calls('attachPaymentMethod').map((call) => call.body)).toEqual([{ paymentMethodId: 'pm-new' }]);
    expect(api.calls('updateSubscription').map((call) => call.body)).toEqual([{ subscribe: 'LITE_MONTH' }]);
    expect(within(dialog).getByTestId('current-line').textContent).toBe('Продлится 1 апреля 2026 г.');
    expect(within(dialog).getByTestId('current-status').textContent).toBe('Действует');
  });

  it.each([
    ['card_declined', failure(402, 'card_declined'), 'Карта была отклонена'],
    ['insufficient_funds', failure(402, 'insufficient_funds'), 'Недостаточно средств на карте'],
    ['payment_failed', failure(402, 'payment_failed'), 'Платеж не прошел'],
    ['a refusal with no word of its own', json(402, { statusCode: 402, code: 'issuer_unavailable', message: 'x' }), 'Карта была отклонена'],
  ])('says why the card was refused (%s) and keeps the dialog, the plan and the card', async (_, refusal, message) => {
    const { user, api } = await ownerArea('/owner/profiles', {
      routes: { listPaymentMethods: [card({ id: 'pm-0002', last4: '0002' })], updateSubscription: () => refusal.clone() },
    });
    const dialog = await openSubscription(user);
    await user.click(within(within(dialog).getByTestId('plan-simulatorPro')).getByRole('button', { name: /^Оформить/ }));
    expect((await within(dialog).findByTestId('checkout-card')).textContent).toBe('Оплата картой Visa •••• 0002');
    await user.click(within(dialog).getByRole('button', { name: /^Оплатить/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(api.calls('updateSubscription').map((call) => call.body)).toEqual([{ subscribe: 'FULL_MONTH_1' }]);
    expect(screen.getByRole('dialog', { name: 'Тарифы' })).toBe(dialog);
    expect(within(dialog).getByTestId('checkout').textContent).toContain('Симулятор Про, 1 команда');
    expect(within(dialog).getByRole('button', { name: 'Другая карта' })).toBeTruthy();
  });

  async function confirmationStep() {
    const incomplete = billingState(subscription('LITE_MONTH', { status: 'incomplete' }));
    let onServer = billingState(null);
    const area = await ownerArea('/owner/profiles', {
      routes: {
        listPaymentMethods: [card({ id: 'pm-3155', last4: '3155' })],
        syncAccessRules: () => onServer,
        updateSubscription: () => {
          onServer = incomplete;
          return { ...incomplete, payment: pendingPayment };
        },
        confirmSimulatorPayment: ({ body }) => {
          const approved = (body as { authentication: string }).authentication === 'approve';
          if (approved) onServer = billingState(subscription('LITE_MONTH'));
          return { status: approved ? 'succeeded' : 'failed' };
        },
      },
    });
    const dialog = await openSubscription(area.user);
    await area.user.click(within(within(dialog).getByTestId('plan-teams')).getByRole('button', { name: /^Оформить/ }));
    await area.user.click(await within(dialog).findByRole('button', { name: /^Оплатить/ }));
    const step = await within(dialog).findByRole('region', { name: 'Подтвердите платёж в банке' });
    expect(plain(step.textContent)).toContain('Банк просит подтвердить списание 2 990 ₽.');
    return { ...area, dialog, step };
  }

  it('asks the holder to confirm with the bank, and confirming makes the plan active', async () => {
    const { user, api, dialog, step, menu } = await confirmationStep();
    await user.click(within(step).getByRole('button', { name: 'Подтвердить' }));
    expect((await within(dialog).findByTestId('billing-notice')).textContent).toBe('Тариф «Команды» действует до 1 апреля 2026 г.');
    expect(api.calls('confirmSimulatorPayment').map((call) => call.body)).toEqual([{ clientSecret: 'secret_pay_1_abcdef', authentication: 'approve' }]);
    expect(within(dialog).queryByRole('region', { name: 'Подтвердите платёж в банке' })).toBeNull();
    expect(within(menu).queryByTestId('menu-locked-teamCheck')).toBeNull();
  });

  it('says the payment status is incomplete when the holder does not confirm', async () => {
    const { user, api, dialog, step, menu } = await confirmationStep();
    await user.click(within(step).getByRole('button', { name: 'Отмена' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Платёж не завершён: его нужно подтвердить в банке');
    expect(api.calls('confirmSimulatorPayment').map((call) => call.body)).toEqual([{ clientSecret: 'secret_pay_1_abcdef', authentication: 'decline' }]);
    expect(within(dialog).getByTestId('checkout')).toBeTruthy();
    expect(within(menu).getByTestId('menu-locked-teamCheck')).toBeTruthy();
  });

  it('cancels renewal and resumes it', async () => {
    const renewing = billingState(subscription('MID_MONTH_2'));
    const cancelled = billingState(subscription('MID_MONTH_2', { cancelAtPeriodEnd: true }));
    const { user, api } = await ownerArea('/owner/profiles', {
      self: withBilling(ownerSelf(), renewing),
      routes: { cancelSubscription: cancelled, resumeSubscription: renewing },
    });
    const dialog = await openSubscription(user);
    const current = within(dialog).getByTestId('current-subscription');
    expect(within(current).getByTestId('current-plan').textContent).toBe('Симулятор, 2 команды');
    expect(within(current).getByTestId('current-line').textContent).toBe('Продлится 1 апреля 2026 г.');
    expect(within(within(dialog).getByTestId('plan-simulator')).getByRole('button', { name: /^Ваш тариф/ }).hasAttribute('disabled')).toBe(true);

    await user.dblClick(within(current).getByRole('button', { name: 'Отменить продление' }));
    expect((await within(dialog).findByTestId('billing-notice')).textContent).toBe('Продление отменено. Тариф «Симулятор, 2 команды» действует до 1 апреля 2026 г.');
    expect(within(current).getByTestId('current-line').textContent).toBe('Продление отменено: тариф действует до 1 апреля 2026 г.');
    expect(api.calls('cancelSubscription')).toHaveLength(1);

    await user.click(within(current).getByRole('button', { name: 'Возобновить' }));
    await waitFor(() => expect(within(current).getByTestId('current-line').textContent).toBe('Продлится 1 апреля 2026 г.'));
    expect(api.calls('resumeSubscription')).toHaveLength(1);
    expect(within(current).queryByRole('button', { name: 'Возобновить' })).toBeNull();
  });

  it('marks a trial already had, and a failure to start one is said in the dialog', async () => {
    const { user } = await ownerArea('/owner/profiles', {
      routes: {
        listPrice: () => priceList('ru', (item) => ({ available: item.subscription !== 'LITE_DEMO' })),
        updateSubscriptionUnsecure: failure(409, 'seats_sold_out'),
      },
    });
    const dialog = await openSubscription(user);
    expect(within(dialog).getByTestId('plan-teams').textContent).toContain('Пробный период уже использован');
    await user.click(within(within(dialog).getByTestId('plan-simulator')).getByRole('button', { name: 'Попробовать 3 дня бесплатно' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Места по этому предложению закончились');
  });
});
