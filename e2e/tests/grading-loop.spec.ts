import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { administrator, mailedLink, uniqueEmail } from '../support/accounts';
import { screenshotDir } from '../support/environment';
import { seedFilledProfiles, uniqueFamily } from '../support/estimation';

/*
 * The grading loop end to end, at a desk (1280 wide): the administrator adds an estimator and mails a login
 * link; the estimator follows it on a device of their own, takes a batch, grades two profiles and skips one as
 * suspicious; the administrator reads the estimator's grade and confirms a final score; trains a model on
 * synthetic grades, sees it beat both baselines and publishes it; and a profile filled afterwards gets the
 * model's grade, marked predicted, with its uncertainty.
 * Other tests fill, grade and publish on the same server at the same time: the test grades what its
 * estimator's batch shows (its own profiles first, so as not to grade others'), finds its model by the version
 * the server gave it, and never assumes which model is published by the time it predicts.
 * Screenshots in e2e/screenshots/grading-loop-*.png.
 */

test.use({ viewport: { width: 1280, height: 900 } });

async function shot(page: Page, name: string) {
  // A full-page shot of a scrolled page draws the fixed header and menu halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `grading-loop-${name}.png`), fullPage: true });
}

async function signInAsAdministrator(page: Page) {
  await page.goto('/administrator/login');
  const login = page.getByTestId('sign-in-form');
  await login.getByLabel('Email').fill(administrator.email);
  await login.getByLabel(/^Пароль/).fill(administrator.password);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Профили' })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Меню администратора' });

interface Assigned {
  name: string;
  href: string;
}

/** This run's own profiles in the batch, as the list shows them. */
async function ownAssigned(rows: Locator, family: string): Promise<Assigned[]> {
  const shown: Assigned[] = [];
  for (const link of await rows.getByRole('link').all()) shown.push({ name: (await link.textContent()) ?? '', href: (await link.getAttribute('href')) ?? '' });
  return shown.filter((profile) => profile.name.endsWith(family));
}

test('an estimator grades a batch, the administrator confirms a score, publishes a model and a new profile gets its predicted grade', async ({
  page,
  browser,
  request,
}) => {
  // About 25 s alone; a training beside another one (the server trains two at once) takes twice as long.
  test.setTimeout(90_000);
  const family = uniqueFamily('Петлина');
  await seedFilledProfiles(request, [
    { firstName: 'Алла', lastName: family },
    { firstName: 'Варвара', lastName: family },
    { firstName: 'Дина', lastName: family },
  ]);
  const estimatorEmail = uniqueEmail('loop-grader');
  const estimatorName = `Оценщица ${family}`;

  // 1. The administrator adds the estimator (with a password, so the only mail is the link sent next).
  await signInAsAdministrator(page);
  await menu(page).getByRole('link', { name: 'Оценщики' }).click();
  await page.getByTestId('create-estimator-open').click();
  const form = page.getByTestId('create-estimator-form');
  await form.getByLabel('Email').fill(estimatorEmail);
  await form.getByLabel('Полное имя').fill(estimatorName);
  await form.getByLabel(/^Пароль/).fill('loop-grader-secret-5');
  await form.getByRole('button', { name: 'Добавить оценщика' }).click();
  const estimatorRow = page.getByTestId('estimator-row').filter({ hasText: estimatorEmail });
  await expect(estimatorRow).toContainText(estimatorName);
  await estimatorRow.getByRole('button', { name: `Отправить ссылку для входа на ${estimatorEmail}` }).click();
  await expect(page.getByText(`Ссылка для входа отправлена на ${estimatorEmail}`)).toBeVisible();
  await shot(page, '01-estimator-created');

  await menu(page).getByRole('link', { name: 'Почта' }).click();
  await page.getByLabel('Адрес получателя').fill(estimatorEmail);
  const mail = page.getByTestId('outbox-message').filter({ hasText: estimatorEmail });
  await expect(mail).toHaveCount(1);
  const link = (await mail.getByRole('link', { name: mailedLink }).getAttribute('href')) ?? '';
  expect(link).toMatch(mailedLink);

  // 2. The estimator opens the link on a device of their own and grades the batch handed out.
  const device = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const estimator = await device.newPage();
  await estimator.goto(link);
  await expect(estimator.getByTestId('layout-estimator')).toBeVisible();
  await expect(estimator.getByRole('heading', { level: 1, name: 'Профили на оценку' })).toBeVisible();
  await estimator.getByTestId('request-batch').click();
  await expect(estimator.getByTestId('batch-result')).toHaveText(/^Получено профилей на оценку: \d+$/);
  const rows = estimator.getByTestId('assigned-profile');
  await expect(rows.first()).toBeVisible();
  const batch = await ownAssigned(rows, family);
  expect(batch).toHaveLength(3);
  const [graded, alsoGraded, skipped] = batch as [Assigned, Assigned, Assigned];
  await shot(estimator, '02-estimator-batch');

  const grade = async (profile: Assigned, chip: string, precise: string) => {
    await rows.locator(`a[href="${profile.href}"]`).click();
    await expect(estimator.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    await estimator.getByTestId('grading-panel').getByText(chip, { exact: true }).click();
    await expect(estimator.getByTestId('estimation-status')).toHaveText('Оценён');
    await estimator.getByRole('textbox', { name: 'Значение' }).fill(precise);
    await estimator.getByTestId('save-precise').click();
    await expect(estimator.getByTestId('precise-saved')).toHaveText(`Сохранена точная оценка: ${precise}`);
    await expect(estimator.getByTestId('profile-grade')).toHaveText(chip);
  };
  await grade(graded, 'Middle+', '63.5');
  await shot(estimator, '03-estimator-graded');
  await estimator.getByRole('link', { name: '← К списку профилей' }).click();
  await grade(alsoGraded, 'Senior', '77.25');
  await estimator.getByRole('link', { name: '← К списку профилей' }).click();
  await rows.locator(`a[href="${skipped.href}"]`).click();
  await expect(estimator.getByRole('heading', { level: 1, name: skipped.name })).toBeVisible();
  await estimator.getByTestId('skip-panel').getByRole('button', { name: 'Подозрительный' }).click();
  await expect(estimator.getByTestId('skip-state')).toHaveText('Профиль отмечен как подозрительный');
  await estimator.getByRole('link', { name: '← К списку профилей' }).click();
  await expect(estimator.getByTestId('filter-estimated')).toHaveText('Оценённые2');
  await expect(estimator.getByTestId('filter-suspect')).toHaveText('Подозрительные1');
  await shot(estimator, '04-estimator-list');
  await device.close();

  // 3. The administrator finds the first graded profile, reads the estimator's grade and confirms a final score.
  await menu(page).getByRole('link', { name: 'Профили' }).click();
  const lastName = graded.name.slice(graded.name.indexOf(' ') + 1);
  await page.getByTestId('profiles-search').fill(lastName.toLowerCase());
  const profileId = graded.href.slice(graded.href.lastIndexOf('/') + 1);
  await page.getByTestId('admin-profile-row').locator(`a[href$="/${profileId}"]`).click();
  await expect(page.getByTestId('profile-answers')).toBeVisible();
  const grading = page.getByTestId('estimator-grades').getByRole('row').filter({ hasText: estimatorName });
  await expect(grading.getByRole('cell')).toHaveText([estimatorName, '58', '63.5', '—', '—', /\S/]);
  await page.getByTestId('finalScore-input').fill('64');
  await page.getByTestId('finalScore-save').click();
  await expect(page.getByTestId('profile-status')).toHaveText('Утверждён');
  await page.getByTestId('finalScorePrecise-input').fill('63.75');
  await page.getByTestId('finalScorePrecise-save').click();
  await expect(page.getByText('Точная оценка выставлена')).toBeVisible();
  await expect(page.getByTestId('finalScorePrecise-input')).toHaveValue('63.75');
  await expect(page.getByText('Итоговый грейд').locator('..')).toContainText('Middle+');
  await shot(page, '05-final-score');

  // 4. A model learns the synthetic grades; the page follows its training until it is ready.
  await menu(page).getByRole('link', { name: 'Нейросеть' }).click();
  await expect(page.getByRole('heading', { name: 'Предсказания' })).toBeVisible();
  await page.getByTestId('open-train').click();
  const dialog = page.getByRole('dialog', { name: 'Обучение модели' });
  await dialog.getByLabel('Зерно').fill('7');
  await dialog.getByLabel('Профилей').fill('300');
  const started = page.waitForResponse((response) => response.url().endsWith('/neuronet/models/train') && response.request().method() === 'POST');
  await dialog.getByTestId('train-start').click();
  const { version } = (await (await started).json()) as { version: number };
  await expect(dialog).toBeHidden();
  const model = page.getByTestId('model-row').filter({ has: page.getByText(`v${version}`, { exact: true }) });
  await expect(model.getByTestId('data-source')).toHaveText('Синтетическая');
  await expect(model.getByTestId('model-status')).toHaveText('Обучается');
  await expect(model.getByTestId('model-progress')).toBeVisible();
  await shot(page, '06-training');
  await expect(model.getByTestId('model-status')).toHaveText('Готова', { timeout: 60_000 });
  await expect(model.getByTestId('model-progress')).toHaveCount(0);

  // Its cross-validated error is below both baselines', so it may be published.
  const summary = (await model.getByTestId('metrics-summary').textContent()) ?? '';
  const [, own, mean, ridge] = /^RMSE: модель ([\d.]+), среднее ([\d.]+), гребневая ([\d.]+)$/.exec(summary) ?? [];
  expect(Number(own)).toBeLessThan(Number(mean));
  expect(Number(own)).toBeLessThan(Number(ridge));
  await expect(model.getByTestId('publish-refusal')).toHaveCount(0);
  await model.getByTestId('publish-model').click();
  // Another test may publish its model right after: the notice stays, the badge might not.
  await expect(page.getByText(`Модель v${version} опубликована`)).toBeVisible();
  await shot(page, '07-published');

  // 5. A profile filled after publishing gets the published model's grade, marked predicted, with its uncertainty.
  const newcomer = { firstName: 'Ксения', lastName: uniqueFamily('Новикова') };
  await seedFilledProfiles(request, [newcomer]);
  await page.reload();
  const prediction = page.getByTestId('prediction-row').filter({ hasText: newcomer.lastName });
  await expect(prediction.getByTestId('predicted-badge')).toHaveCount(0);
  await prediction.getByTestId('predict-profile').click();
  await expect(prediction.getByTestId('predicted-badge')).toHaveText('предсказание');
  await expect(prediction.getByTestId('predicted-value')).toHaveText(/^\d+(\.\d)? ± \d+(\.\d)?$/);
  await expect(prediction.getByText('Синтетическая')).toBeVisible();
  await shot(page, '08-predicted');
});
