import { expect, test, type Page } from '@playwright/test';

const reloadButton = (page: Page) => page.getByRole('button', { name: /Обновить|Reload/ });

/** Moves the app to another page without reloading it, as a link would. */
async function navigateInApp(page: Page, pathname: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

test('a script chunk that fails to load while navigating offers a reload instead of a blank page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('layout-public')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
  // Everything already loaded keeps working; any script the next page needs fails, as on a dropped connection.
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => (loaded.has(route.request().url()) ? route.fallback() : route.abort('connectionfailed')),
  );

  await navigateInApp(page, '/estimator/login');
  await expect(reloadButton(page)).toBeVisible();
  expect((await page.locator('body').innerText()).trim()).not.toBe('');

  // Once the network is back, the offered reload brings the page.
  await page.unrouteAll();
  await reloadButton(page).click();
  await expect(page.getByTestId('login-estimator')).toBeVisible();
  await expect(reloadButton(page)).toHaveCount(0);
});

test('a script chunk that fails on the first visit offers a reload too', async ({ page, request }) => {
  // Only what index.html itself names may load: every lazily loaded part of the app fails.
  const indexHtml = await (await request.get('/owner/login')).text();
  const named = new Set([...indexHtml.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]));
  expect(named.size).toBeGreaterThan(0);
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => (named.has(new URL(route.request().url()).pathname) ? route.fallback() : route.abort('connectionfailed')),
  );

  await page.goto('/owner/login');
  await expect(reloadButton(page)).toBeVisible();
  expect((await page.locator('body').innerText()).trim()).not.toBe('');
});
