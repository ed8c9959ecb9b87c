import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotDir } from '../support/environment';
import { newOwnerWithTools } from '../support/owner-workspace';

/*
 * The director monitor against the real server: an owner with two teams that share a person opens the
 * monitor from the dashboard's card, watches it run, and reads both teams' lines on shared charts, the
 * teams' table and the people at risk. Screenshots in e2e/screenshots/monitor-*.png.
 */

async function shot(page: Page, name: string) {
  // A full-page picture taken scrolled down draws the fixed header and menu where the window was.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Two teams of the owner's filled demo profiles, one person in both: sales of three, marketing of two, so that
 * marketing's other member works with that one person alone and is at risk of isolation whatever the forecast.
 */
async function twoTeams(request: APIRequestContext, token: string): Promise<string[]> {
  const bearer = { Authorization: `Bearer ${token}` };
  const profiles = await request.get('/api/v1/scene/profiles?limit=50&offset=0', { headers: bearer });
  expect(profiles.status()).toBe(200);
  const filled = ((await profiles.json()) as { items: { id: string; filled: boolean }[] }).items.filter((profile) => profile.filled);
  expect(filled.length).toBeGreaterThanOrEqual(5);
  const startDate = `${new Date().toISOString().slice(0, 7)}-01`;
  const ids: string[] = [];
  for (const [title, members] of [
    ['Продажи', filled.slice(0, 3)],
    ['Маркетинг', filled.slice(2, 4)],
  ] as const) {
    const created = await request.post('/api/v1/scene/scene', {
      headers: bearer,
      data: { title, lifespan: 'new', startDate, actors: members.map((profile) => ({ profileId: profile.id })) },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { _id: string })._id);
  }
  return ids;
}

test('an owner opens the monitor from the dashboard and sees both teams and the people at risk', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await newOwnerWithTools(page, request, 'monitor');
  const [salesId] = await twoTeams(request, owner.token);

  const card = page.getByTestId('tool-monitor');
  await expect(card.getByRole('heading', { name: 'Монитор директора' })).toBeVisible();
  await card.getByRole('link', { name: 'Открыть монитор' }).click();
  await expect(page).toHaveURL(/\/owner\/monitor/);
  await expect(page.getByRole('heading', { level: 1, name: 'Монитор директора' })).toBeVisible();

  // It starts by itself; the run's id goes into the address.
  await expect(page).toHaveURL(/\?run=[\w-]+$/);
  const summary = page.getByTestId('monitor-summary');
  await expect(summary).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('monitor-progress')).toBeHidden();
  await expect(summary.getByTestId('summary-teams')).toHaveText('2');
  await expect(summary.getByTestId('summary-people')).toHaveText('4');
  await expect(summary.getByTestId('summary-shared')).toHaveText('1');

  // Both teams' lines on each of the three charts, named in one legend.
  const legend = page.getByTestId('monitor-legend').getByRole('listitem');
  await expect(legend).toHaveCount(2);
  expect((await legend.allInnerTexts()).sort()).toEqual(['Маркетинг', 'Продажи']);
  for (const indicator of ['power', 'cohesion', 'microclimate']) {
    const lines = page.getByTestId(`monitor-chart-${indicator}`).locator('path[data-series]');
    await expect(lines).toHaveCount(2);
    for (const line of await lines.all()) expect(Number(await line.getAttribute('data-points'))).toBeGreaterThan(300);
  }
  const teams = page.getByTestId('monitor-team');
  await expect(teams).toHaveCount(2);
  const sales = teams.filter({ has: page.getByRole('rowheader', { name: 'Продажи' }) });
  // The teams share a person, and each row says so.
  await expect(sales).toContainText('Маркетинг');

  // The people at risk, each risk in words with its figure; marketing's second member is isolated.
  const people = page.getByTestId('monitor-people');
  await expect(people).toBeVisible();
  await expect(people.locator('[data-risk="isolated"]').filter({ hasText: 'изолирован: 1 контакт' })).not.toHaveCount(0);
  await page.getByTestId('risk-filter-isolated').click();
  const rows = people.getByTestId('monitor-person');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.locator('[data-risk="isolated"]')).toHaveCount(1);
  // Everyone, at risk or not, each with their year's figures.
  await page.getByTestId('risk-filter-everyone').click();
  await expect(rows).toHaveCount(4);
  await shot(page, 'monitor-01-everyone-ru-1280');
  await page.getByTestId('risk-filter-all').click();
  await shot(page, 'monitor-01-result-ru-1280');

  // A team's name opens it in the simulator.
  await sales.getByRole('link', { name: 'Продажи' }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/team/${salesId}$`));
});

test('in English, on a narrow screen: the monitor from the menu', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await newOwnerWithTools(page, request, 'monitor-en', { language: 'en' });
  await twoTeams(request, owner.token);
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Director monitor' }).click();
  await expect(page.getByTestId('monitor-summary')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('monitor-legend').getByRole('listitem')).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  // Wide tables scroll in their own box; the page itself is never wider than the phone.
  await expect(page.getByTestId('risk-filter')).toHaveAttribute('data-orientation', 'vertical');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'monitor-02-result-en-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'monitor-03-result-en-1280');
});
