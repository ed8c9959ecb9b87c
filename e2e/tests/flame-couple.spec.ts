import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { phoneViewport } from '../support/environment';
import { answerStatements, flameShot, flameWords, openFlame, payWithCard, startTest } from '../support/flame';

test.use({ viewport: phoneViewport });

const people = {
  ru: { first: 'Анна', second: 'Борис' },
  en: { first: 'Anna', second: 'Boris' },
} as const;

for (const language of ['ru', 'en'] as const) {
  test(`two people take the test on one phone, see the preview, pay, download the PDF and share the result (${language})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const names = people[language];
    const words = flameWords[language];
    await openFlame(page, language);
    await flameShot(page, language, '01-onboarding');
    await page.getByRole('button', { name: words.start, exact: true }).click();
    await expect(page).toHaveURL(/\/main\/questionnaire-instruction$/);
    await flameShot(page, language, '02-instruction');
    await page.getByRole('button', { name: words.begin, exact: true }).click();
    await flameShot(page, language, '03-names');
    await page.goto('/main/onboarding');
    await startTest(page, language, names);
    await flameShot(page, language, '04-statement');

    await answerStatements(page, language, 1, 30, (n) => (n % 5) + 1);
    await expect(page.getByTestId('hand-over')).toBeVisible();
    await flameShot(page, language, '05-hand-over');
    await page.getByRole('button', { name: words.handOver(names.second) }).click();
    await expect(page.getByTestId('statement-sheet')).toContainText(names.second);
    await answerStatements(page, language, 1, 30, (n) => ((n * 3) % 5) + 1);

    // The free preview: the score with its band, both profiles, a taste of the report.
    await expect(page).toHaveURL(/\/main\/questionnaire-result\/[\w-]{22,64}$/);
    const key = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`${names.first}.+${names.second}`));
    await expect(page.getByTestId('flame-score')).toContainText(/\d+/);
    await expect(page.getByTestId('flame-profiles').getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(page.getByTestId('flame-teaser')).not.toBeEmpty();
    await expect(page.getByTestId('flame-report')).toHaveCount(0);
    await flameShot(page, language, '06-preview');

    // The paid unlock with the success card, then the report for life.
    await page.getByTestId('flame-unlock-start').click();
    await expect(page.getByTestId('card-entry')).toBeVisible();
    await flameShot(page, language, '07-card');
    await payWithCard(page, language, '4242 4242 4242 4242');
    const report = page.getByTestId('flame-report');
    await expect(report).toBeVisible();
    await expect(report).toContainText(names.first);
    await expect(page.getByTestId('flame-result')).toHaveAttribute('data-status', 'PAID');
    await flameShot(page, language, '08-report');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('flame-report-pdf').click()]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);

    // The report stays after a reload: it is paid for life.
    await page.reload();
    await expect(page.getByTestId('flame-report')).toBeVisible();

    // The shared link, with only the second person's profile, opened in a fresh browser.
    const share = page.getByTestId('flame-share');
    await share.getByRole('checkbox').nth(1).check();
    await share.getByTestId('flame-share-make').click();
    const link = await page.getByTestId('flame-share-link-url').inputValue();
    expect(link).toMatch(/\/result\/[\w-]{16,64}$/);
    await flameShot(page, language, '09-share');

    const token = link.split('/').pop()!;
    const shared = await page.request.get(`/api/v1/app/result/${token}?ln=${language}`);
    expect(shared.status()).toBe(200);
    const body = (await shared.json()) as { names: string[]; profiles: unknown[]; score: number };
    expect(body.names).toEqual([names.first, names.second]);
    expect(body.profiles[0]).toBeNull();
    expect(body.profiles[1]).not.toBeNull();

    const stranger = await browser.newContext({ viewport: phoneViewport });
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(new URL(link).pathname);
      await expect(strangerPage.getByTestId('shared-result')).toBeVisible();
      await expect(strangerPage.getByTestId('shared-result')).toContainText(names.second);
      await expect(strangerPage.getByTestId('shared-profile-hidden')).toHaveCount(1);
    } finally {
      await stranger.close();
    }

    // The test is in this browser's history, paid.
    await page.goto('/main/onboarding');
    const history = page.getByTestId('flame-history');
    await expect(history.getByRole('link', { name: new RegExp(names.first) })).toHaveAttribute('href', `/main/questionnaire-result/${key}`);
    await expect(history).toContainText(language === 'ru' ? 'Оплачен' : 'Paid');
    await flameShot(page, language, '10-history');
  });
}
