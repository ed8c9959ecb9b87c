import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { administrator, mailedLink, signUpOwner, uniqueEmail } from '../support/accounts';
import { screenshotDir } from '../support/environment';

/*
 * A server without SMTP keeps its mail; the development mailbox shows it only on the server's own machine,
 * and administrators find it in their area. Screenshots in e2e/screenshots/mail-*.png.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `mail-${name}.png`), fullPage: true });
}

test('an administrator finds a new owner\u2019s verification mail and its link signs the owner in', async ({ page, request, browser }) => {
  const email = uniqueEmail('kept-mail');
  await signUpOwner(request, email, 'kept-mail-secret-71');

  await page.goto('/administrator/login');
  const login = page.getByTestId('sign-in-form');
  await login.getByLabel('Email').fill(administrator.email);
  await login.getByLabel(/^Пароль/).fill(administrator.password);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('layout-administrator')).toBeVisible();

  await page.getByRole('navigation', { name: 'Меню администратора' }).getByRole('link', { name: 'Почта' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Почта' })).toBeVisible();
  await page.getByLabel('Адрес получателя').fill(email);
  const message = page.getByTestId('outbox-message').filter({ hasText: email });
  await expect(message).toHaveCount(1);
  await expect(page.getByTestId('mail-total')).toHaveText('1 письмо');
  await shot(page, '01-administrator-mail');

  const link = await message.getByRole('link', { name: mailedLink }).getAttribute('href');
  expect(link).toMatch(mailedLink);
  // The owner opens it on a device of their own.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.goto(link ?? '');
  await expect(ownerPage.getByTestId('layout-owner')).toBeVisible();
  await expect(ownerPage.getByTestId('unverified-notice')).toHaveCount(0);
  await owner.close();
});
