import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotDir } from './environment';

/** The partner test's words the tests look for, in each language. */
export const flameWords = {
  ru: {
    start: 'Начать',
    begin: 'Начать тест',
    you: 'Ваше имя',
    partner: 'Имя партнёра',
    byLink: /По ссылке/,
    next: 'Дальше',
    handOver: (name: string) => `${name}, начать`,
    cardNumber: 'Номер карты',
    expiry: 'Срок действия',
    pay: /^Оплатить/,
    progress: (n: number) => `${n} из 30`,
    ready: 'Ответы получены: результат готов',
  },
  en: {
    start: 'Start',
    begin: 'Start the test',
    you: 'Your name',
    partner: 'Your partner’s name',
    byLink: /Through a link/,
    next: 'Next',
    handOver: (name: string) => `${name}, start`,
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    pay: /^Pay/,
    progress: (n: number) => `${n} of 30`,
    ready: 'The answers are in: your result is ready',
  },
} as const;
export type FlameLanguage = keyof typeof flameWords;

/** A picture of the whole page, named for the partner test and the language, once its motion has settled. */
export async function flameShot(page: Page, language: FlameLanguage, name: string): Promise<void> {
  // Endless ones (a spinner, the waiting pulse) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(screenshotDir, `flame-${language}-${name}.png`), fullPage: true });
}

/** Opens the test in a language, chosen with the page's own switch (and so remembered). */
export async function openFlame(page: Page, language: FlameLanguage, url = '/main'): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('layout-main')).toBeVisible();
  const switchButton = page.getByRole('button', { name: language === 'ru' ? /Русский/ : /English/ });
  if ((await switchButton.getAttribute('aria-pressed')) !== 'true') await switchButton.click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** From the onboarding through the instruction to the names, given and sent. */
export async function startTest(page: Page, language: FlameLanguage, names: { first: string; second: string }, mode: 'together' | 'link' = 'together') {
  const words = flameWords[language];
  await page.getByRole('button', { name: words.start, exact: true }).click();
  await page.getByRole('button', { name: words.begin, exact: true }).click();
  await page.getByLabel(words.you).fill(names.first);
  await page.getByLabel(words.partner).fill(names.second);
  if (mode === 'link') await page.getByLabel(words.byLink).check();
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await expect(page.getByTestId('statement-sheet')).toBeVisible();
}

/** Taps the answers of statements `from`..`to` (1-based), checking each statement comes up before it is answered. */
export async function answerStatements(page: Page, language: FlameLanguage, from: number, to: number, answerOf: (n: number) => number): Promise<void> {
  const progress = page.getByTestId('statement-progress');
  for (let n = from; n <= to; n++) {
    await expect(progress).toHaveText(flameWords[language].progress(n));
    await page.getByTestId('answer-scale').locator(`[data-answer="${answerOf(n)}"]`).click();
  }
}

/** Types a test card into the built-in processor's card entry and pays. */
export async function payWithCard(page: Page, language: FlameLanguage, number: string): Promise<void> {
  const words = flameWords[language];
  const form = page.getByTestId('card-entry');
  await form.getByLabel(words.cardNumber).fill(number);
  await form.getByLabel(words.expiry).fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: words.pay }).click();
}

/** Axe's serious and critical findings on the page as it is now (WCAG 2.1 A and AA and best practice). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Whether two boxes overlap at all. */
export function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The 30 answers of someone, made up from a pattern. */
export const answersOf = (pattern: (n: number) => number) => Array.from({ length: 30 }, (_, index) => pattern(index + 1));

/** A result started through the API as the page would start it: both answered on one phone, or only the first. */
export async function startResult(request: APIRequestContext, names: { first: string; second: string }, together = true): Promise<string> {
  const response = await request.post('/api/v1/owner/flame/data?ln=ru', {
    data: {
      data: {
        step: 'start',
        first: { name: names.first, answers: answersOf((n) => (n % 5) + 1) },
        second: together ? { name: names.second, answers: answersOf((n) => ((n * 3) % 5) + 1) } : { name: names.second },
      },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { key: string }).key;
}

/** Pays a result's full report through the API with the built-in processor's succeeding card. */
export async function payThroughApi(request: APIRequestContext, key: string): Promise<void> {
  const intent = await request.post('/api/v1/stripe/create-anonymous-payment-intent', { data: { key, ln: 'ru' } });
  expect(intent.status()).toBe(200);
  const { payment } = (await intent.json()) as { payment: { clientSecret: string } };
  const confirmed = await request.post('/api/v1/stripe/card-simulator/confirm', {
    data: { clientSecret: payment.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 34, cvc: '123' } },
  });
  expect(await confirmed.json()).toEqual({ status: 'succeeded' });
}
