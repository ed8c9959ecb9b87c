import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotDir } from '../support/environment';
import { createEstimatorAccount, seedFilledProfiles, uniqueFamily } from '../support/estimation';

/*
 * An estimator's grading against the real server, at a desk (1280 wide): a new batch of filled profiles,
 * a profile read and graded with a grade, a precise score and a note, another skipped as suspicious, the
 * tabs counting both, the way back to the profile opened last, and two profiles side by side.
 * Screenshots in e2e/screenshots/estimation-*.png.
 */

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `estimation-${name}.png`), fullPage: true });
}

test('an estimator takes a batch, grades one profile, skips another as suspicious and compares two', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const people = [
    { firstName: 'Вера', lastName: uniqueFamily('Громова') },
    { firstName: 'Глеб', lastName: uniqueFamily('Орлов') },
  ];
  await seedFilledProfiles(request, people);
  const password = 'grader-secret-7';
  const email = await createEstimatorAccount(request, password);

  await page.goto('/estimator/login');
  const login = page.getByTestId('sign-in-form');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel(/^Пароль/).fill(password);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Профили на оценку' })).toBeVisible();
  await expect(page.getByTestId('assigned-empty')).toHaveText('Профилей на оценку пока нет. Нажмите «Новая пачка профилей».');

  await page.getByTestId('request-batch').click();
  await expect(page.getByTestId('batch-result')).toHaveText(/^Получено профилей на оценку: (\d+)$/);
  const rows = page.getByTestId('assigned-profile');
  await expect(rows.first()).toBeVisible();
  const assigned = await rows.count();
  expect(assigned).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('filter-notEstimated')).toHaveText(`Не оценённые${assigned}`);
  await shot(page, '01-batch');

  // Another batch waits until this one is graded or postponed.
  await page.getByTestId('request-batch').click();
  await expect(page.getByTestId('batch-result')).toContainText(`Осталось профилей: ${assigned}`);

  // The batch may hold profiles other tests filled too; this test grades its own.
  const [first, second] = people.map((person) => `${person.firstName} ${person.lastName}`) as [string, string];
  await expect(rows.getByRole('link', { name: first, exact: true })).toBeVisible();
  await expect(rows.getByRole('link', { name: second, exact: true })).toBeVisible();
  await rows.getByRole('link', { name: first, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByTestId('profile-answers')).toBeVisible();
  await expect(page.getByTestId('profile-step-answers').first().locator('dd').first()).not.toBeEmpty();
  await expect(page.getByTestId('estimation-status')).toHaveText('Просмотрен');

  await page.getByTestId('grading-panel').getByText('Middle+', { exact: true }).click();
  await expect(page.getByTestId('estimation-status')).toHaveText('Оценён');
  await expect(page.getByTestId('profile-grade')).toHaveText('Middle+');
  const precise = page.getByRole('textbox', { name: 'Значение' });
  await precise.fill('63.5');
  await page.getByTestId('save-precise').click();
  await expect(page.getByTestId('precise-saved')).toHaveText('Сохранена точная оценка: 63.5');
  const note = page.getByTestId('note-editor');
  await note.getByRole('textbox').fill('Ответы последовательны, опыт подтверждён');
  await expect(note.getByTestId('note-state')).toHaveText('Есть несохранённые изменения');
  await note.getByRole('button', { name: 'Сохранить заметку' }).click();
  await expect(note.getByTestId('note-state')).toHaveText('Сохранено');
  await shot(page, '02-graded');

  await page.getByRole('link', { name: '← К списку профилей' }).click();
  await expect(page.getByTestId('last-opened').getByRole('link', { name: first })).toBeVisible();
  await rows.getByRole('link', { name: second, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await page.getByTestId('skip-panel').getByRole('button', { name: 'Подозрительный' }).click();
  await expect(page.getByTestId('skip-state')).toHaveText('Профиль отмечен как подозрительный');
  await expect(page.getByTestId('estimation-status')).toHaveText('Подозрительный');
  await shot(page, '03-suspicious');

  // The grading outlives a reload: it is the server's.
  await page.reload();
  await expect(page.getByTestId('skip-state')).toHaveText('Профиль отмечен как подозрительный');

  await page.getByRole('link', { name: '← К списку профилей' }).click();
  await expect(page.getByTestId('filter-estimated')).toHaveText('Оценённые1');
  await expect(page.getByTestId('filter-suspect')).toHaveText('Подозрительные1');
  await page.getByTestId('filter-suspect').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(second);
  await shot(page, '04-suspect-tab');

  await page.getByRole('link', { name: 'Сравнение профилей' }).click();
  await page.getByRole('combobox', { name: 'Первый профиль' }).click();
  await page.getByRole('option', { name: first, exact: true }).click();
  await page.getByRole('combobox', { name: 'Второй профиль' }).click();
  await page.getByRole('option', { name: second, exact: true }).click();
  await expect(page.getByTestId('compared-profile')).toHaveCount(2);
  await expect(page.getByTestId('compared-profile').nth(0).getByRole('heading', { level: 2 })).toHaveText(first);
  await expect(page.getByTestId('compared-profile').nth(1).getByRole('heading', { level: 2 })).toHaveText(second);
  // The choice is in the address: a reload shows the same pair.
  expect(new URL(page.url()).searchParams.get('left')).not.toBeNull();
  await page.reload();
  await expect(page.getByTestId('compared-profile')).toHaveCount(2);
  await shot(page, '05-compare');
});
