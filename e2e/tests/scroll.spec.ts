import { expect, test, type Page } from '@playwright/test';

// A short window, so that every public page is long enough to scroll.
test.use({ viewport: { width: 390, height: 420 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function openScrolledToBottom(page: Page, pathname: string) {
  await page.goto(pathname);
  await expect(page.getByTestId('layout-public')).toBeVisible();
  const cookieNotice = page.getByTestId('cookie-notice');
  if (await cookieNotice.isVisible()) await cookieNotice.getByRole('button').click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
}

/** Follows the footer's link to `pathname` (a real in-app navigation, not a page load). */
async function followFooterLink(page: Page, pathname: string) {
  const heading = page.locator('h1').filter({ visible: true });
  const before = await heading.textContent();
  await page.locator(`footer a[href="${pathname}"]`).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
  await expect(heading).not.toHaveText(before ?? '');
  await page.waitForLoadState('networkidle');
}

test('navigating between two long pages starts the new page at the top', async ({ page }) => {
  await openScrolledToBottom(page, '/');
  await followFooterLink(page, '/enterprise');
  expect(await scrollY(page)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  await followFooterLink(page, '/');
  expect(await scrollY(page)).toBe(0);
});

test('navigating to the FAQ keeps the scroll position', async ({ page }) => {
  await openScrolledToBottom(page, '/enterprise');
  await followFooterLink(page, '/faq');
  expect(await scrollY(page)).toBeGreaterThan(0);
});
