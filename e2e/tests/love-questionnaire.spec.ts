import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { followVerificationLink, uniqueEmail } from '../support/accounts';
import { phoneViewport, screenshotDir } from '../support/environment';
import { answerQuestion } from '../support/questionnaire';

/*
 * The couple questionnaire on a phone, opened from its link as a couple would: the cookie notice never
 * covers the first button, each step is titled by what it asks (not "Шаг 2 из 4: Шаг 1"), and the sent
 * screen offers the love site in its words. Screenshots in e2e/screenshots/love-questionnaire-*.png.
 */

test.use({ viewport: phoneViewport, hasTouch: true, isMobile: true });

async function shot(page: Page, name: string) {
  // A full-page picture of a scrolled page would paint the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `love-questionnaire-${name}.png`), fullPage: true });
}

/** No serious or critical accessibility violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const described = serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any.map((check) => check.message).join('; ')})`).join(' | ')}`);
  expect(described).toEqual([]);
}

/** A verified love account made through the API, with a couple questionnaire; answers the questionnaire's link. */
async function coupleQuestionnaireLink(request: APIRequestContext): Promise<URL> {
  const email = uniqueEmail('love-couple');
  const signup = await request.post('/api/v1/passport/owner/love/signup', {
    data: { email, password: 'love-secret-1', firstName: 'Анна', birthDate: '1994-05-12T00:00:00.000Z', ln: 'ru', consent: true },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const token = await followVerificationLink(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/owner/profiles/love', { headers, data: { firstName: 'Анна', couple: true } });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const referral = await request.post(`/api/v1/owner/profiles/get-referral-id/${_id}`, { headers });
  expect(referral.status()).toBe(200);
  return new URL(((await referral.json()) as { url: string }).url);
}

/** Whether, once scrolled into view, the point at the middle of an element is the element itself: nothing lies over it. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

test('a couple fills their questionnaire on a phone: the cookie notice covers nothing and every step is titled', async ({ page, request }) => {
  test.setTimeout(90_000);
  const link = await coupleQuestionnaireLink(request);
  await page.goto(`${link.pathname}${link.search}`);

  const details = page.getByTestId('details-form');
  await expect(details.getByLabel(/^Ваше имя/)).toHaveValue('Анна');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  // The first button is on screen, and nothing lies over it, the cookie notice least of all.
  const start = details.getByRole('button', { name: 'Начать' });
  await start.scrollIntoViewIfNeeded();
  await expect(start).toBeInViewport();
  expect(await uncovered(start)).toBe(true);
  const [noticeBox, startBox] = [await notice.boundingBox(), await start.boundingBox()];
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(startBox!.y);
  await shot(page, '01-details-with-cookie-notice');
  await expectAccessible(page);

  await details.getByLabel(/^Имя партнёра/).fill('Борис');
  await start.click();

  const progress = page.getByTestId('progress-compact');
  const heading = page.locator('#questionnaire-screen-title');
  await expect(progress).toHaveText('Шаг 2 из 4: Ваши отношения');
  await expect(heading).toHaveText('Ваши отношения');
  await shot(page, '02-first-step');
  await expectAccessible(page);

  const titles = new Set<string>();
  for (let screen = 0; screen < 20; screen += 1) {
    const form = page.getByTestId('phone-question-form');
    if (!(await form.isVisible().catch(() => false))) break;
    titles.add((await progress.textContent()) ?? '');
    await answerQuestion(page, form);
    const next = form.getByTestId('flow-next');
    await expect(uncovered(next)).resolves.toBe(true);
    await next.click();
  }
  expect([...titles]).toEqual(['Шаг 2 из 4: Ваши отношения', 'Шаг 3 из 4: Планы и будни']);
  await expect(progress).toHaveText('Шаг 4 из 4: Проверка');
  await shot(page, '03-preview');

  // The same questionnaire in English names its steps too.
  await page.locator('button[lang="en"]').filter({ visible: true }).first().click();
  await expect(progress).toHaveText('Step 4 of 4: Review');
  await page.getByRole('link', { name: /Edit: Your relationship/ }).click();
  await expect(progress).toHaveText('Step 2 of 4: Your relationship');
  await shot(page, '04-first-step-en');
  await expectAccessible(page);

  // Back in Russian, the notice acknowledged, the questionnaire is sent.
  await page.locator('button[lang="ru"]').filter({ visible: true }).first().click();
  await notice.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toBeHidden();
  await page.goto(`${link.pathname}${link.search}&step=preview`);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Отправить анкету' }).click();
  const sent = page.getByTestId('questionnaire-sent');
  await expect(sent).toContainText('Хотите увидеть, насколько вы подходите друг другу?');
  await expect(sent).not.toContainText('команд');
  await expect(sent.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/love-mobile/registration');
  await shot(page, '05-sent');
  await expectAccessible(page);
});
