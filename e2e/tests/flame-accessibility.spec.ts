import { expect, test, type Page } from '@playwright/test';
import { phoneViewport } from '../support/environment';
import { answerStatements, flameWords, openFlame, payThroughApi, seriousViolations, startResult, startTest, type FlameLanguage } from '../support/flame';

test.use({ viewport: phoneViewport });

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

for (const language of ['ru', 'en'] as const satisfies FlameLanguage[]) {
  test(`axe finds no serious violation on the test's pages (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const words = flameWords[language];
    await openFlame(page, language);
    await expectAccessible(page, 'onboarding with the cookie notice');
    await page.getByRole('button', { name: words.start, exact: true }).click();
    await expectAccessible(page, 'instruction');
    await page.getByRole('button', { name: words.begin, exact: true }).click();
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    await expectAccessible(page, 'names with their errors');
    await page.goto('/main/onboarding');
    await startTest(page, language, { first: 'Ира', second: 'Карл' });
    await expectAccessible(page, 'first statement');
    await answerStatements(page, language, 1, 3, () => 4);
    await expectAccessible(page, 'a later statement, answered ones behind it');
    await answerStatements(page, language, 4, 30, () => 2);
    await expect(page.getByTestId('hand-over')).toBeVisible();
    await expectAccessible(page, 'hand-over');
    await page.goto('/main/no-such');
    await expectAccessible(page, 'not found');
  });
}

test('axe finds no serious violation on the result pages: waiting, the invitation, the preview, the card entry, the report', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const waiting = await startResult(request, { first: 'Лена', second: 'Марк' }, false);
  await openFlame(page, 'ru', `/main/questionnaire-result/${waiting}`);
  await expect(page.getByTestId('flame-waiting')).toBeVisible();
  await expectAccessible(page, 'waiting for the partner');

  const partner = await browser.newContext({ viewport: phoneViewport });
  try {
    const phone = await partner.newPage();
    await openFlame(phone, 'ru', `/main/questionnaire/${waiting}`);
    await expect(phone.getByTestId('partner-invitation')).toBeVisible();
    await expectAccessible(phone, 'the partner’s invitation');
  } finally {
    await partner.close();
  }

  const ready = await startResult(request, { first: 'Нина', second: 'Олег' });
  await page.goto(`/main/questionnaire-result/${ready}`);
  await expect(page.getByTestId('flame-score')).toBeVisible();
  await expectAccessible(page, 'the free preview');
  await page.getByTestId('flame-unlock-start').click();
  await expect(page.getByTestId('card-entry')).toBeVisible();
  await page.getByTestId('card-entry').getByRole('button').click();
  await expect(page.getByTestId('card-entry').locator('[aria-invalid="true"]')).toHaveCount(1);
  await expectAccessible(page, 'the card entry with an error');

  await payThroughApi(request, ready);
  await page.reload();
  await expect(page.getByTestId('flame-report')).toBeVisible();
  await page.getByTestId('flame-share').getByRole('checkbox').first().check();
  await page.getByTestId('flame-share-make').click();
  await expect(page.getByTestId('flame-share-link')).toBeVisible();
  await expectAccessible(page, 'the full report with its shared link');
});
