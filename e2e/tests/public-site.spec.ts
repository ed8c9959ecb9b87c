import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { phoneViewport, screenshotDir } from '../support/environment';

/*
 * The public site's landing, FAQ and enterprise pages are HTML rendered at build time, Russian at the app's
 * addresses and English under /en: they read whole before any script runs, and a light script of their own
 * hands over to the app only when the visitor starts something the app does.
 */

const landingRu = 'Узнайте, как сработаются люди, ещё до начала совместной работы';
const pages = [
  { address: '/', lang: 'ru', heading: landingRu },
  { address: '/faq', lang: 'ru', heading: 'Вопросы и ответы' },
  { address: '/enterprise', lang: 'ru', heading: 'Teamcast для компаний' },
  { address: '/en', lang: 'en', heading: 'See how people will work together before they start' },
  { address: '/en/faq', lang: 'en', heading: 'Frequently asked questions' },
  { address: '/en/enterprise', lang: 'en', heading: 'Teamcast for companies' },
];

const screenshotName = (address: string) => `public-site_${address.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'home'}`;
const saveScreenshot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest loads / and reads the landing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingRu);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('link', { name: 'Начать для компании' })).toHaveAttribute('href', '/owner/registration');
    await expect(page).toHaveTitle('Прогноз совместимости и работы команды — Teamcast');
    await saveScreenshot(page, 'public-site_no-script_home');
  });

  test('the FAQ opens its answers and the English pages read in English', async ({ page }) => {
    await page.goto('/faq');
    const first = page.locator('main details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('summary + *')).toBeVisible();
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See how people will work together before they start');
  });

  test('the menu opens on a phone', async ({ page }) => {
    await page.setViewportSize(phoneViewport);
    await page.goto('/en/enterprise');
    await page.getByLabel('Open menu').click();
    await expect(page.getByRole('link', { name: 'FAQ' }).filter({ visible: true }).first()).toHaveAttribute('href', '/en/faq');
    await saveScreenshot(page, 'public-site_no-script_menu');
  });
});

test('each page has its own title, canonical address and language alternates', async ({ page }) => {
  for (const { address, lang, heading } of pages) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${address}$`));
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
    const cookies = page.getByTestId('cookie-notice');
    if (await cookies.isVisible()) await cookies.getByRole('button').click();
    await expect(cookies).toBeHidden();
    await saveScreenshot(page, screenshotName(address));
  }
});

test('the pages load no more than their own light script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => /^\/assets\/public-site-/.test(script))).toBe(true);
  // Nothing of the app: its entry, React, the router, the texts, the data layer or the component library.
  expect(scripts.filter((script) => /\/assets\/(index|react|router|i18n|data|mantine-shell|Button)-/.test(script))).toEqual([]);
});

test('the language switch opens the same page in the other language', async ({ page }) => {
  await page.goto('/faq');
  await page.locator('button[lang="en"]').filter({ visible: true }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/en/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.locator('button[lang="en"]').filter({ visible: true }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вопросы и ответы');
});

test('starting the contact form brings the app in, with the field still in hand', async ({ page }) => {
  await page.goto('/en/faq');
  const form = page.getByTestId('contact-form');
  await form.getByRole('textbox').first().click();
  await expect(page.locator('#static-root')).toHaveCount(0);
  const email = page.getByTestId('contact-form').getByRole('textbox').first();
  await expect(email).toBeFocused();
  await page.keyboard.type('guest@example.com');
  await expect(email).toHaveValue('guest@example.com');
  // The app shows the same page in the page's language, at the app's own address.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  expect(new URL(page.url()).pathname).toBe('/faq');
});

test('the server answers a missing page with 404 and the not-found page, and lists the pages for search engines', async ({
  page,
  request,
}) => {
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('data-testid="not-found"');
  expect((await request.get('/owner/login')).status()).toBe(200);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/en\/enterprise<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /administrator');
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await saveScreenshot(page, 'public-site_not-found');
});
