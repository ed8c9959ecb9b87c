import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpVerifiedOwner, uniqueEmail } from '../support/accounts';
import { screenshotDir } from '../support/environment';
import { openTeamTools } from '../support/owner-workspace';

/*
 * The mobile owner area on two phones' screens, 360×640 and 390×844: an owner signs in and lands on the
 * pair check, checks two of the profiles the account starts with and reads the result, then checks a
 * team of three with a manager; and someone on a phone adds a profile shared with them to their list.
 * Every screen is checked for sideways scrolling, thumb-sized controls and the tab bar leaving the main
 * button free. Screenshots in e2e/screenshots/owner-mobile-*.png, in Russian and in English.
 */

// A forecast of a year runs off the request; the first one of a fresh server also warms it up.
const resultTimeout = { timeout: 30_000 };

const phones = [
  { name: '360', viewport: { width: 360, height: 640 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

// The same key the public site's cookie notice keeps its answer under.
const cookieConsentKey = 'teamcast.cookie-notice';

async function shot(page: Page, name: string) {
  // A full-page picture of a scrolled page would paint the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  // The tab bar stays at the foot of the window; in a picture of the whole page it goes to the page's foot.
  await page.screenshot({
    path: path.join(screenshotDir, `owner-mobile-${name}.png`),
    fullPage: true,
    style: 'main + nav { position: static !important; transform: none !important; }',
  });
}

/** The page scrolls only up and down. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

/** Every visible control in the scope is a touch target of 44×44 px at least: the list of those that are not. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), [role="combobox"], .mantine-SegmentedControl-label',
    );
    return [...controls]
      // The skip link shows only while it has the keyboard's focus.
      .filter((control) => !control.classList.contains('tc-skip-link'))
      .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden')
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && (box.width < 44 || box.height < 44))
      .map(({ control, box }) => `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
}

/** Controls whose words do not fit them, cut off or running out: the list of them. */
async function clippedControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, label, .mantine-SegmentedControl-label, .mantine-Badge-label')]
      .filter((control) => control.getClientRects().length > 0 && control.scrollWidth > control.clientWidth + 1)
      .map((control) => `"${(control.textContent ?? '').trim().slice(0, 30)}" ${control.scrollWidth}>${control.clientWidth}`),
  );
}

/** The button is fully above the tab bar once the page is scrolled to its end. */
async function expectAboveTabs(page: Page, button: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const tabs = await page.getByRole('navigation').last().boundingBox();
  const box = await button.boundingBox();
  expect(tabs).not.toBeNull();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(tabs!.y);
}

interface ListedProfile {
  id?: string;
  _id?: string;
  firstName: string | null;
  lastName: string | null;
  filled: boolean;
}

const nameOf = (person: ListedProfile) => [person.firstName, person.lastName].filter(Boolean).join(' ');

async function filledProfiles(request: APIRequestContext, token: string): Promise<ListedProfile[]> {
  const answer = await request.get('/api/v1/owner/profiles?filter=approved&sort=name&order=asc', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: ListedProfile[] }).items.filter((profile) => profile.filled);
}

/** Chooses a person in a select, searching by the first name as an owner with a long list would. */
async function choose(page: Page, label: string | RegExp, person: ListedProfile, { search = true } = {}) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(person.firstName ?? '');
  await page.getByRole('option', { name: new RegExp(nameOf(person)) }).click();
  await expect(box).toHaveValue(new RegExp(`^${nameOf(person)}`));
}

async function switchLanguage(page: Page, language: 'ru' | 'en') {
  await page.locator(`button[lang="${language}"]`).filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Signs in on the area's own login page; the spec sends a signed-in owner to the pair check. */
async function signIn(page: Page, email: string, password: string) {
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^(Пароль|Password)/).fill(password);
  await form.getByRole('button', { name: /^(Войти|Log in)$/ }).click();
}

test.use({ hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'accepted');
  }, cookieConsentKey);
});

for (const phone of phones) {
  test.describe(`on a ${phone.viewport.width}×${phone.viewport.height} screen`, () => {
    test.use({ viewport: phone.viewport });

    test('an owner signs in, checks a pair and reads the result, then checks a team', async ({ page, request }) => {
      test.setTimeout(150_000);
      const email = uniqueEmail(`owner-mobile-${phone.name}`);
      const password = 'mobile-secret-1';
      const token = await signUpVerifiedOwner(request, email, password);
      await openTeamTools(request, email, { allowTeams: true });
      const people = await filledProfiles(request, token);
      expect(people.length).toBeGreaterThanOrEqual(3);
      const [first, second, third] = people;

      await page.goto('/owner-mobile/login');
      await shot(page, `${phone.name}-ru-00-login`);
      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/owner-mobile\/p2p$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Совместимость пары' })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: 'Разделы' });
      await expect(tabs.getByRole('link')).toHaveText(['Пара', 'Команда', 'Профили', 'Настройки']);
      await expect(tabs.getByRole('link', { name: 'Пара' })).toHaveAttribute('aria-current', 'page');

      const run = page.getByTestId('pair-run-button');
      await expect(run).toBeDisabled();
      await expectNoSidewaysScroll(page);
      expect(await smallTargets(page.locator('body'))).toEqual([]);
      expect(await clippedControls(page.locator('main'))).toEqual([]);
      await expectAboveTabs(page, run);
      await shot(page, `${phone.name}-ru-01-p2p`);

      await choose(page, 'Первый участник', first!);
      await choose(page, 'Второй участник', second!);
      await expect(run).toBeEnabled();
      expect(await smallTargets(page.getByTestId('pair-form'))).toEqual([]);
      await run.click();

      await expect(page).toHaveURL(/\/owner-mobile\/p2p\/[\w-]+\?run=[\w-]+$/);
      const result = page.getByTestId('pair-result');
      await expect(result).toBeVisible(resultTimeout);
      await expect(result.getByText('Совместимость в работе', { exact: true })).toBeVisible();
      await expect(result.getByTestId('pair-score')).toHaveText(/^\d{1,3}$/);
      await expect(result.getByTestId('pair-one-way').locator('dt').first()).toHaveText(`Руководит ${first!.firstName}`);
      await expect(result.getByTestId('pair-reasons')).toContainText(/(повышает|снижает) оценку|близка к средней/);
      await expect(result.getByTestId('pair-text')).toContainText('совместимость в работе');
      // The year's chart takes the column's width, no more.
      const chart = result.getByTestId('pair-timeline-chart');
      await expect(chart.locator('.recharts-line').first()).toBeVisible();
      const chartBox = await chart.locator('.recharts-surface').first().boundingBox();
      expect(chartBox!.x).toBeGreaterThanOrEqual(0);
      expect(chartBox!.x + chartBox!.width).toBeLessThanOrEqual(phone.viewport.width);
      await expectNoSidewaysScroll(page);
      expect(await smallTargets(result)).toEqual([]);
      expect(await clippedControls(result)).toEqual([]);
      await shot(page, `${phone.name}-ru-02-pair-result`);

      await switchLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Pair compatibility' })).toBeVisible();
      await expect(result.getByText('Work compatibility', { exact: true })).toBeVisible();
      await expect(result.getByTestId('pair-text')).toContainText('work compatibility is');
      await expect(result.getByTestId('pair-timeline-chart').locator('.recharts-line').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, `${phone.name}-en-02-pair-result`);

      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Team' }).click();
      await expect(page).toHaveURL(/\/owner-mobile\/team$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
      const runTeam = page.getByTestId('run-team-check');
      await expect(runTeam).toBeDisabled();
      await expectNoSidewaysScroll(page);
      expect(await smallTargets(page.locator('body'))).toEqual([]);
      expect(await clippedControls(page.locator('main'))).toEqual([]);
      await expectAboveTabs(page, runTeam);
      await shot(page, `${phone.name}-en-03-team`);

      await choose(page, 'Person 1', first!);
      await choose(page, 'Person 2', second!);
      await choose(page, 'Person 3', third!);
      await choose(page, /^Manager/, third!, { search: false });
      await expect(runTeam).toBeEnabled();
      await expectNoSidewaysScroll(page);
      expect(await smallTargets(page.getByTestId('team-check-form'))).toEqual([]);
      await expectAboveTabs(page, runTeam);
      await shot(page, `${phone.name}-en-04-team-chosen`);

      await runTeam.click();
      await expect(page).toHaveURL(/\/owner-mobile\/team\/[\w-]{36}$/, resultTimeout);
      const team = page.getByTestId('team-result');
      await expect(team).toBeVisible(resultTimeout);
      await expect(team.getByTestId('indicator-profile').getByTestId('indicator-level')).toHaveText(/^(KPL|PLK|LKP)$/);
      await expect(team.getByTestId('team-result-people').getByRole('row').filter({ hasText: 'manager' })).toContainText(third!.firstName ?? '');
      await expect(page.getByTestId('result-narrative')).toContainText('The year ahead');
      // The people's table fits its card: none of its columns is cut off.
      const peopleTable = team.getByTestId('team-result-people');
      const tableRoom = await peopleTable.evaluate((table) => {
        const card = table.parentElement!;
        return { table: table.getBoundingClientRect().right, card: card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight) };
      });
      expect(tableRoom.table).toBeLessThanOrEqual(tableRoom.card + 0.5);
      await expectNoSidewaysScroll(page);
      await shot(page, `${phone.name}-en-05-team-result`);

      await switchLanguage(page, 'ru');
      await expect(page.getByRole('heading', { level: 1, name: 'Команда' })).toBeVisible();
      await expect(team.getByTestId('indicator-profile').getByTestId('indicator-level')).toHaveText(/^(КПЛ|ПЛК|ЛКП)$/);
      await expect(page.getByTestId('result-narrative')).toContainText('Прогноз на год');
      await expectNoSidewaysScroll(page);
      await shot(page, `${phone.name}-ru-05-team-result`);
    });
  });
}

test.describe('a shared profile', () => {
  test.use({ viewport: phones[0].viewport });

  test('someone on a phone opens a profile shared with them, signs in and adds it to their list', async ({ page, request }) => {
    test.setTimeout(60_000);
    // The profile's owner shares one of theirs.
    const sharer = await signUpVerifiedOwner(request, uniqueEmail('owner-mobile-sharer'), 'sharer-secret-1');
    const [shared] = await filledProfiles(request, sharer);
    const link = await request.get(`/api/v1/owner/profiles/sharelink/${shared!._id}`, { headers: { authorization: `Bearer ${sharer}` } });
    expect(link.status()).toBe(200);
    const { sharelink } = (await link.json()) as { sharelink: string };

    const email = uniqueEmail('owner-mobile-viewer');
    await signUpVerifiedOwner(request, email, 'viewer-secret-1');
    await page.goto(`/owner-mobile/link/${sharelink}`);
    const profile = page.getByTestId('shared-profile');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(nameOf(shared!));
    await expectNoSidewaysScroll(page);
    expect(await smallTargets(page.getByTestId('attach-block'))).toEqual([]);
    await shot(page, '360-ru-06-shared-guest');

    await page.getByTestId('attach-sign-in').click();
    await expect(page).toHaveURL(/\/owner-mobile\/login\?next=/);
    await signIn(page, email, 'viewer-secret-1');
    // Back on the shared profile, signed in now.
    await expect(page).toHaveURL(new RegExp(`/owner-mobile/link/${sharelink}$`));
    const attach = page.getByTestId('attach-profile');
    await expect(attach).toBeEnabled();
    await switchLanguage(page, 'en');
    await expect(attach).toHaveText('Add it');
    await shot(page, '360-en-06-shared-signed-in');
    await attach.click();

    await expect(page).toHaveURL(/\/owner-mobile\/profiles\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(shared!));
    // The area speaks the account's language again once signed in.
    await page.getByRole('navigation', { name: /^(Sections|Разделы)$/ }).getByRole('link', { name: /^(Profiles|Профили)$/ }).click();
    await expect(page.getByRole('main')).toContainText(nameOf(shared!));
    await expectNoSidewaysScroll(page);
    await shot(page, '360-07-profiles-with-shared');
  });
});
