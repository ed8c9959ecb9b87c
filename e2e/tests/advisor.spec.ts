import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotDir } from '../support/environment';
import { newOwnerWithTools } from '../support/owner-workspace';

/*
 * The what-if advisor against the real server: in the simulator of a team of four, an owner asks what would
 * help most from a chosen day, applies the top change and undoes it. Screenshots in e2e/screenshots/advisor-*.png.
 */

/** Full pages are taken from the top, so the fixed header and menu stand where they belong. */
async function shot(page: Page, name: string, { dialog = false } = {}) {
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: !dialog, animations: 'disabled' });
}

test('an owner applies the advisor’s top change in the simulator and undoes it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await newOwnerWithTools(page, request, 'advisor');
  const bearer = { Authorization: `Bearer ${owner.token}` };
  const profiles = await request.get('/api/v1/scene/profiles?limit=50&offset=0', { headers: bearer });
  expect(profiles.status()).toBe(200);
  const filled = ((await profiles.json()) as { items: { id: string; filled: boolean }[] }).items.filter((profile) => profile.filled);
  expect(filled.length).toBeGreaterThanOrEqual(5);
  const created = await request.post('/api/v1/scene/scene', {
    headers: bearer,
    data: { title: 'Команда советника', lifespan: 'new', startDate: '2026-12-01', actors: filled.slice(0, 4).map((profile) => ({ profileId: profile.id })) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: teamId } = (await created.json()) as { _id: string };

  await page.goto(`/owner/team/${teamId}`);
  await expect(page.getByTestId('member-card')).toHaveCount(4);
  await page.getByTestId('day-input').fill('30');
  await page.getByTestId('day-input').press('Tab');

  // By keyboard: the button opens the panel, and the panel takes the focus.
  await page.getByRole('button', { name: 'Что поможет команде?' }).focus();
  await page.keyboard.press('Enter');
  const advisor = page.getByRole('dialog', { name: 'Что поможет команде больше всего' });
  await expect(advisor).toBeVisible();
  await expect(advisor.locator(':focus')).toHaveCount(1);
  await expect(advisor.getByTestId('advisor-day')).toContainText('не раньше дня 30');
  // The two specialists outside the team are offered for swaps, both chosen at first.
  await expect(advisor.getByTestId('pool-option')).toHaveCount(filled.length - 4);
  await advisor.getByTestId('advisor-start').click();
  const result = advisor.getByTestId('advice-result');
  await expect(result).toBeVisible({ timeout: 120_000 });
  await shot(page, 'advisor-01-result-ru-1280', { dialog: true });

  const items = result.getByTestId('advice-item');
  await expect(items.first()).toBeVisible();
  const top = (await items.first().getByTestId('advice-text').innerText()).replace(/^1\.\s*/, '');
  await expect(items.first().getByTestId('advice-effect')).toContainText(/оценка \+/);
  await items.first().getByRole('button', { name: `Применить: ${top}` }).focus();
  await page.keyboard.press('Enter');
  await expect(advisor).toBeHidden();

  // The change is one change: undo names it and takes it back.
  await expect(page.getByTestId('undo')).toBeEnabled();
  await page.getByTestId('undo').click();
  const undo = page.getByTestId('undo-dialog');
  await expect(undo.getByTestId('undo-items')).not.toBeEmpty();
  await shot(page, 'advisor-02-undo-ru-1280', { dialog: true });
  await undo.getByTestId('undo-confirm').click();
  await expect(undo).toBeHidden();
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('member-card')).toHaveCount(4);

  // The advice was worked out for the team as it was before the change and its undo: it says it is stale.
  await page.getByRole('button', { name: 'Что поможет команде?' }).click();
  await expect(advisor.getByTestId('advice-stale')).toBeVisible();
  await expect(advisor.getByTestId('advice-apply').first()).toBeDisabled();
  await shot(page, 'advisor-03-stale-ru-1280', { dialog: true });
  expect(top.length).toBeGreaterThan(0);
});
