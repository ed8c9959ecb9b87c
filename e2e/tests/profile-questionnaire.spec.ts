import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpVerifiedOwner, uniqueEmail } from '../support/accounts';
import { phoneViewport, screenshotDir } from '../support/environment';
import { answerQuestion } from '../support/questionnaire';

/*
 * A profile from the owner's list to the specialist's phone and back: the owner creates a profile and takes its
 * questionnaire link, the specialist fills all four steps on a phone-sized screen, reloads halfway without losing
 * anything, sends it, and the owner sees the profile filled. Screenshots in e2e/screenshots/profile-*.png.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `profile-${name}.png`), fullPage: true });
}

test('an owner sends a profile link, the specialist fills it on a phone with a reload halfway, and the owner sees it filled', async ({
  browser,
  request,
}) => {
  // Two browsers and some forty screens: a long walk, even on a fast machine.
  test.setTimeout(120_000);
  const email = uniqueEmail('profiles');
  const password = 'owner-secret-1';
  await signUpVerifiedOwner(request, email, password);

  const owner = await browser.newPage();
  await owner.goto('/owner/login');
  const signIn = owner.getByTestId('sign-in-form');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel(/^Пароль/).fill(password);
  await signIn.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => new URL(owner.url()).pathname).toBe('/owner/dashboard');

  await owner.goto('/owner/profiles');
  // A new owner starts with demo specialists; hidden, they leave the list to the owner's own people.
  await expect(owner.getByTestId('demo-badge')).toHaveCount(6);
  await owner.getByRole('switch', { name: /^Показывать демо-профили/ }).uncheck();
  await expect(owner.getByTestId('profiles-empty')).toBeVisible();
  await owner.getByTestId('profiles-empty').getByRole('button', { name: 'Создать профиль' }).click();
  const wizard = owner.getByTestId('create-profile-dialog');
  await wizard.getByTestId('create-kind-full').click();
  await wizard.getByTestId('create-next').click();
  const detailsStep = wizard.getByTestId('create-step-details');
  await detailsStep.getByLabel('Имя').fill('Иван');
  await detailsStep.getByLabel('Фамилия').fill('Петров');
  await detailsStep.getByLabel('Должность').fill('Инженер');
  await detailsStep.getByLabel('Email').fill('not-an-email');
  await wizard.getByTestId('create-submit').click();
  await expect(detailsStep.getByText('Неверный формат email')).toBeVisible();
  await detailsStep.getByLabel('Email').fill('ivan.petrov@example.com');
  await shot(owner, '01-create-details');
  await wizard.getByTestId('create-submit').click();
  const link = wizard.getByTestId('referral-link');
  await expect(link).toHaveValue(/\/profile-questionnaire\?p=/);
  await shot(owner, '02-create-link');
  const questionnaireUrl = new URL(await link.inputValue());
  await wizard.getByTestId('create-finish').click();
  await expect(owner.getByTestId('profile-row')).toHaveCount(1);
  await expect(owner.getByTestId('profile-row')).toContainText('Не заполнен');
  await shot(owner, '03-list-empty-profile');
  const permalink = questionnaireUrl.searchParams.get('p');

  const phone = await browser.newContext({ viewport: phoneViewport, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await page.goto(`${questionnaireUrl.pathname}${questionnaireUrl.search}`);
  const details = page.getByTestId('details-form');
  await expect(details.getByLabel(/^Имя/)).toHaveValue('Иван');
  await expect(details.getByLabel(/^Фамилия/)).toHaveValue('Петров');
  await page.getByTestId('cookie-notice').getByRole('button').click();
  await shot(page, '10-phone-details');
  await details.getByTestId('flow-next').click();

  const screenName = async () =>
    `${await page.getByTestId('progress-compact').textContent({ timeout: 2000 })} ${await page
      .getByTestId('phone-question-form')
      .getByTestId('question-counter')
      .textContent({ timeout: 2000 })}`;
  let reloaded = false;
  const seen: string[] = [];
  for (let screen = 0; screen < 60; screen += 1) {
    const question = page.getByTestId('phone-question-form');
    if (!(await question.isVisible().catch(() => false))) break;
    const counter = await screenName();
    seen.push(counter);
    await answerQuestion(page, question);
    if (screen === 0) await shot(page, '11-phone-first-question');

    // Halfway through the third step the connection "drops": the page is reloaded and must keep every answer.
    if (!reloaded && counter.includes('Шаг 4 из 6')) {
      reloaded = true;
      const before = page.url();
      await page.reload();
      await expect(page.getByTestId('phone-question-form')).toBeVisible();
      expect(page.url()).toBe(before);
      // The answer given just before the reload was never sent to the server; the device kept it.
      await expect(page.getByTestId('phone-question-form').getByRole('textbox')).toHaveValue('1');
      await shot(page, '12-phone-after-reload');
      continue;
    }
    await question.getByTestId('flow-next').click();
    // The next screen, or the preview once the last question is answered, before looking again.
    await expect
      .poll(async () => (await page.getByTestId('send-form').isVisible()) || (await screenName().catch(() => counter)) !== counter)
      .toBe(true);
  }
  expect(reloaded).toBe(true);
  expect(seen.some((text) => text.includes('Шаг 5 из 6'))).toBe(true);

  const send = page.getByTestId('send-form');
  await expect(send).toBeVisible();
  await shot(page, '13-phone-preview');
  await send.getByRole('checkbox').check();
  await send.getByTestId('send').click();
  await expect(page.getByTestId('questionnaire-sent')).toBeVisible();
  await shot(page, '14-phone-sent');

  // A second visit finds it sent and unchangeable.
  await page.goto(`/profile-questionnaire?p=${permalink}&step=1`);
  await expect(page.getByTestId('questionnaire-sent')).toBeVisible();
  await phone.close();

  // The owner sees it filled, with the answers on its page.
  await owner.reload();
  const row = owner.getByTestId('profile-row');
  await expect(row).toContainText('Заполнен');
  await expect(owner.getByTestId('profiles-filters')).toContainText('Заполнены 1');
  await shot(owner, '04-list-filled');
  await row.getByRole('link', { name: 'Открыть' }).click();
  await expect(owner.getByTestId('profile-page')).toBeVisible();
  await expect(owner.getByTestId('profile-answers')).toContainText('Служба в армии');
  await expect(owner.getByTestId('profile-answers')).toContainText('Служил(а)');
  await shot(owner, '05-profile-page');
});
