import { expect, test } from '@playwright/test';
import { billingShot, enterCard, newOwnerWithoutPlan, openSubscriptionFromMenu } from '../support/billing';

/*
 * Buying access against the real server and its built-in card processor: a new owner starts the 3-day
 * trial from a locked tool in two clicks and works in the team check; another pays for a plan with a test
 * card that succeeds; another is told a declined card was declined. Screenshots in
 * e2e/screenshots/billing-*.png, in Russian and English.
 */

const texts = {
  ru: {
    plans: 'Тарифы',
    choose: 'Подключить тариф',
    trial: 'Попробовать 3 дня бесплатно',
    teamCheck: 'Проверка команды',
    subscribe: 'Оформить',
    pay: /^Оплатить/,
    number: /^Номер карты/,
    expiry: /^Срок действия/,
    active: 'Действует',
    declined: 'Карта была отклонена',
    trialPlan: 'Команды, пробный',
    until: /^Тариф «Команды» действует до /,
    compare: 'Сравнение тарифов',
    teamsTier: /^Команды/,
    choosePlan: 'Выбрать тариф',
    invoices: 'Счета',
    paid: 'Оплачен',
    cards: 'Платёжные карты',
  },
  en: {
    plans: 'Plans',
    choose: 'Choose a plan',
    trial: 'Try 3 days free',
    teamCheck: 'Team check',
    subscribe: 'Subscribe',
    pay: /^Pay/,
    number: /^Card number/,
    expiry: /^Expiry date/,
    active: 'Active',
    declined: 'Your card was declined',
    trialPlan: 'Teams, free trial',
    until: /^Teams is active until /,
    compare: 'Compare plans',
    teamsTier: /^Teams/,
    choosePlan: 'Choose a plan',
    invoices: 'Invoices',
    paid: 'Paid',
    cards: 'Payment cards',
  },
} as const;

for (const language of ['ru', 'en'] as const) {
  const say = texts[language];

  test(`a new owner starts the 3-day trial from a locked tool in two clicks and reaches the team check (${language})`, async ({ page, request }) => {
    await newOwnerWithoutPlan(page, request, `trial-${language}`, language);
    await page.goto('/owner/dashboard/team');
    const lock = page.getByTestId('tool-lock');
    await expect(lock).toBeVisible();

    await lock.getByRole('button', { name: say.choose }).click();
    const dialog = page.getByRole('dialog', { name: say.plans });
    const teams = dialog.getByTestId('plan-teams');
    await expect(teams).toHaveAttribute('aria-current', 'true');
    await billingShot(page, `01-plans-${language}`);
    await teams.getByRole('button', { name: say.trial }).click();

    await expect(dialog.getByTestId('billing-notice')).toBeVisible();
    await expect(dialog.getByTestId('current-plan')).toHaveText(say.trialPlan);
    await expect(page.getByTestId('menu-subscription')).toContainText(say.trialPlan);
    await billingShot(page, `02-trial-started-${language}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await expect(lock).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: say.teamCheck })).toBeVisible();
    await expect(page.getByTestId('run-team-check')).toBeVisible();
    await billingShot(page, `03-team-check-open-${language}`);
  });

  test(`an owner pays for a plan with a card that succeeds and sees it active (${language})`, async ({ page, request }) => {
    await newOwnerWithoutPlan(page, request, `subscribe-${language}`, language);
    const dialog = await openSubscriptionFromMenu(page, say.plans);
    await dialog.getByTestId('plan-teams').getByRole('button', { name: say.subscribe }).click();
    await enterCard(dialog, '4242 4242 4242 4242', say);
    await billingShot(page, `04-card-entry-${language}`);
    await dialog.getByTestId('card-entry').getByRole('button', { name: say.pay }).click();

    await expect(dialog.getByTestId('billing-notice')).toHaveText(say.until);
    await expect(dialog.getByTestId('current-status')).toHaveText(say.active);
    await expect(page.getByTestId('menu-locked-teamCheck')).toHaveCount(0);
    await billingShot(page, `05-subscribed-${language}`);

    // The comparison, the invoice of the payment and the card saved with it.
    await dialog.getByTestId('open-comparison').click();
    const comparison = page.getByRole('dialog', { name: say.compare });
    await expect(comparison.getByRole('table')).toBeVisible();
    await expect(comparison.getByRole('columnheader', { name: say.teamsTier })).toHaveAttribute('aria-current', 'true');
    await billingShot(page, `07-comparison-${language}`);
    await comparison.getByRole('button', { name: say.choosePlan }).click();
    await page.getByRole('dialog', { name: say.plans }).getByTestId('current-subscription').getByRole('button', { name: say.invoices }).click();
    const invoices = page.getByRole('dialog', { name: say.invoices });
    await expect(invoices.getByTestId('invoice-row')).toHaveCount(1);
    await expect(invoices.getByTestId('invoice-row')).toContainText(say.paid);
    await billingShot(page, `08-invoices-${language}`);
    await page.keyboard.press('Escape');
    await expect(invoices).toBeHidden();
    await page.getByRole('button', { name: say.cards }).click();
    const cards = page.getByRole('dialog', { name: say.cards });
    await expect(cards.getByTestId('payment-card')).toHaveCount(1);
    await expect(cards.getByTestId('payment-card')).toContainText('Visa •••• 4242');
    await billingShot(page, `09-cards-${language}`);
  });

  test(`an owner whose card is declined is told so and keeps the dialog (${language})`, async ({ page, request }) => {
    await newOwnerWithoutPlan(page, request, `declined-${language}`, language);
    const dialog = await openSubscriptionFromMenu(page, say.plans);
    await dialog.getByTestId('plan-simulator').getByRole('button', { name: say.subscribe }).click();
    await enterCard(dialog, '4000 0000 0000 0002', say);
    await dialog.getByTestId('card-entry').getByRole('button', { name: say.pay }).click();

    await expect(dialog.getByRole('alert')).toHaveText(say.declined);
    await expect(dialog.getByTestId('checkout')).toBeVisible();
    await expect(page.getByTestId('menu-locked-teamCheck')).toBeVisible();
    await billingShot(page, `06-declined-${language}`);
  });
}
