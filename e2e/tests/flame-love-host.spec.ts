import { expect, test } from '@playwright/test';
import { loveURL, phoneViewport } from '../support/environment';
import { answerStatements, flameShot } from '../support/flame';

// A Russian phone: the test speaks the browser's language until one is chosen.
test.use({ viewport: phoneViewport, locale: 'ru-RU' });

test('the love site shows the same test under its own name', async ({ page }) => {
  await page.goto(`${loveURL}/main`);
  await expect(page).toHaveURL(`${loveURL}/main/onboarding`);
  await expect(page.getByTestId('layout-main')).toBeVisible();
  await expect(page).toHaveTitle('Насколько вы подходите друг другу? — Teamcast Love');
  await expect(page.getByRole('link', { name: 'Teamcast Love' })).toBeVisible();
  await flameShot(page, 'ru', '13-love-host');
  await page.getByRole('button', { name: 'Начать', exact: true }).click();
  await page.getByRole('button', { name: 'Начать тест' }).click();
  await page.getByLabel('Ваше имя').fill('Света');
  await page.getByLabel('Имя партнёра').fill('Тимур');
  await page.getByRole('button', { name: 'Дальше' }).click();
  await answerStatements(page, 'ru', 1, 2, () => 5);
  await expect(page.getByTestId('statement-progress')).toHaveText('3 из 30');
});
