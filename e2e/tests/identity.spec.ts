import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { administrator, followVerificationLink, mailedLink, openNewestMail, signUpOwner, uniqueEmail } from '../support/accounts';
import { phoneViewport, screenshotDir } from '../support/environment';

/*
 * Identity end to end, against the real server with its dev outbox: sign-up, verification by mail, login and
 * logout, the administrator's estimators and their sign-in links, expired links, the love sign-up and deleting
 * an account. Every step leaves a screenshot in e2e/screenshots/identity-*.png.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `identity-${name}.png`), fullPage: true });
}

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

async function logInAsOwner(page: Page, email: string, password: string) {
  await page.goto('/owner/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Пароль/).fill(password);
  await form.getByRole('button', { name: 'Войти' }).click();
}

test('a newcomer signs up as owner, verifies the email from the mailbox, logs out and back in', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  const password = 'newcomer-secret-1';

  await page.goto('/owner/registration');
  const form = page.getByTestId('registration-form');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(form.getByText('Обязательное поле').first()).toBeVisible();
  await expect(form.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
  await shot(page, '01-registration-errors');

  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Пароль/).fill(password);
  await form.getByLabel('Повторите пароль').fill(password);
  await form.getByLabel('Название компании').fill('Ромашка');
  await form.getByLabel(/Я даю согласие/).check();
  await shot(page, '02-registration-filled');
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect.poll(() => pathnameOf(page)).toBe('/owner/first-signup');
  await expect(page.getByTestId('verification-panel')).toContainText(email);
  await shot(page, '03-first-signup');

  await page.getByTestId('first-signup-continue').click();
  await expect.poll(() => pathnameOf(page)).toBe('/owner/dashboard');
  await expect(page.getByTestId('dashboard-blocked')).toContainText('Функционал недоступен - верифицируйте аккаунт');
  await expect(page.getByTestId('unverified-notice')).toBeVisible();
  await shot(page, '04-dashboard-blocked');

  const mail = await openNewestMail(page, email);
  await expect(mail).toContainText('Teamcast');
  const link = mail.getByRole('link', { name: mailedLink });
  expect(await link.textContent()).toMatch(mailedLink);
  await shot(page, '05-mailbox');
  await link.click();

  await expect.poll(() => pathnameOf(page)).toBe('/owner/dashboard');
  await expect(page.getByText('Аккаунт подтверждён')).toBeVisible();
  await expect(page.getByTestId('dashboard-tools')).toBeVisible();
  await expect(page.getByTestId('dashboard-blocked')).toHaveCount(0);
  await expect(page.getByTestId('unverified-notice')).toHaveCount(0);
  // A verified newcomer is offered the training once; skipping it is remembered with the account.
  await page.getByRole('dialog', { name: 'Обучение' }).getByRole('button', { name: 'Пропустить' }).click();
  await expect(page.getByRole('dialog', { name: 'Обучение' })).toHaveCount(0);
  await shot(page, '06-dashboard-verified');

  await page.getByRole('navigation', { name: 'Меню личного кабинета' }).getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByTestId('login-owner')).toBeVisible();
  await expect.poll(() => pathnameOf(page)).toBe('/owner/login');
  await shot(page, '07-logged-out');

  await logInAsOwner(page, email, 'not-the-password');
  await expect(page.getByTestId('form-alert')).toHaveText('Неверный email или пароль');
  await shot(page, '08-wrong-password');

  await logInAsOwner(page, email, password);
  await expect.poll(() => pathnameOf(page)).toBe('/owner/dashboard');
  await expect(page.getByTestId('dashboard-tools')).toBeVisible();
  await expect(page.getByTestId('dashboard-blocked')).toHaveCount(0);
  await shot(page, '09-logged-in-again');
});

test('a dashboard left open unblocks by itself when the email is verified elsewhere', async ({ page, request }) => {
  const email = uniqueEmail('elsewhere');
  const password = 'elsewhere-secret-1';
  await signUpOwner(request, email, password);
  await logInAsOwner(page, email, password);
  await expect.poll(() => pathnameOf(page)).toBe('/owner/dashboard');
  await expect(page.getByTestId('dashboard-blocked')).toBeVisible();

  // The link is followed on another device: this page learns of it over the realtime connection.
  await followVerificationLink(request, email);

  await expect(page.getByTestId('dashboard-tools')).toBeVisible();
  await expect(page.getByTestId('dashboard-blocked')).toHaveCount(0);
  await expect(page.getByTestId('unverified-notice')).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Обучение' }).getByRole('button', { name: 'Пропустить' }).click();
  await shot(page, '06b-verified-elsewhere');
});

test('the administrator creates an estimator and sends a login link; the estimator signs in with it', async ({ page }) => {
  const email = uniqueEmail('estimator');

  await page.goto('/administrator/login');
  const login = page.getByTestId('sign-in-form');
  await login.getByLabel('Email').fill(administrator.email);
  await login.getByLabel(/^Пароль/).fill(administrator.password);
  await shot(page, '10-administrator-login');
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('layout-administrator')).toBeVisible();
  await expect.poll(() => pathnameOf(page)).toBe('/administrator/profiles');

  await page.getByRole('navigation', { name: 'Меню администратора' }).getByRole('link', { name: 'Оценщики' }).click();
  await page.getByTestId('create-estimator-open').click();
  const form = page.getByTestId('create-estimator-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Полное имя').fill('Мария Оценщица');
  await form.getByLabel('Информация').fill('Психолог, 10 лет практики');
  await shot(page, '11-create-estimator');
  await form.getByRole('button', { name: 'Добавить оценщика' }).click();

  const row = page.getByTestId('estimator-row').filter({ hasText: email });
  await expect(row).toContainText('Мария Оценщица');
  await row.getByRole('button', { name: `Отправить ссылку для входа на ${email}` }).click();
  await expect(page.getByText(`Ссылка для входа отправлена на ${email}`)).toBeVisible();
  await shot(page, '12-estimators-list');

  const mail = await openNewestMail(page, email);
  await shot(page, '13-estimator-mail');
  await mail.getByRole('link', { name: mailedLink }).click();

  await expect(page.getByTestId('layout-estimator')).toBeVisible();
  await expect.poll(() => pathnameOf(page)).toBe('/estimator');
  await shot(page, '14-estimator-area');
});

test('a link opened a second time shows the expired-link dialog, which sends a new one', async ({ page, request }) => {
  const email = uniqueEmail('twice');
  await signUpOwner(request, email, 'twice-secret-1');

  const mail = await openNewestMail(page, email);
  const href = await mail.getByRole('link', { name: mailedLink }).getAttribute('href');
  expect(href).toMatch(mailedLink);
  const target = new URL(href ?? '');

  await page.goto(`${target.pathname}${target.search}`);
  await expect.poll(() => pathnameOf(page)).toBe('/owner/dashboard');
  await expect(page.getByTestId('layout-owner')).toBeVisible();

  await page.goto(`${target.pathname}${target.search}`);
  const dialog = page.getByRole('dialog', { name: 'Ссылка устарела' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Срок действия ссылки истёк или она уже была использована');
  await shot(page, '15-expired-link');

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Получить ссылку' }).click();
  await expect(dialog.getByRole('status')).toContainText(email);
  await shot(page, '16-expired-link-new-link-sent');
});

test.describe('on a phone', () => {
  test.use({ viewport: phoneViewport });

  test('love-mobile registration with first name and birth date lands in the love-mobile area', async ({ page }) => {
    const email = uniqueEmail('love');
    await page.goto('/love-mobile/registration');
    const form = page.getByTestId('registration-form');
    await form.getByLabel('Имя').fill('Анна');
    await form.getByLabel('Дата рождения').fill('1994-02-28');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/^Пароль/).fill('love-secret-1');
    await form.getByLabel('Повторите пароль').fill('love-secret-1');
    await form.getByLabel(/Я даю согласие/).check();
    await shot(page, '17-love-registration');
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect.poll(() => pathnameOf(page)).toBe('/love-mobile/first-signup');
    await expect(page.getByTestId('verification-panel')).toContainText(email);
    await shot(page, '18-love-first-signup');
    await page.getByTestId('first-signup-continue').click();

    await expect(page.getByTestId('layout-love-mobile')).toBeVisible();
    await expect.poll(() => pathnameOf(page)).toBe('/love-mobile/p2p');
    await shot(page, '19-love-area');

    await page.getByRole('navigation').getByRole('link', { name: 'Настройки' }).click();
    await expect(page.getByTestId('settings-email')).toHaveText(email);
    await shot(page, '20-love-settings');
  });
});

test('an owner deletes the account by typing the confirmation word', async ({ page, request }) => {
  const email = uniqueEmail('leaving');
  const password = 'leaving-secret-1';
  await signUpOwner(request, email, password);

  await logInAsOwner(page, email, password);
  await expect.poll(() => pathnameOf(page)).toBe('/owner/dashboard');
  await page.getByRole('navigation', { name: 'Меню личного кабинета' }).getByRole('button', { name: 'Удалить аккаунт' }).click();

  const form = page.getByTestId('delete-account-form');
  await form.getByRole('textbox').fill('Delete');
  await form.getByRole('button', { name: 'Удалить аккаунт навсегда' }).click();
  await expect(form.getByText('Введите слово «Удалить»', { exact: true })).toBeVisible();
  await shot(page, '21-delete-wrong-word');

  await form.getByRole('textbox').fill('Удалить');
  await form.getByRole('button', { name: 'Удалить аккаунт навсегда' }).click();
  await expect(page.getByTestId('account-deleted')).toBeVisible();
  await expect.poll(() => pathnameOf(page)).toBe('/owner/login');
  expect(await page.evaluate(() => window.localStorage.getItem('teamcast.auth.owner'))).toBeNull();
  await shot(page, '22-account-deleted');

  await page.getByTestId('account-deleted').getByRole('button', { name: 'Закрыть' }).click();
  await logInAsOwner(page, email, password);
  await expect(page.getByTestId('form-alert')).toHaveText('Неверный email или пароль');
});
