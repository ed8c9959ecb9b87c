import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { phoneViewport, screenshotDir } from '../support/environment';

/*
 * A shared partner-test result opened from its link on a phone, as a friend of the couple would: the two
 * first names, the score in words, only the profile its person shared, the way to take the test, and a
 * revoked link that says so. Screenshots in e2e/screenshots/love-shared-*.png.
 */

test.use({ viewport: phoneViewport, hasTouch: true, isMobile: true });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `love-shared-${name}.png`), fullPage: true });
}

/** No serious or critical accessibility violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const described = serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any.map((check) => check.message).join('; ')})`).join(' | ')}`);
  expect(described).toEqual([]);
}

// Two people who answered the 30 statements differently, so that their traits and score say something.
const calm = [3, 4, 3, 4, 4, 3, 2, 3, 4, 2, 3, 4, 4, 2, 3, 4, 2, 4, 3, 2, 2, 4, 3, 4, 3, 2, 2, 3, 4, 2];
const lively = [4, 3, 2, 4, 4, 2, 3, 2, 4, 3, 4, 4, 3, 3, 4, 4, 3, 4, 2, 2, 3, 3, 4, 4, 4, 3, 3, 2, 4, 3];

/** A finished partner test and its shared link showing the first person's profile only; answers its key and token. */
async function sharedTest(request: APIRequestContext): Promise<{ key: string; token: string }> {
  const started = await request.post('/api/v1/owner/flame/data?ln=ru', {
    data: { data: { step: 'start', first: { name: 'Анна', answers: calm }, second: { name: 'Борис', answers: lively } } },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { key } = (await started.json()) as { key: string };
  const shared = await request.post(`/api/v1/owner/flame/data/${key}/share`, { data: { show: { firstProfile: true, secondProfile: false } } });
  expect(shared.status(), await shared.text()).toBe(200);
  return { key, token: ((await shared.json()) as { token: string }).token };
}

test('a shared result shows the names, the score in words and only the shared profile, in both languages', async ({ page, request }) => {
  const { token } = await sharedTest(request);
  await page.goto(`/result/${token}`);
  const result = page.getByTestId('shared-result');
  await expect(result).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Анна и Борис');
  await expect(result.getByTestId('shared-score')).toHaveText(/^\d{1,3}$/);
  await expect(result.getByTestId('shared-band')).toHaveText(/совместимость/i);
  const [anna, boris] = [result.getByTestId('shared-person').first(), result.getByTestId('shared-person').last()];
  await expect(anna.getByTestId('shared-trait')).toHaveCount(5);
  // Every bar says in words what it draws.
  await expect(anna.getByTestId('shared-trait').first()).toContainText(/Общительность\s*сильнее, чем у \d+ % людей/);
  await expect(boris.getByTestId('shared-trait')).toHaveCount(0);
  await expect(boris).toContainText('Борис не показывает свой профиль по этой ссылке.');
  // The page ends with the love site's links, not the business site's.
  await expect(page.getByTestId('footer-love')).toBeVisible();
  const cta = page.getByRole('link', { name: 'Пройти тест' });
  await expect(cta).toHaveAttribute('href', '/main');
  await shot(page, '01-result');
  await expectAccessible(page);

  await page.locator('button[lang="en"]').filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Анна and Борис');
  await expect(result.getByTestId('shared-band')).toHaveText(/compatibility/i);
  await expect(anna.getByTestId('shared-trait').first()).toContainText(/Sociability\s*stronger than in \d+% of people/);
  await shot(page, '02-result-en');
  await expectAccessible(page);

  // The invitation opens the partner test itself, a page of its own.
  await page.getByRole('link', { name: 'Take the test' }).click();
  await expect(page).toHaveURL(/\/main(\/|$)/);
  await expect(page.getByTestId('layout-public')).toHaveCount(0);
});

test('a revoked link says it was revoked, and an unknown one that there is no such result', async ({ page, request }) => {
  const { key, token } = await sharedTest(request);
  await page.goto(`/result/${token}`);
  await expect(page.getByTestId('shared-result')).toBeVisible();

  expect((await request.delete(`/api/v1/owner/flame/data/${key}/share`)).status()).toBe(204);
  await page.reload();
  const revoked = page.getByTestId('shared-revoked');
  await expect(revoked).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ссылку отозвали');
  await expect(page.getByTestId('shared-result')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Пройти тест' })).toBeVisible();
  await shot(page, '03-revoked');
  await expectAccessible(page);

  await page.locator('button[lang="en"]').filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The link was revoked');
  await shot(page, '04-revoked-en');

  await page.goto('/result/NoSuchShareToken0123456789');
  await expect(page.getByTestId('shared-not_found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Result not found');
  await shot(page, '05-not-found-en');
  await expectAccessible(page);
});
