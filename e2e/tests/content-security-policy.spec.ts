import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpVerifiedOwner, uniqueEmail } from '../support/accounts';
import { screenshotDir } from '../support/environment';

/*
 * The built app and the API docs under the server's real Content-Security-Policy: every area's first pages
 * and a signed-in owner's page load, draw and connect without a single violation.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/**
 * Records violations from the first script of every document on: the events the browser fires, and
 * the console errors it prints (which also cover what happens before a listener could exist).
 */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    window.cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile, sample: event.sample });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return async () => {
    // A violation is reported in a task of its own: let the tasks queued so far run first.
    const events = await page.evaluate(() => new Promise<Violation[]>((resolve) => setTimeout(() => resolve(window.cspViolations ?? []))));
    return { events, consoleErrors: [...consoleErrors] };
  };
}

const noViolations = { events: [], consoleErrors: [] };

const guestPages = [
  { path: '/', ready: 'layout-public' },
  { path: '/main/onboarding', ready: 'layout-main' },
  { path: '/owner/login', ready: 'login-owner' },
  { path: '/owner/registration', ready: 'registration-form' },
  { path: '/owner-mobile/login', ready: 'login-owner-mobile' },
  { path: '/love-mobile/login', ready: 'login-love-mobile' },
  { path: '/estimator/login', ready: 'login-estimator' },
  { path: '/administrator/login', ready: 'login-administrator' },
];

for (const { path: pathname, ready } of guestPages) {
  test(`${pathname} loads without a policy violation`, async ({ page }) => {
    const violations = await watchPolicy(page);
    const response = await page.goto(pathname);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByTestId(ready)).toBeVisible();
    await expect(page.locator('h1').filter({ visible: true })).toHaveCount(1);
    expect(await violations()).toEqual(noViolations);
  });
}

test('a signed-in owner’s pages load and connect to the realtime gateway without a policy violation', async ({ page, request }) => {
  const token = await signUpVerifiedOwner(request, uniqueEmail('policy'), 'policy-owner-secret-1');
  await page.addInitScript((stored) => window.localStorage.setItem('teamcast.auth.owner', stored), JSON.stringify({ token }));
  const violations = await watchPolicy(page);
  // The gateway greets a new connection with the owner's access rules: a first frame means the socket was
  // allowed and opened. Listening from the socket's creation on, so the greeting cannot pass unseen.
  const greeted = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (socket.url().includes('/api/v1/realtime')) socket.once('framereceived', () => resolve());
    });
  });

  await page.goto('/owner/profiles');
  await expect(page.getByTestId('layout-owner')).toBeVisible();
  await greeted;
  // Each document keeps its own record: read this one's before leaving it.
  expect(await violations()).toEqual(noViolations);
  await page.goto('/owner/dashboard');
  await expect(page.getByTestId('layout-owner')).toBeVisible();
  await page.screenshot({ path: path.join(screenshotDir, 'content-security-policy-owner-dashboard.png'), fullPage: true });
  expect(await violations()).toEqual(noViolations);
});

test('the API docs render under their own policy without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The document is fetched and drawn: its title, and an operation that opens with its details.
  await expect(page.getByRole('heading', { level: 1, name: /Teamcast API/ })).toBeVisible();
  await page.getByRole('button', { name: /^GET \/api\/health/ }).click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  await page.screenshot({ path: path.join(screenshotDir, 'content-security-policy-api-docs.png') });
  expect(await violations()).toEqual(noViolations);
});
