import { expect, test } from '@playwright/test';
import { phoneViewport } from '../support/environment';
import { openFlame, startResult } from '../support/flame';

test.use({ viewport: phoneViewport });

test('a revoked shared link is refused, by the API and on its page', async ({ page, request, browser }) => {
  const key = await startResult(request, { first: 'Жанна', second: 'Захар' });
  await openFlame(page, 'ru', `/main/questionnaire-result/${key}`);
  const share = page.getByTestId('flame-share');
  await share.getByRole('checkbox').first().check();
  await share.getByTestId('flame-share-make').click();
  const link = await page.getByTestId('flame-share-link-url').inputValue();
  const token = link.split('/').pop()!;
  expect((await request.get(`/api/v1/app/result/${token}`)).status()).toBe(200);

  await share.getByTestId('flame-share-revoke').click();
  await expect(share).toContainText('Ссылка отозвана');
  const refused = await request.get(`/api/v1/app/result/${token}`);
  expect(refused.status()).toBe(410);
  expect(await refused.json()).toMatchObject({ code: 'share_revoked' });

  const stranger = await browser.newContext({ viewport: phoneViewport });
  try {
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/result/${token}`);
    await expect(strangerPage.getByTestId('shared-revoked')).toBeVisible();
    await expect(strangerPage.getByText('Жанна')).toHaveCount(0);
  } finally {
    await stranger.close();
  }

  // Sharing again makes a new link; the revoked one stays refused.
  await share.getByTestId('flame-share-make').click();
  const again = await page.getByTestId('flame-share-link-url').inputValue();
  expect(again).not.toBe(link);
  expect((await request.get(`/api/v1/app/result/${token}`)).status()).toBe(410);
});
