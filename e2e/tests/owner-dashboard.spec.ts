import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { followVerificationLink, signUpOwner, uniqueEmail } from '../support/accounts';
import { screenshotDir } from '../support/environment';

/*
 * The owner's dashboard against the real server: a new owner meets the training once, the account
 * remembers it, and the menu opens it again. Screenshots in e2e/screenshots/dashboard-*.png.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `dashboard-${name}.png`), fullPage: true });
}

test('a new owner meets the training once, sees the tools and the history, and reopens the training from the menu', async ({ page, request }) => {
  const email = uniqueEmail('dashboard');
  const password = 'dashboard-secret-1';
  await signUpOwner(request, email, password);
  await followVerificationLink(request, email);

  // The cookie notice is answered beforehand: this test is about the training, whose dialog would sit over it.
  await page.addInitScript(() => window.localStorage.setItem('teamcast.cookie-notice', 'accepted'));
  await page.goto('/owner/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Пароль/).fill(password);
  await form.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: 'Обучение' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Начните с профилей' })).toBeVisible();
  // The dialog fades in; the picture is taken once it has.
  await expect(dialog).toHaveCSS('opacity', '1');
  await shot(page, '01-training-first-step');
  for (let step = 0; step < 4; step++) await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByRole('heading', { name: 'Монитор директора' })).toBeVisible();
  await shot(page, '02-training-monitor-step');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('dashboard-tools')).toBeVisible();
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await expect(page.getByTestId('counter-p2p')).toHaveText('0');
  await shot(page, '03-dashboard');

  // The account remembers the training: a reload does not offer it again.
  await page.reload();
  await expect(page.getByTestId('dashboard-tools')).toBeVisible();
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Меню личного кабинета' }).getByRole('button', { name: 'Обучение' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Шаг 1 из 6')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Action history' })).toBeVisible();
  await shot(page, '04-dashboard-en');
});
