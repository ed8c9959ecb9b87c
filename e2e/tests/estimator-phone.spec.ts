import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotDir } from '../support/environment';
import { createEstimatorAccount, seedFilledProfiles, uniqueFamily } from '../support/estimation';

/*
 * An estimator's grading on a phone (390×844): the list, a profile's answers, a grade, a skip and the
 * comparison fit the screen's width, and the primary actions are at least 44 px tall.
 * Screenshots in e2e/screenshots/estimation-phone-*.png.
 */

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `estimation-phone-${name}.png`), fullPage: true });
}

/** The page never scrolls sideways: whatever is wider scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

async function expectTouchSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on the page').not.toBeNull();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('on a phone an estimator takes a batch, reads and grades a profile, skips another and compares two', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const people = [
    { firstName: 'Дина', lastName: uniqueFamily('Белова') },
    { firstName: 'Егор', lastName: uniqueFamily('Соколов') },
  ];
  await seedFilledProfiles(request, people);
  const password = 'grader-phone-7';
  const email = await createEstimatorAccount(request, password);

  await page.goto('/estimator/login');
  const login = page.getByTestId('sign-in-form');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel(/^Пароль/).fill(password);
  await expectTouchSized(login.getByRole('button', { name: 'Войти' }));
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Профили на оценку' })).toBeVisible();
  await expect(page.getByTestId('assigned-empty')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await expectTouchSized(page.getByTestId('request-batch'));
  await page.getByTestId('request-batch').click();
  await expect(page.getByTestId('batch-result')).toHaveText(/^Получено профилей на оценку: (\d+)$/);
  const rows = page.getByTestId('assigned-profile');
  const [first, second] = people.map((person) => `${person.firstName} ${person.lastName}`) as [string, string];
  // The batch may hold profiles other tests filled too; this test grades its own.
  await expect(rows.getByRole('link', { name: first, exact: true })).toBeVisible();
  await expect(rows.getByRole('link', { name: second, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Each profile's row is a card as wide as the screen, its link a touch target.
  const firstRow = rows.filter({ has: page.getByRole('link', { name: first, exact: true }) });
  const rowBox = await firstRow.boundingBox();
  expect(rowBox?.width ?? 0).toBeLessThanOrEqual(390);
  await expectTouchSized(firstRow.getByRole('link', { name: first, exact: true }));
  await expectTouchSized(page.getByTestId('filter-notEstimated'));
  await shot(page, '01-batch');

  await firstRow.getByRole('link', { name: first, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByTestId('profile-answers')).toBeVisible();
  await expect(page.getByTestId('profile-step-answers').first().locator('dd').first()).not.toBeEmpty();
  await expect(page.getByTestId('estimation-status')).toHaveText('Просмотрен');
  await expectNoSidewaysScroll(page);
  // On a phone the grade comes first, the answers below it.
  const panelBox = await page.getByTestId('grading-panel').boundingBox();
  const answersBox = await page.getByTestId('profile-answers').boundingBox();
  expect(panelBox?.y ?? 0).toBeLessThan(answersBox?.y ?? 0);

  const middlePlus = page.getByTestId('grading-panel').getByText('Middle+', { exact: true });
  // The chip's label is what a finger touches; the name is a line inside it.
  await expectTouchSized(page.getByTestId('grading-panel').locator('label').filter({ hasText: /^Middle\+$/ }));
  await middlePlus.click();
  await expect(page.getByTestId('estimation-status')).toHaveText('Оценён');
  await expect(page.getByTestId('profile-grade')).toHaveText('Middle+');
  await page.getByRole('textbox', { name: 'Значение' }).fill('61');
  await expectTouchSized(page.getByTestId('save-precise'));
  await page.getByTestId('save-precise').click();
  await expect(page.getByTestId('precise-saved')).toHaveText('Сохранена точная оценка: 61');
  const note = page.getByTestId('note-editor');
  await note.getByRole('textbox').fill('Читал с телефона');
  await expectTouchSized(note.getByRole('button', { name: 'Сохранить заметку' }));
  await note.getByRole('button', { name: 'Сохранить заметку' }).click();
  await expect(note.getByTestId('note-state')).toHaveText('Сохранено');
  await expectNoSidewaysScroll(page);
  await shot(page, '02-graded');
  await page.getByTestId('profile-answers').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, 'estimation-phone-03-answers.png') });

  await page.getByRole('link', { name: '← К списку профилей' }).click();
  await rows.getByRole('link', { name: second, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  const later = page.getByTestId('skip-panel').getByRole('button', { name: 'Отложить' });
  await expectTouchSized(later);
  await later.click();
  await expect(page.getByTestId('skip-state')).toHaveText('Профиль отложен');
  await expect(later).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(page);
  await page.getByTestId('skip-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, 'estimation-phone-04-skipped.png') });

  await page.getByRole('link', { name: '← К списку профилей' }).click();
  await expect(page.getByTestId('filter-estimated')).toContainText('Оценённые');
  await expectNoSidewaysScroll(page);

  await page.goto('/compare-profiles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Первый профиль' }).click();
  await page.getByRole('option', { name: first, exact: true }).click();
  await page.getByRole('combobox', { name: 'Второй профиль' }).click();
  await page.getByRole('option', { name: second, exact: true }).click();
  await expect(page.getByTestId('compared-profile')).toHaveCount(2);
  await expect(page.getByTestId('compared-profile').nth(0).getByRole('heading', { level: 2 })).toHaveText(first);
  await expect(page.getByTestId('compared-profile').nth(1).getByRole('heading', { level: 2 })).toHaveText(second);
  await expectNoSidewaysScroll(page);
  await shot(page, '05-compare');
});
