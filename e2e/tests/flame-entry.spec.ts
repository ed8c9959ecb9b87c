import { expect, test } from '@playwright/test';
test.use({ locale: 'ru-RU' });

test('the test is a page of its own: it loads none of the app’s other code, and a link from the app opens it with a full page load', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/main/onboarding');
  await expect(page.getByTestId('layout-main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app's own entry and its vendor groups (the router, i18next, TanStack Query and Zod, Mantine) stay away.
  expect(scripts.filter((script) => /\/assets\/(index|router|i18n|data|mantine-shell|Button)-/.test(script))).toEqual([]);
  expect(scripts.some((script) => /\/assets\/main-/.test(script))).toBe(true);

  await page.goto('/');
  await expect(page.getByTestId('layout-public')).toBeVisible();
  const cookies = page.getByTestId('cookie-notice');
  if (await cookies.isVisible()) await cookies.getByRole('button').click();
  await page.evaluate(() => Object.assign(window, { appStillHere: true }));
  await page.getByRole('link', { name: 'Тест для пары' }).first().click();
  await expect(page).toHaveURL(/\/main\/onboarding$/);
  await expect(page.getByTestId('layout-main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Насколько вы подходите друг другу?');
  // A full page load: the app's page, and what it set on its window, are gone.
  expect(await page.evaluate(() => 'appStillHere' in window)).toBe(false);
});
