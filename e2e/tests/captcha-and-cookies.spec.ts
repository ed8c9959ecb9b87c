import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { repoRoot, screenshotDir } from '../support/environment';
import { openFlame, overlaps } from '../support/flame';

/** The phone the notice must leave every main button free on. */
const smallPhone = { width: 360, height: 640 };

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `captcha-and-cookies-${name}.png`), fullPage: false });

/** The notice is shown, and the button is in view, not under it, and the one a tap there reaches. */
async function expectClearOfNotice(page: Page, button: ReturnType<Page['getByRole']>) {
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  expect(overlaps((await notice.boundingBox())!, (await button.boundingBox())!)).toBe(false);
  await button.click({ trial: true });
}

test.describe('the cookie notice on a 360×640 phone', () => {
  test.use({ viewport: smallPhone });

  test('on the consumer test it leaves "Начать" on the first screen and free', async ({ page }) => {
    await openFlame(page, 'ru');
    const start = page.getByRole('button', { name: 'Начать', exact: true });
    await expectClearOfNotice(page, start);
    expect((await start.boundingBox())!.y + (await start.boundingBox())!.height).toBeLessThanOrEqual(smallPhone.height);
    await shot(page, 'main-phone');
  });

  test('on the mobile owner area it leaves the registration button free, and once accepted it stays away in every area', async ({ page }) => {
    await page.goto('/owner-mobile/registration');
    await expect(page.getByTestId('registration-form')).toBeVisible();
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toContainText('Мы используем cookie');
    await shot(page, 'owner-mobile-registration-top');
    const submit = page.getByRole('button', { name: 'Зарегистрироваться' });
    await expectClearOfNotice(page, submit);
    await shot(page, 'owner-mobile-registration-button');

    // Signed up (this server asks for no captcha), the area's pages with their tab bar show it too.
    await page.getByLabel('Email', { exact: false }).first().fill(uniqueEmail('cookies'));
    await page.getByLabel(/^Пароль/).fill('secret-phone-1');
    await page.getByLabel(/^Повторите пароль/).fill('secret-phone-1');
    await page.getByRole('checkbox').check();
    await submit.click();
    await expect(page).toHaveURL(/\/owner-mobile\/first-signup/);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Понятно' }).click();
    await expect(notice).toHaveCount(0);
    for (const url of ['/owner-mobile/p2p', '/owner/login', '/faq']) {
      await page.goto(url);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.getByTestId('cookie-notice')).toBeHidden();
    }
  });

  test('is shown in the administrator’s and the estimator’s areas as well', async ({ page }) => {
    for (const url of ['/administrator/login', '/estimator/login', '/love-mobile/login']) {
      await page.goto(url);
      await expect(page.getByTestId('cookie-notice')).toBeVisible();
      await expectClearOfNotice(page, page.getByRole('button', { name: 'Войти' }));
    }
  });
});

test.describe('with the captcha on (a server of its own, as deployed)', () => {
  let server: ChildProcess | undefined;
  let dataDir = '';
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'teamcast-e2e-captcha-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        CAPTCHA: 'on',
        WEB_DIST_DIR: path.join(repoRoot, 'apps', 'web', 'dist'),
        ADMIN_EMAIL: 'admin@teamcast.test',
        ADMIN_PASSWORD: 'admin-password-1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (listening) resolve(listening[1]!.replace('127.0.0.1', 'localhost'));
      });
      server!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server!.on('exit', (code) => reject(new Error(`The server stopped (${code}): ${output}`)));
    });
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('refuses a sign-up and a contact message without a solved challenge, and registers once the browser solved it', async ({ page }) => {
    const signup = await page.request.post(`${origin}/api/v1/passport/owner/signup`, {
      data: { email: uniqueEmail('robot'), password: 'secret-robot-1', consent: true },
    });
    expect(signup.status()).toBe(428);
    expect(await signup.json()).toMatchObject({ code: 'captcha_required' });
    const contact = await page.request.post(`${origin}/api/v1/passport/owner/mail/contact`, { data: { email: uniqueEmail('robot'), message: 'spam' } });
    expect(contact.status()).toBe(428);

    await page.goto(`${origin}/owner/registration`);
    const status = page.getByTestId('captcha-status');
    await page.getByLabel('Email', { exact: false }).first().fill(uniqueEmail('human'));
    // The check starts with the visitor and shows how far it got, in words a screen reader hears.
    await expect(page.locator('[data-testid="captcha-status"][data-state="solving"]')).toBeAttached();
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toContainText(/Проверяем, что вы не робот…|Проверка пройдена/);
    await shot(page, 'registration-checking');
    await page.getByLabel(/^Пароль/).fill('secret-human-1');
    await page.getByLabel(/^Повторите пароль/).fill('secret-human-1');
    await page.getByRole('checkbox').check();
    await expect(status).toHaveText('✓ Проверка пройдена: вы не робот', { timeout: 25_000 });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/passport/owner/signup'));
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toHaveProperty('captcha.solution.counter');
    await expect(page).toHaveURL(/\/owner\/first-signup/);
    await shot(page, 'registration-done');
  });
});
