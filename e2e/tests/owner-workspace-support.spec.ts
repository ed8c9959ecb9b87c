import { expect, test } from '@playwright/test';
import { newOwnerWithTools } from '../support/owner-workspace';

/* The helpers other browser tests build on: a new owner with the team tools open, signed in. */

test('a new owner with tools is signed in on the dashboard, and the account reports the team tools open', async ({ page, request }) => {
  const { token } = await newOwnerWithTools(page, request, 'workspace');
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('tool-team-check').getByRole('link')).toBeVisible();

  const self = await request.get('/api/v1/owner/self', { headers: { authorization: `Bearer ${token}` } });
  expect(self.status()).toBe(200);
  expect(((await self.json()) as { accessRules: unknown }).accessRules).toEqual({
    allowTeams: true,
    allowScene: true,
    allowCreateTeams: true,
    allowCompareTeams: true,
    allowMonitor: true,
    needVerify: false,
  });

  // The training was closed for good: the account does not offer it again.
  await page.reload();
  await expect(page.getByTestId('dashboard-tools')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('signing in can switch the interface to English', async ({ page, request }) => {
  await newOwnerWithTools(page, request, 'workspace-en', { language: 'en' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
});
