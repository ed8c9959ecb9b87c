import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpVerifiedOwner, uniqueEmail } from '../support/accounts';
import { screenshotDir } from '../support/environment';
import { newOwnerWithTools, signInOwner } from '../support/owner-workspace';

/*
 * The owner's locks, plans, FAQ and connection messages against the real server: a verified owner whose plan
 * opens no team tool sees them locked with the tier that opens them, reads the plans, finds an answer in the
 * FAQ inside the area, and is told when the connection drops and when it is back. Screenshots in
 * e2e/screenshots/help-*.png.
 */

async function shot(page: Page, name: string, { dialog = false } = {}) {
  await page.screenshot({ path: path.join(screenshotDir, `help-${name}.png`), fullPage: !dialog });
}

const texts = {
  ru: {
    menu: 'Меню личного кабинета',
    teamsTier: 'Доступно в тарифе «Команды»',
    proTier: 'Доступно в тарифе «Симулятор Про»',
    choose: 'Подключить тариф',
    plans: 'Тарифы',
    reason: '«Проверка команды» открывается в тарифе «Команды».',
    faq: 'Вопросы и ответы',
    search: 'Поиск по вопросам',
    query: 'ссылк',
    found: 'Найдено 2 вопроса',
    offline: 'Отсутствует подключение к интернету',
    lockTitle: '«Сравнение команд» не входит в ваш тариф',
  },
  en: {
    menu: 'Account menu',
    teamsTier: 'Available on the Teams plan',
    proTier: 'Available on the Simulator Pro plan',
    choose: 'Choose a plan',
    plans: 'Plans',
    reason: 'Team check opens with the Teams plan.',
    faq: 'FAQ',
    search: 'Search the questions',
    query: 'link',
    found: '2 questions found',
    offline: 'No internet connection',
    lockTitle: 'Team comparison is not in your plan',
  },
} as const;

for (const language of ['ru', 'en'] as const) {
  const say = texts[language];

  test(`a new owner's locked tools, the plans, the FAQ inside the area and the connection messages (${language})`, async ({ page, context, request }) => {
    const email = uniqueEmail(`help-${language}`);
    const password = 'help-secret-1';
    await signUpVerifiedOwner(request, email, password);
    await signInOwner(page, email, password, { language });

    // The dashboard: the pair check open, the team tools locked with their tier.
    const teamCheck = page.getByTestId('tool-team-check');
    await expect(teamCheck.getByTestId('tool-locked')).toContainText(say.teamsTier);
    await expect(page.getByTestId('tool-compare-teams').getByTestId('tool-locked')).toContainText(say.proTier);
    await expect(page.getByTestId('tool-p2p').getByRole('link')).toBeVisible();
    const menu = page.getByRole('navigation', { name: say.menu });
    await expect(menu.getByTestId('menu-locked-teamCheck')).toContainText(say.teamsTier);
    await expect(menu.getByTestId('menu-locked-compareTeams')).toContainText(say.proTier);
    await shot(page, `01-locked-dashboard-${language}`);
    if (language === 'ru') {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await shot(page, '01-locked-dashboard-ru-1920', { dialog: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // The plans, opened from the card: the tier that opens the tool, and asking for one.
    await teamCheck.getByRole('button', { name: say.choose }).click();
    const plans = page.getByRole('dialog', { name: say.plans });
    await expect(plans.getByTestId('plans-reason')).toHaveText(say.reason);
    // The team check opens with the Teams tier, which the dialog points at.
    await expect(plans.getByTestId('plan-teams')).toHaveAttribute('aria-current', 'true');
    await expect(plans.getByLabel('Email')).toHaveValue(email);
    // The dialog and its overlay fade in; the picture is taken once they have.
    await expect(plans).toHaveCSS('opacity', '1');
    await expect(page.locator('.mantine-Modal-overlay')).toHaveCSS('opacity', '1');
    await shot(page, `02-plans-${language}`, { dialog: true });
    await page.keyboard.press('Escape');
    await expect(plans).toBeHidden();

    // A locked page shows the lock in place of the tool.
    await menu.getByTestId('menu-locked-compareTeams').click();
    await expect(plans).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(plans).toBeHidden();
    await page.goto('/owner/dashboard/compare-teams');
    await expect(page.getByTestId('tool-lock')).toContainText(say.lockTitle);
    await shot(page, `03-locked-page-${language}`);

    // The FAQ opens inside the owner's area, and its search narrows the questions.
    await menu.getByRole('link', { name: say.faq }).click();
    await expect(page).toHaveURL(/\/owner\/faq$/);
    await expect(page.getByTestId('layout-owner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: say.faq })).toBeVisible();
    await page.getByRole('searchbox', { name: say.search }).fill(say.query);
    await expect(page.getByTestId('faq-found')).toHaveText(say.found);
    await expect(page.getByTestId('faq-item')).toHaveCount(2);
    await expect(page.getByTestId('faq-item').first().locator('mark').first()).toBeVisible();
    await shot(page, `04-faq-search-${language}`);

    // Offline: the no-internet message; back online, it goes, and so does any drop of the realtime connection.
    await context.setOffline(true);
    const offline = page.getByTestId('connection-offline');
    await expect(offline).toContainText(say.offline);
    await shot(page, `05-offline-${language}`, { dialog: true });
    await context.setOffline(false);
    await expect(offline).toBeHidden();
    await expect(page.getByTestId('connection-unstable')).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId('connection-status')).toHaveText('');
  });
}

test('an owner whose plan opens the team tools sees them open, without locks', async ({ page, request }) => {
  await newOwnerWithTools(page, request, 'help-tools');
  await expect(page.getByTestId('tool-team-check').getByRole('link')).toBeVisible();
  await expect(page.getByTestId('tool-compare-teams').getByRole('link')).toBeVisible();
  await expect(page.getByTestId('tool-locked')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Меню личного кабинета' });
  await expect(menu.getByRole('link', { name: 'Сравнение команд' })).toBeVisible();
  await expect(menu.getByTestId(/^menu-locked-/)).toHaveCount(0);
});
