import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { administrator } from '../support/accounts';
import { screenshotDir } from '../support/environment';
import { seedFilledProfiles } from '../support/estimation';

/*
 * The administrator's lists at a desk (1280 wide): the language switch, the profiles with their statuses, a
 * profile's name corrected, a final score confirmed and cancelled, the last opened profile pointed out, a bulk delete, the companies and
 * the audit log. Screenshots in e2e/screenshots/administration-*.png.
 */

test.use({ viewport: { width: 1280, height: 900 } });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `administration-${name}.png`), fullPage: true });
}

test('an administrator works in English, approves a profile, deletes one and reads the audit log', async ({ page, request }) => {
  // Names hold letters only: the time's digits become letters.
  const family = `Adm${Date.now().toString(36).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)] ?? 'q')}`;
  await seedFilledProfiles(request, [
    { firstName: 'Анна', lastName: family },
    { firstName: 'Борис', lastName: family },
  ]);

  await page.goto('/administrator/login');
  const login = page.getByTestId('sign-in-form');
  await login.getByLabel('Email').fill(administrator.email);
  await login.getByLabel(/^Пароль/).fill(administrator.password);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Профили' })).toBeVisible();

  // The switch used to be undone by the account's Russian at once.
  await page.locator('button[lang="en"]').filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiles' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiles' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('profiles-search').fill(family.toLowerCase());
  const rows = page.getByTestId('admin-profile-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('profile-status')).toHaveText(['Completed', 'Completed']);
  await shot(page, '01-profiles');

  await rows.filter({ hasText: 'Анна' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `${family} Анна` })).toBeVisible();
  await expect(page.getByTestId('profile-answers')).toBeVisible();

  // A name corrected in the dialog shows on the page at once and in the list afterwards.
  await page.getByTestId('profile-edit').click();
  const edit = page.getByRole('dialog', { name: 'Edit the profile' });
  await edit.getByLabel('First name').fill('Анастасия');
  await edit.getByLabel('Position').fill('Lead analyst');
  await shot(page, '02a-profile-edit');
  await edit.getByTestId('profile-edit-save').click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `${family} Анастасия` })).toBeVisible();
  await expect(page.getByText('Lead analyst')).toBeVisible();
  await page.getByTestId('finalScore-input').fill('64');
  await page.getByTestId('finalScore-save').click();
  await expect(page.getByTestId('profile-status')).toHaveText('Approved');
  await page.getByTestId('finalScorePrecise-input').fill('63.5');
  await page.getByTestId('finalScorePrecise-save').click();
  await expect(page.getByTestId('finalScorePrecise-delete')).toBeVisible();
  await shot(page, '02-profile-approved');
  await page.getByRole('button', { name: 'Cancel approval' }).click();
  await expect(page.getByTestId('profile-status')).toHaveText('Completed');
  await page.getByTestId('finalScore-input').fill('70');
  await page.getByTestId('finalScore-save').click();
  await expect(page.getByTestId('profile-status')).toHaveText('Approved');

  await page.getByRole('link', { name: 'Back to the profiles' }).click();
  await page.getByTestId('profiles-search').fill(family.toLowerCase());
  await expect(rows).toHaveCount(2);
  const anna = rows.filter({ hasText: 'Анастасия' });
  await expect(anna).toHaveAttribute('data-last-opened', 'true');
  await expect(anna.getByTestId('profile-status')).toHaveText('Approved');
  await expect(anna).toContainText('Opened last');
  await shot(page, '03-profiles-last-opened');

  const boris = rows.filter({ hasText: 'Борис' });
  await boris.getByRole('checkbox').check();
  await page.getByTestId('profiles-delete-selected').click();
  await expect(page.getByRole('dialog', { name: 'Delete the profile?' })).toBeVisible();
  await page.getByTestId('confirm-action').click();
  await expect(rows).toHaveCount(1);
  await page.getByTestId('profiles-filter').getByText('Deleted', { exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('profile-status')).toHaveText('Deleted');
  await expect(rows).toContainText('Борис');

  const ownerEmail = (await rows.locator('td').nth(2).textContent()) ?? '';
  // The owner filter finds the owner as one types; the owner's live profiles (demo ones too) are counted.
  await page.getByTestId('profiles-filter').getByText('All', { exact: true }).click();
  await page.getByTestId('profiles-search').fill('');
  await page.getByTestId('profiles-owner').fill(ownerEmail.slice(0, 24));
  const listed = page.waitForResponse((response) => /\/administrator\/profiles\?/.test(response.url()) && response.url().includes('ownerId=') && !response.url().includes('search='));
  await page.getByRole('option', { name: ownerEmail }).click();
  const live = String(((await (await listed).json()) as { total: number }).total);
  await expect(page.getByTestId('profiles-total')).toHaveText(`${live} found`);
  await expect(rows.filter({ hasText: family })).toHaveCount(1);

  await page.getByRole('navigation', { name: 'Administrator menu' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByTestId('owners-search').fill(ownerEmail);
  const owner = page.getByTestId('owner-row');
  await expect(owner).toHaveCount(1);
  await expect(owner).toContainText('Verified');
  await expect(owner.locator('td').nth(7)).toHaveText(live);
  await shot(page, '04-companies');

  await page.getByRole('navigation', { name: 'Administrator menu' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = page.getByTestId('audit-row');
  await expect(entries.first()).toContainText('Profile deleted');
  await expect(entries.filter({ hasText: 'Approval cancelled' }).first()).toContainText(administrator.email);
  await expect(entries.filter({ hasText: 'Profile edited' }).first().getByTestId('audit-details')).toHaveText('First name: АнастасияPosition: Lead analyst');
  await expect(entries.filter({ hasText: 'Final score set' }).first().getByTestId('audit-details')).toHaveText('Final score 70');
  await shot(page, '05-audit-log');
});
