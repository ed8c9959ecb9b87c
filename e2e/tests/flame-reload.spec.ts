import { expect, test } from '@playwright/test';
import { phoneViewport } from '../support/environment';
import { answerStatements, openFlame, startTest } from '../support/flame';

test.use({ viewport: phoneViewport });

const pattern = (n: number) => ((n * 7) % 5) + 1;

test('a reload in the middle of the test loses no answer, and a lost connection at the end loses nothing', async ({ page, context }) => {
  test.setTimeout(90_000);
  await openFlame(page, 'ru');
  await startTest(page, 'ru', { first: 'Дина', second: 'Егор' });
  await answerStatements(page, 'ru', 1, 17, pattern);

  await page.reload();
  await expect(page.getByTestId('statement-progress')).toHaveText('18 из 30');
  // Every answer given is still there, walking back through them.
  for (let n = 17; n >= 1; n--) {
    await page.getByTestId('statement-back').click();
    await expect(page.getByTestId('statement-progress')).toHaveText(`${n} из 30`);
    await expect(page.getByTestId('answer-scale').getByRole('radio', { checked: true })).toHaveAttribute('data-answer', String(pattern(n)));
  }
  for (let n = 1; n <= 17; n++) await page.keyboard.press('ArrowRight');
  await answerStatements(page, 'ru', 18, 30, pattern);

  // The second person, on the same phone, after a reload on the hand-over.
  await page.reload();
  await page.getByRole('button', { name: 'Егор, начать' }).click();
  await answerStatements(page, 'ru', 1, 29, pattern);
  await context.setOffline(true);
  await page.getByTestId('answer-scale').locator('[data-answer="3"]').click();
  await expect(page.getByTestId('flame-error')).toHaveAttribute('data-code', 'network');
  await expect(page.getByTestId('flame-error')).toContainText('Отсутствует подключение к интернету');

  await context.setOffline(false);
  // Back online, the reload sends the kept answers at once; the sending step may be gone before a check could see it.
  await page.reload();
  await expect(page).toHaveURL(/\/main\/questionnaire-result\/[\w-]{22,64}$/);
  await expect(page.getByTestId('flame-score')).toBeVisible();
});
