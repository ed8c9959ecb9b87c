import { expect, test } from '@playwright/test';
import { phoneViewport } from '../support/environment';
import { openFlame, overlaps, startTest } from '../support/flame';

test.use({ viewport: phoneViewport });

test('on a phone the cookie notice never covers "Начать" or an answer, and once acknowledged it stays away', async ({ page }) => {
  await openFlame(page, 'ru');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  const start = page.getByRole('button', { name: 'Начать', exact: true });
  const noticeBox = (await notice.boundingBox())!;
  const startBox = (await start.boundingBox())!;
  expect(overlaps(noticeBox, startBox)).toBe(false);
  // The button is in view on the first screen, and it is the button a tap there reaches.
  expect(startBox.y + startBox.height).toBeLessThanOrEqual(phoneViewport.height);
  await start.click({ trial: true });

  await startTest(page, 'ru', { first: 'Петя', second: 'Рита' });
  const options = page.getByTestId('answer-scale').getByRole('radio');
  for (const option of await options.all()) expect(overlaps((await notice.boundingBox())!, (await option.boundingBox())!)).toBe(false);

  await notice.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('statement-sheet')).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});
