import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotDir } from '../support/environment';
import { newOwnerWithTools } from '../support/owner-workspace';

/*
 * The team assembler against the real server: an owner picks a pool of the demo specialists, a size and an
 * orientation, watches the search, reads the proposals and opens the best one in the simulator.
 * Screenshots in e2e/screenshots/assembler-*.png.
 */

/** Full pages are taken from the top, so the fixed header and menu stand where they belong. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

test('an owner assembles a team from a pool and opens it in the simulator', async ({ page, request }) => {
  test.setTimeout(180_000);
  await newOwnerWithTools(page, request, 'assembler');
  await page.goto('/owner/teams');
  await page.getByTestId('open-assembler').click();
  await expect(page).toHaveURL(/\/owner\/teams\/assemble$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Подбор команды' })).toBeVisible();

  const form = page.getByTestId('assembly-form');
  await expect(form.getByTestId('pool-option').first()).toBeVisible();
  const people = await form.getByTestId('pool-option').count();
  expect(people).toBeGreaterThanOrEqual(4);

  // A team larger than the pool is refused before anything is sent.
  await form.getByTestId('pool-option').nth(0).getByRole('checkbox').check();
  await form.getByTestId('pool-option').nth(1).getByRole('checkbox').check();
  await form.getByTestId('assembly-size').fill('3');
  await form.getByTestId('assembly-start').click();
  await expect(form.getByTestId('assembly-issue')).toContainText('Команда не может быть больше, чем выбрано людей: выбрано 2');

  // Everyone shown, teams of three for a launch, the first person chosen must be in.
  await form.getByTestId('pool-all').click();
  await expect(form.getByTestId('pool-count')).toContainText(`${people} из 200`);
  await form.getByText('Запуск (КПЛ)').click();
  const first = (await form.getByTestId('pool-option').nth(0).innerText()).split('\n')[0]!.trim();
  await form.getByTestId('assembly-must-have').click();
  await page.getByRole('option', { name: first, exact: true }).click();
  await page.keyboard.press('Escape');
  await shot(page, 'assembler-01-form-ru-1280');
  await form.getByTestId('assembly-start').click();

  const result = page.getByTestId('assembly-result');
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(page).toHaveURL(/\?run=[\w-]+$/);
  await expect(result.getByTestId('assembly-search')).toContainText(/спрогнозирован/);
  const proposals = result.getByTestId('proposal');
  await expect(proposals.first()).toBeVisible();
  await expect(proposals.first().getByTestId('proposal-member')).toHaveCount(3);
  await expect(proposals.first().getByTestId('proposal-member').filter({ hasText: first })).toHaveCount(1);
  await expect(proposals.first().getByTestId('proposal-reasons')).toBeVisible();
  await shot(page, 'assembler-02-result-ru-1280');

  // The result stays after a reload: the run is in the address.
  await page.reload();
  await expect(page.getByTestId('assembly-result')).toBeVisible({ timeout: 30_000 });
  const members = await page.getByTestId('proposal').first().getByTestId('proposal-member').allInnerTexts();

  await page.getByTestId('proposal').first().getByTestId('proposal-open').click();
  await expect(page).toHaveURL(/\/owner\/team\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Подбор КПЛ №1' })).toBeVisible();
  await expect(page.getByTestId('member-card')).toHaveCount(3);
  for (const member of members) {
    const name = member.split(' · ')[0]!;
    await expect(page.getByTestId('member-card').filter({ hasText: name })).toHaveCount(1);
  }
  await shot(page, 'assembler-03-opened-ru-1280');
});

test('in English: the assembler explains the orientations and says the small pool was forecast whole', async ({ page, request }) => {
  test.setTimeout(120_000);
  await newOwnerWithTools(page, request, 'assembler-en', { language: 'en' });
  await page.goto('/owner/teams/assemble');
  await expect(page.getByRole('heading', { level: 1, name: 'Team assembler' })).toBeVisible();
  const form = page.getByTestId('assembly-form');
  await expect(form.getByTestId('pool-option').first()).toBeVisible();
  await form.getByTestId('pool-all').click();
  await form.getByTestId('assembly-size').fill('2');
  await form.getByText('Support (ЛКП)').click();
  await expect(form.getByText('personal maturity (L) first')).toBeVisible();
  await form.getByTestId('assembly-start').click();
  const result = page.getByTestId('assembly-result');
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(result.getByTestId('assembly-search')).toContainText(/^All \d+ possible teams were forecast with the full model\.$/);
  await expect(result.getByTestId('proposal').first().getByRole('button', { name: 'Open in the simulator' })).toBeVisible();
  await shot(page, 'assembler-04-result-en-1280');
});
