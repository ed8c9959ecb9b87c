import { expect, test } from '@playwright/test';

const cyrillic = /[а-яё]/i;

test('the language switch turns the interface English, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const heading = page.locator('h1').filter({ visible: true });
  // Russian by default, whatever language the browser prefers (Playwright's is English).
  await expect(html).toHaveAttribute('lang', 'ru');
  await expect(heading).toHaveText(cyrillic);
  const russianHeading = (await heading.textContent()) ?? '';

  await page.locator('button[lang="en"]').filter({ visible: true }).first().click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(heading).not.toHaveText(russianHeading);
  await expect(heading).not.toHaveText(cyrillic);
  const englishHeading = (await heading.textContent()) ?? '';

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(heading).toHaveText(englishHeading);
  await expect(page.locator('button[lang="en"]').filter({ visible: true }).first()).toHaveAttribute('aria-pressed', 'true');

  // And back: Russian is a choice too, not only the default.
  await page.locator('button[lang="ru"]').filter({ visible: true }).first().click();
  await expect(html).toHaveAttribute('lang', 'ru');
  await expect(heading).toHaveText(russianHeading);
});
