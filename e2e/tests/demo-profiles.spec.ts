import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotDir } from '../support/environment';
import { newOwnerWithTools } from '../support/owner-workspace';

/*
 * The demo specialists a new owner starts with: marked in the list and on their page, hidden and shown
 * again by the list's switch. Screenshots in e2e/screenshots/demo-*.png.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `demo-${name}.png`), fullPage: true });
}

test('a new owner finds six filled demo specialists, marked as demo, and hides and shows them', async ({ page, request }) => {
  await newOwnerWithTools(page, request, 'demo');
  await page.goto('/owner/profiles');
  const rows = page.getByTestId('profile-row');
  await expect(rows).toHaveCount(6);
  await expect(page.getByTestId('demo-badge')).toHaveCount(6);
  await expect(page.getByTestId('count-approved')).toHaveText('6');
  await expect(rows.first()).toContainText('Заполнен');
  await shot(page, '01-list');

  await rows.first().getByRole('link', { name: /^Открыть профиль/ }).click();
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await expect(page.getByTestId('profile-page').getByTestId('demo-badge')).toHaveText('Демо');
  await expect(page.getByTestId('profile-answers')).toContainText('Уровень образования');
  await shot(page, '02-profile');

  await page.goBack();
  const show = page.getByRole('switch', { name: /^Показывать демо-профили/ });
  await expect(show).toBeChecked();
  await show.uncheck();
  await expect(page.getByTestId('profiles-empty')).toBeVisible();
  await expect(page.getByTestId('count-all')).toHaveText('0');
  await shot(page, '03-hidden');
  // The setting is the account's: a reload keeps them hidden.
  await page.reload();
  await expect(page.getByTestId('profiles-empty')).toBeVisible();
  await page.getByRole('switch', { name: /^Показывать демо-профили/ }).check();
  await expect(rows).toHaveCount(6);
});

test('in English the demo specialists are marked Demo, and the switch says what it does', async ({ page, request }) => {
  await newOwnerWithTools(page, request, 'demo-en', { language: 'en' });
  await page.goto('/owner/profiles');
  await expect(page.getByTestId('demo-badge').first()).toHaveText('Demo');
  await expect(page.getByRole('switch', { name: /^Show demo profiles/ })).toBeChecked();
  await shot(page, '04-list-en');
});
