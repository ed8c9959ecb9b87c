import { expect, test, type Page } from '@playwright/test';
import { baseURL, loveHost, loveURL } from '../support/environment';

/** The title once the landing page has rendered and settled (pages set it after rendering). */
async function landingTitle(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await expect(page.getByTestId('layout-public')).toBeVisible();
  await expect(page.locator('h1').filter({ visible: true })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  return page.title();
}

test('the love host has a title of its own', async ({ page, request }) => {
  // The server tells the sites apart by the Host header: the check starts with a request carrying the love host.
  const index = await request.get('/', { headers: { host: `${loveHost}:${new URL(baseURL).port}` } });
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('text/html');

  const platformTitle = await landingTitle(page, baseURL);
  const loveTitle = await landingTitle(page, loveURL);
  expect(platformTitle).not.toBe('');
  expect(loveTitle).not.toBe('');
  expect(loveTitle).not.toBe(platformTitle);
});
