import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { administrator } from '../support/accounts';
import { screenshotDir } from '../support/environment';
import { seedFilledProfiles, uniqueFamily } from '../support/estimation';

/*
 * The administrator trains a model on synthetic grades and watches its progress pushed live (no polling), sees its error beside both
 * baselines and the synthetic badge, publishes it, predicts a profile nobody graded, and has a file of another
 * encoder version refused.
 * Screenshots in e2e/screenshots/neuronet-*.png.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `neuronet-${name}.png`), fullPage: true });
}

test('an administrator trains a synthetic model, publishes it, predicts a profile, and a file of another encoder is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = { firstName: 'Нейра', lastName: uniqueFamily('Прогнозова') };
  await seedFilledProfiles(request, [person]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/administrator/login');
  const login = page.getByTestId('sign-in-form');
  await login.getByLabel('Email').fill(administrator.email);
  await login.getByLabel(/^Пароль/).fill(administrator.password);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/administrator/profiles');
  await page.getByRole('link', { name: 'Нейросеть' }).first().click();
  await expect(page.getByRole('heading', { name: 'Предсказания' })).toBeVisible();
  const before = await page.getByTestId('model-row').count();

  // The models list is read when the page opens and once a training ends, not every second while it runs.
  const listReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname === '/api/v1/administrator/neuronet/models') listReads.push(sent.url());
  });
  await page.getByTestId('open-train').click();
  const dialog = page.getByRole('dialog', { name: 'Обучение модели' });
  await dialog.getByLabel('Зерно').fill('7');
  await dialog.getByLabel('Профилей').fill('300');
  await dialog.getByTestId('train-start').click();
  await expect(dialog).toBeHidden();

  // The newest model is first: it trains, then is ready with its error beside both baselines.
  await expect(page.getByTestId('model-row')).toHaveCount(before + 1);
  const row = page.getByTestId('model-row').first();
  await expect(row.getByTestId('data-source')).toHaveText('Синтетическая');
  const bar = row.getByRole('progressbar', { name: 'Ход обучения' });
  await expect(bar).toHaveAttribute('aria-valuenow', /^([1-9]\d?)$/, { timeout: 30_000 });
  await expect(row.getByTestId('training-phase')).toContainText('%');
  await shot(page, '00-training');
  const readsWhileTraining = listReads.length;
  await expect(row.getByTestId('model-status')).toHaveText('Готова', { timeout: 60_000 });
  // One read for the end of the training (pushed), none in between.
  expect(listReads.length - readsWhileTraining).toBeLessThanOrEqual(1);
  await expect(row.getByTestId('metrics-chart')).toBeVisible();
  await shot(page, '01-trained');

  await row.getByTestId('publish-model').click();
  await expect(row.getByText('Опубликована')).toBeVisible();
  await shot(page, '02-published');

  // The profile nobody graded gets the published model's score, marked as predicted, with its uncertainty.
  const profileRow = page.getByTestId('prediction-row').filter({ hasText: person.lastName });
  await profileRow.getByTestId('predict-profile').click();
  await expect(profileRow.getByTestId('predicted-badge')).toHaveText('предсказание');
  await expect(profileRow.getByTestId('predicted-value')).toContainText('±');
  await expect(profileRow.getByText('Синтетическая')).toBeVisible();
  await shot(page, '03-predicted');

  // A file made for another encoder version is refused with the reason, and no model is added.
  const file = {
    format: 'teamcast-neuronet',
    formatVersion: 1,
    encoderVersion: 1,
    inputSize: 143,
    topology: { outputScale: 100, layers: [{ units: 1, activation: 'linear', weights: [[1]], bias: [0] }] },
  };
  await page.locator('input[type="file"]').setInputFiles({ name: 'old-model.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByTestId('neuronet-error')).toContainText('версии 1');
  await expect(page.getByTestId('model-row')).toHaveCount(before + 1);
  await shot(page, '04-refused-file');
});
