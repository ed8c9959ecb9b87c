import { screen, waitFor, within } from '@testing-library/react';
import { tierRules, type FeatureTier } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { failure, ownerSelf } from '../../test/fake-api';
import { ownerArea, openSubscription, plain } from './test-support/owner-area';
import { billingState, card, invoice, subscription, withBilling } from './test-support/fixtures';

describe('the payment cards dialog', () => {
  it('lists the cards, makes one the default, removes one and adds one', async () => {
    const visa = card();
    const master = card({ id: 'pm-4444', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2029, isDefault: false });
    const { user, api, menu } = await ownerArea('/owner/profiles', {
      routes: {
        listPaymentMethods: [visa, master],
        setDefaultPaymentMethod: [{ ...visa, isDefault: false }, { ...master, isDefault: true }],
        detachPaymentMethod: [{ ...master, isDefault: true }],
        createSimulatorPaymentMethod: { id: 'pm-9995' },
        attachPaymentMethod: [{ ...master, isDefault: true }, card({ id: 'pm-9995', last4: '9995', isDefault: false })],
      },
    });
    await user.click(within(menu).getByRole('button', { name: 'Платёжные карты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Платёжные карты' });
    const cards = await within(dialog).findAllByTestId('payment-card');
    expect(cards.map((each) => plain(each.textContent))).toEqual(['Visa •••• 4242до 12/30ОсновнаяУдалить', 'Mastercard •••• 4444до 03/29Сделать основнойУдалить']);

    await user.dblClick(within(cards[1]!).getByRole('button', { name: 'Сделать основной' }));
    await waitFor(() => expect(within(within(dialog).getByRole('listitem', { name: 'Mastercard •••• 4444' })).getByText('Основная')).toBeTruthy());
    expect(api.calls('setDefaultPaymentMethod').map((call) => call.body)).toEqual([{ paymentMethodId: 'pm-4444' }]);

    await user.click(within(within(dialog).getByRole('listitem', { name: 'Visa •••• 4242' })).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('payment-card')).toHaveLength(1));
    expect(api.calls('detachPaymentMethod').map((call) => [call.method, call.body])).toEqual([['DELETE', { paymentMethodId: 'pm-4242' }]]);

    await user.click(within(dialog).getByRole('button', { name: 'Добавить карту' }));
    const form = within(dialog).getByTestId('card-entry');
    await user.type(within(form).getByLabelText(/^Номер карты/), '4000000000009995');
    await user.type(within(form).getByLabelText(/^Срок действия/), '01/2031');
    await user.type(within(form).getByLabelText(/^CVC/), '999');
    await user.click(within(form).getByRole('button', { name: 'Сохранить карту' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('payment-card')).toHaveLength(2));
    expect(api.calls('createSimulatorPaymentMethod').map((call) => call.body)).toEqual([{ card: { number: '4000000000009995', expMonth: 1, expYear: 2031, cvc: '999' } }]);
    expect(api.calls('attachPaymentMethod').map((call) => call.body)).toEqual([{ paymentMethodId: 'pm-9995' }]);
    expect(within(dialog).queryByTestId('card-entry')).toBeNull();
  });

  it('says when a card cannot be saved, and keeps what was entered', async () => {
    const { user, menu } = await ownerArea('/owner/profiles', { routes: { createSimulatorPaymentMethod: failure(402, 'card_declined') } });
    await user.click(within(menu).getByRole('button', { name: 'Платёжные карты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Платёжные карты' });
    expect((await within(dialog).findByTestId('no-cards')).textContent).toContain('Карт пока нет');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить карту' }));
    await user.type(within(dialog).getByLabelText(/^Номер карты/), '4000 0000 0000 0002');
    await user.type(within(dialog).getByLabelText(/^Срок действия/), '12/30');
    await user.type(within(dialog).getByLabelText(/^CVC/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить карту' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Карта была отклонена');
    expect((within(dialog).getByLabelText(/^Номер карты/) as HTMLInputElement).value).toBe('4000 0000 0000 0002');
  });
});

describe('the invoices dialog', () => {
  it('lists the invoices newest first, a page at a time, and pays an open one', async () => {
    const first = Array.from({ length: 10 }, (_, index) => invoice(index + 1, index === 0 ? { status: 'open', paidAt: null, attemptCount: 2, lastError: 'insufficient_funds' } : {}));
    const second = Array.from({ length: 3 }, (_, index) => invoice(index + 11));
    const { user, api, menu } = await ownerArea('/owner/profiles', {
      routes: {
        listAllInvoices: ({ query }) =>
          query.next_page === 'page-2' ? { data: second, has_more: false, next_page: null } : { data: first, has_more: true, next_page: 'page-2' },
        payInvoice: billingState(subscription('LITE_MONTH')),
      },
    });
    await user.click(within(menu).getByRole('button', { name: 'Счета' }));
    const dialog = await screen.findByRole('dialog', { name: 'Счета' });
    const rows = await within(dialog).findAllByTestId('invoice-row');
    expect(rows).toHaveLength(10);
    expect(plain(rows[0]!.textContent)).toBe('TC-0001Команды27.02.2026 – 27.03.20262 990 ₽Не оплаченОплатить');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(api.calls('listAllInvoices')[0]?.query).toEqual({ limit: '10' });

    await user.click(within(dialog).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('invoice-row')).toHaveLength(13));
    expect(api.calls('listAllInvoices').map((call) => call.query.next_page)).toContain('page-2');
    expect(within(dialog).queryByRole('button', { name: 'Показать ещё' })).toBeNull();

    await user.dblClick(within(dialog).getByRole('button', { name: 'Оплатить счёт TC-0001' }));
    expect((await within(dialog).findByTestId('billing-notice')).textContent).toBe('Счёт оплачен');
    expect(api.calls('payInvoice').map((call) => call.body)).toEqual([{ invoiceId: 'invoice-1' }]);
  });
});

describe('the past-due banner', () => {
  const pastDue = billingState(subscription('LITE_MONTH', { status: 'past_due', latest_invoice: 'invoice-7', nextAttemptAt: '2026-04-03T10:00:00.000Z' }));

  it('shows across the area while a renewal is unpaid, and paying the latest invoice takes it away', async () => {
    const area = await ownerArea('/owner/profiles', {
      self: withBilling(ownerSelf(), pastDue),
      routes: {
        payInvoice: () => {
          const paid = billingState(subscription('LITE_MONTH'));
          area.setAccount(withBilling(area.account(), paid));
          return paid;
        },
      },
    });
    const { user, api, menu } = area;
    const banner = await screen.findByTestId('past-due-banner');
    expect(banner.textContent).toContain('Платеж не прошел');
    expect(banner.textContent).toContain('Не удалось продлить тариф «Команды». Повторим 3 апреля 2026 г.; до тех пор инструменты открыты.');
    const summary = within(menu).getByTestId('menu-subscription');
    expect(summary.textContent).toContain('Оплата не прошла');
    expect(summary.getAttribute('data-variant') ?? summary.className).toBeTruthy();

    const pay = await within(banner).findByRole('button', { name: /^Оплатить/ });
    expect(plain(pay.textContent)).toBe('Оплатить 2 990 ₽');
    await user.dblClick(pay);
    expect(await screen.findByText('Оплата прошла, тариф «Команды» снова действует')).toBeTruthy();
    expect(api.calls('payInvoice').map((call) => call.body)).toEqual([{ invoiceId: 'invoice-7' }]);
    expect(screen.queryByTestId('past-due-banner')).toBeNull();
    expect(within(menu).getByTestId('menu-subscription').textContent).toContain('до 1 апреля 2026 г.');
  });

  it('says why the payment failed and stays', async () => {
    const { user } = await ownerArea('/owner/profiles', {
      self: withBilling(ownerSelf(), { ...pastDue, subscribe: { ...pastDue.subscribe!, status: 'unpaid', nextAttemptAt: null } }),
      routes: { payInvoice: failure(402, 'insufficient_funds') },
    });
    const banner = await screen.findByTestId('past-due-banner');
    expect(banner.textContent).toContain('Тариф «Команды» не оплачен: командные инструменты закрыты до оплаты счёта.');
    await user.click(await within(banner).findByRole('button', { name: /^Оплатить/ }));
    expect((await within(banner).findByRole('alert')).textContent).toBe('Недостаточно средств на карте');
    expect(screen.getByTestId('past-due-banner')).toBe(banner);
  });
});

describe('the comparison of subscriptions', () => {
  it('is a table of the tiers and what each opens, as the domain’s rules say', async () => {
    const { user } = await ownerArea('/owner/profiles', { self: withBilling(ownerSelf(), billingState(subscription('MID_MONTH_1'))) });
    const plans = await openSubscription(user);
    await user.click(within(plans).getByRole('button', { name: 'Сравнить тарифы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сравнение тарифов' });
    const table = await within(dialog).findByRole('table');
    const columns = within(table).getAllByRole('columnheader').map((header) => header.getAttribute('data-tier'));
    expect(columns).toEqual([null, 'basic', 'teams', 'monitor', 'simulator', 'simulatorPro']);
    expect(within(table).getAllByRole('columnheader').map((header) => header.firstElementChild?.firstElementChild?.textContent ?? header.textContent)).toEqual([
      'Возможность',
      'Базовый',
      'Команды',
      'Монитор',
      'Симулятор',
      'Симулятор Про',
    ]);
    expect(within(table).getByRole('columnheader', { name: /^Симулятор(?! Про)/ }).getAttribute('aria-current')).toBe('true');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Профили и проверка совместимости пары',
      'Проверка команды',
      'Список команд',
      'Монитор директора',
      'Симулятор руководителя',
      'Создание команд',
      'Сравнение команд',
    ]);
    const open = (row: number) => Object.fromEntries(within(rows[row]!).getAllByRole('cell').map((cell) => [cell.getAttribute('data-tier'), cell.textContent!.includes('Входит')]));
    const byRule = (rule: 'allowTeams' | 'allowScene' | 'allowCreateTeams' | 'allowCompareTeams' | 'allowMonitor') =>
      Object.fromEntries((['basic', 'teams', 'monitor', 'simulator', 'simulatorPro'] as FeatureTier[]).map((tier) => [tier, tierRules[tier][rule]]));
    expect(open(0)).toEqual({ basic: true, teams: true, simulator: true, simulatorPro: true, monitor: true });
    expect(open(1)).toEqual(byRule('allowTeams'));
    expect(open(2)).toEqual(byRule('allowTeams'));
    // The monitor tier opens the director monitor, and so do the simulator tiers above it; the teams tier does not.
    expect(open(3)).toEqual({ basic: false, teams: false, monitor: true, simulator: true, simulatorPro: true });
    expect(open(3)).toEqual(byRule('allowMonitor'));
    expect(open(4)).toEqual(byRule('allowScene'));
    expect(open(5)).toEqual(byRule('allowCreateTeams'));
    expect(open(6)).toEqual(byRule('allowCompareTeams'));
    // The team counts the simulator tiers are sold with.
    const creating = within(rows[5]!).getAllByRole('cell');
    expect(creating[3]!.textContent).toContain('1–4 команды');
    expect(creating[4]!.textContent).toContain('1–4 команды');

    await user.click(within(dialog).getByRole('button', { name: 'Выбрать тариф' }));
    expect(await screen.findByRole('dialog', { name: 'Тарифы' })).toBeTruthy();
  });
});
