import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { phoneViewport, screenshotDir } from '../support/environment';
import { newOwnerWithTools } from '../support/owner-workspace';

/*
 * The pair check against the real server: a new owner picks two of the profiles the account starts
 * with, runs the check and reads the score, the reasons, the year and the description, then reads the
 * same result in English, and the year's chart on a phone. Screenshots in e2e/screenshots/pair-*.png.
 */

async function shot(page: Page, name: string) {
  // A full-page picture of a scrolled page would paint the fixed header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `pair-${name}.png`), fullPage: true });
}

/** The least room between two neighbouring labels, in pixels: below zero, they run into each other. */
async function leastGap(labels: Locator): Promise<number> {
  const boxes = await labels.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
  return Math.min(...boxes.slice(1).map((box, index) => box.left - boxes[index]!.right));
}

interface ListedProfile {
  firstName: string | null;
  lastName: string | null;
  filled: boolean;
}

/** Chooses a person in a slot, searching by the first name as an owner with a long list would. */
async function choose(page: Page, slot: string, person: ListedProfile) {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const box = page.getByRole('combobox', { name: slot });
  await box.click();
  await box.fill(person.firstName ?? '');
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(box).toHaveValue(name);
}

test('an owner checks a pair and reads the result, in Russian and in English', async ({ page, request }) => {
  const { token } = await newOwnerWithTools(page, request, 'pair');
  const listed = await request.get('/api/v1/owner/profiles?filter=approved&sort=name&order=asc', { headers: { authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);
  const filled = ((await listed.json()) as { items: ListedProfile[] }).items.filter((profile) => profile.filled);
  expect(filled.length).toBeGreaterThanOrEqual(2);
  const [first, second] = filled;

  await page.getByTestId('tool-p2p').getByRole('link').click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/p2p$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Проверка совместимости' })).toBeVisible();
  const run = page.getByRole('button', { name: 'Рассчитать' });
  await expect(run).toBeDisabled();
  await expect(page.getByTestId('pair-needs-both')).toBeVisible();
  await shot(page, '01-empty');

  await choose(page, 'Первый участник', first!);
  await choose(page, 'Второй участник', second!);
  await expect(run).toBeEnabled();
  await run.click();

  await expect(page).toHaveURL(/\/owner\/dashboard\/p2p\/[\w-]+\?run=[\w-]+$/);
  const result = page.getByTestId('pair-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText('Совместимость в работе', { exact: true })).toBeVisible();
  await expect(result.getByTestId('pair-score')).toHaveText(/^\d{1,3}$/);
  // The scores' "first" is the person of the first slot, whatever order the forecast lists them in.
  await expect(result.getByTestId('pair-one-way').locator('dt').first()).toHaveText(`Руководит ${first!.firstName}`);
  await expect(result.getByTestId('pair-reasons')).toContainText(/(повышает|снижает) оценку|близка к средней/);
  await expect(result.getByTestId('pair-timeline-chart').locator('.recharts-line').first()).toBeVisible();
  await expect(result.getByTestId('pair-text')).toContainText('совместимость в работе');
  await expect(result.getByTestId('pair-history-position')).toContainText('Место в истории расчётов: 1 из 1');
  await shot(page, '02-result');

  // The chart's data is a table too, for those who do not see the chart.
  await result.getByText('Таблица', { exact: true }).click();
  await expect(result.getByTestId('pair-timeline-table').getByRole('row')).toHaveCount(13);
  await result.getByText('График', { exact: true }).click();
  await expect(result.getByTestId('pair-timeline-chart')).toBeVisible();

  // The year's months: every one on this screen, fewer on a phone, and never one label over the next.
  const months = result.getByTestId('pair-timeline-chart').locator('.recharts-xAxis-tick-labels').first().locator('.recharts-cartesian-axis-tick-value');
  await expect(months).toHaveCount(12);
  await expect.poll(() => leastGap(months)).toBeGreaterThan(4);
  await page.setViewportSize(phoneViewport);
  await expect.poll(() => months.count()).toBeLessThan(12);
  await expect.poll(() => leastGap(months)).toBeGreaterThan(4);
  await expect(months.first()).toHaveText(/^[а-я]{3,4}\.?$/);
  const year = result.getByTestId('pair-timeline');
  await year.scrollIntoViewIfNeeded();
  await year.screenshot({ path: path.join(screenshotDir, 'pair-06-year-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(months).toHaveCount(12);

  await page.locator('button[lang="en"]').filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Compatibility check' })).toBeVisible();
  await expect(result.getByText('Work compatibility', { exact: true })).toBeVisible();
  await expect(result.getByTestId('pair-one-way')).toContainText('leads');
  await expect(result.getByTestId('pair-reasons')).toContainText(/(raises|lowers) the score|close to an average one/);
  await expect(result.getByTestId('pair-text')).toContainText('work compatibility is');
  await expect(result.getByTestId('pair-timeline-chart').locator('.recharts-line').first()).toBeVisible();
  await shot(page, '03-result-en');
  // A wide screen lays the same result out without gaps or stretched parts.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(result.getByTestId('pair-timeline-chart').locator('.recharts-line').first()).toBeVisible();
  await shot(page, '05-result-en-1920');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Compatibility check', exact: true }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/p2p$/);
  await expect(page.getByRole('button', { name: 'Run the check' })).toBeDisabled();
  await shot(page, '04-empty-en');
});
