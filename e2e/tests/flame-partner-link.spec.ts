import { expect, test } from '@playwright/test';
import { phoneViewport } from '../support/environment';
import { answerStatements, flameShot, flameWords, openFlame, startTest } from '../support/flame';

test.use({ viewport: phoneViewport });

test('the partner answers through the link on their own phone, and the first person’s page announces the result', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await openFlame(page, 'ru');
  await startTest(page, 'ru', { first: 'Вера', second: 'Глеб' }, 'link');
  await answerStatements(page, 'ru', 1, 30, (n) => ((n + 1) % 5) + 1);

  // Only the first person has answered: the result waits, with the link to send.
  await expect(page.getByTestId('flame-waiting')).toBeVisible();
  await expect(page.getByTestId('flame-waiting')).toContainText('Глеб');
  const link = await page.getByTestId('flame-invite-link-url').inputValue();
  expect(link).toMatch(/\/main\/questionnaire\/[\w-]{22,64}$/);
  await flameShot(page, 'ru', '11-waiting');

  const partner = await browser.newContext({ viewport: phoneViewport });
  try {
    const phone = await partner.newPage();
    await openFlame(phone, 'ru', new URL(link).pathname);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Вера приглашает вас пройти тест совместимости');
    await flameShot(phone, 'ru', '12-invitation');
    await phone.getByRole('button', { name: flameWords.ru.begin }).click();
    await expect(phone.getByTestId('statement-sheet')).toContainText('Глеб');
    await answerStatements(phone, 'ru', 1, 14, (n) => (n % 3) + 2);

    // A reload (or a lost page) in the middle keeps every answer given through the link.
    await phone.reload();
    await expect(phone.getByTestId('statement-progress')).toHaveText('15 из 30');
    await phone.getByTestId('statement-back').click();
    await expect(phone.getByTestId('answer-scale').getByRole('radio', { checked: true })).toHaveAttribute('data-answer', String((14 % 3) + 2));
    await phone.getByTestId('statement-next').click();
    await answerStatements(phone, 'ru', 15, 30, (n) => (n % 3) + 2);
    await expect(phone).toHaveURL(new RegExp(`/main/questionnaire-result/${link.split('/').pop()}$`));
    await expect(phone.getByTestId('flame-score')).toBeVisible();
  } finally {
    await partner.close();
  }

  // The first page asks again while it is in view, and says so when the answers arrive.
  await expect(page.getByTestId('flame-announcement')).toHaveText(flameWords.ru.ready, { timeout: 20_000 });
  await expect(page.getByTestId('flame-score')).toBeVisible();
});
