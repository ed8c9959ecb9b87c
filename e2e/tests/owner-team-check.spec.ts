import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotDir } from '../support/environment';
import { newOwnerWithTools } from '../support/owner-workspace';

/*
 * The quick team check and the team comparison against the real server: a new owner with the team tools
 * checks four of the profiles the account starts with, one of them as the manager, and reads the team's
 * year; then compares two teams made through the API. Screenshots in e2e/screenshots/team-check-*.png
 * and compare-*.png, in Russian and in English.
 */

// A forecast of a year runs off the request; the first one of a fresh server also warms it up.
const resultTimeout = { timeout: 30_000 };

async function shot(page: Page, name: string) {
  // A full-page picture of a scrolled page would paint the fixed header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

interface SceneProfile {
  id: string;
  firstName: string | null;
  lastName: string | null;
  filled: boolean;
}

const nameOf = (person: SceneProfile) => [person.firstName, person.lastName].filter(Boolean).join(' ');

async function filledProfiles(request: APIRequestContext, token: string): Promise<SceneProfile[]> {
  const answer = await request.get('/api/v1/scene/profiles', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: SceneProfile[] }).items.filter((profile) => profile.filled);
}

/** Chooses a person in a select, searching by the first name as an owner with a long list would. */
async function choose(page: Page, label: string, person: SceneProfile, { search = true } = {}) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(person.firstName ?? '');
  await page.getByRole('option', { name: new RegExp(nameOf(person)) }).click();
  await expect(box).toHaveValue(new RegExp(`^${nameOf(person)}`));
}

async function switchLanguage(page: Page, language: 'ru' | 'en') {
  await page.locator(`button[lang="${language}"]`).filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('an owner checks a team of four with a manager, then compares two teams, in Russian and in English', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await newOwnerWithTools(page, request, 'team-check');
  const people = await filledProfiles(request, token);
  expect(people.length).toBeGreaterThanOrEqual(4);
  const [first, second, third, fourth] = people;

  await page.getByTestId('tool-team-check').getByRole('link').click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Проверка команды' })).toBeVisible();
  const run = page.getByTestId('run-team-check');
  await expect(run).toBeDisabled();
  await expect(page.getByTestId('team-check-issue')).toHaveText('Выберите хотя бы двух человек.');
  await shot(page, 'team-check-01-empty');

  await choose(page, 'Участник 1', first!);
  await choose(page, 'Участник 2', second!);
  await expect(page.getByRole('combobox', { name: 'Руководитель' })).toHaveCount(0);
  await choose(page, 'Участник 3', third!);
  await choose(page, 'Участник 4', fourth!);
  // The manager is one of the four chosen: a short list, without a search.
  await choose(page, 'Руководитель', fourth!, { search: false });
  await expect(run).toBeEnabled();
  await shot(page, 'team-check-02-chosen');

  await run.click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/team\/[\w-]{36}$/, resultTimeout);
  const result = page.getByTestId('team-result');
  await expect(result).toBeVisible(resultTimeout);
  await expect(result.getByTestId('indicator-power').getByTestId('indicator-level')).toContainText('возможного');
  await expect(result.getByTestId('indicator-cohesion').getByTestId('indicator-level')).toHaveText(/%, уровень/);
  await expect(result.getByTestId('indicator-microclimate').getByTestId('indicator-level')).toHaveText(/\(.?\d+\)$/);
  await expect(result.getByTestId('indicator-orientation').getByTestId('indicator-level')).toHaveText(/^(запуск|рост|поддержка) \((КПЛ|ПЛК|ЛКП)\)$/);
  await expect(result.getByTestId('indicator-profile').getByTestId('indicator-level')).toHaveText(/^(КПЛ|ПЛК|ЛКП)$/);
  await expect(result.getByTestId('indicator-profile')).toContainText('Буквы стоят в порядке ориентации команды');
  for (const indicator of ['power', 'cohesion', 'microclimate', 'orientation', 'profile']) {
    await expect(result.getByTestId(`indicator-${indicator}`).getByTestId('indicator-precision')).toHaveText(/^Точность \d+/);
  }
  // The manager stands over the team: named in the people, with no share of its power.
  await expect(result.getByTestId('team-result-people').getByRole('row').filter({ hasText: 'руководитель' })).toContainText(fourth!.firstName ?? '');
  await expect(page.getByTestId('result-narrative')).toContainText('Прогноз на год');
  await shot(page, 'team-check-03-result');

  // The dashboard's history has the check under its people's first names, and leads back to it.
  const checkUrl = page.url();
  await page.goto('/owner/dashboard');
  const historyLink = page.getByTestId('history-item').first().getByRole('link');
  // Titled in the account's language, which a new account may not have switched yet.
  await expect(historyLink).toHaveText(new RegExp(`^${first!.firstName}, ${second!.firstName}, ${third!.firstName} (и|and) ${fourth!.firstName}$`));
  await historyLink.click();
  await expect(page).toHaveURL(checkUrl);
  await expect(page.getByTestId('team-result')).toBeVisible(resultTimeout);
  await expect(page.getByRole('combobox', { name: 'Руководитель' })).toHaveValue(new RegExp(`^${nameOf(fourth!)}`));

  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Team check' })).toBeVisible();
  await expect(page.getByTestId('indicator-profile').getByTestId('indicator-level')).toHaveText(/^(KPL|PLK|LKP)$/);
  await expect(page.getByTestId('result-narrative')).toContainText('The year ahead');
  await shot(page, 'team-check-04-result-en');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(page.getByTestId('team-result')).toBeVisible();
  await shot(page, 'team-check-05-result-en-1920');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Two teams made through the API, compared on the comparison page.
  const startDate = `${new Date().toISOString().slice(0, 7)}-01`;
  for (const [title, members] of [
    ['Продажи', people.slice(0, 3)],
    ['Маркетинг', people.slice(people.length - 3)],
  ] as const) {
    const created = await request.post('/api/v1/scene/scene', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, lifespan: 'new', startDate, actors: members.map((member) => ({ profileId: member.id })) },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await switchLanguage(page, 'ru');
  await page.getByRole('navigation', { name: 'Меню личного кабинета' }).getByRole('link', { name: 'Сравнение команд' }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/compare-teams$/);
  const compare = page.getByTestId('run-compare');
  await expect(compare).toBeDisabled();
  await page.getByRole('checkbox', { name: /Продажи/ }).check();
  await page.getByRole('checkbox', { name: /Маркетинг/ }).check();
  await expect(compare).toBeEnabled();
  await shot(page, 'compare-01-chosen');

  await compare.click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/compare-teams\/[\w-]{36}$/, resultTimeout);
  const comparison = page.getByTestId('compare-result');
  await expect(comparison).toBeVisible(resultTimeout);
  await expect(comparison.locator('.recharts-line')).toHaveCount(2);
  await expect(comparison.getByTestId('compare-differences')).toBeVisible();
  await expect(comparison.getByTestId('compare-indicators').getByRole('columnheader')).toHaveText(['Показатель', 'Продажи', 'Маркетинг']);
  await expect(page.getByTestId('result-narrative')).toContainText('Команд в сравнении: 2');
  await shot(page, 'compare-02-result');

  // The chart's figures as a table, for anyone who does not read the chart.
  await comparison.getByText('Таблица', { exact: true }).click();
  await expect(comparison.getByTestId('power-table').getByRole('row')).toHaveCount(13);
  await comparison.getByText('График', { exact: true }).click();
  await expect(comparison.locator('.recharts-line')).toHaveCount(2);

  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Team comparison' })).toBeVisible();
  await expect(comparison.getByRole('heading', { name: 'Main differences' })).toBeVisible();
  await expect(page.getByTestId('result-narrative')).toContainText('Teams compared: 2');
  await shot(page, 'compare-03-result-en');
});
