import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpVerifiedOwner, uniqueEmail } from '../support/accounts';
import { phoneViewport, screenshotDir } from '../support/environment';

/*
 * Accessibility in the browser: axe finds no serious or critical violation of WCAG 2.1 A and AA on the public
 * pages, every sign-in page and the owner's phone pages, in Russian and in English; and the keyboard reaches
 * every control of the landing, the owner's sign-in and the phone's pair check, each with a visible focus ring.
 */

type Language = 'ru' | 'en';

// The key the language switch keeps the device's choice under (decision 12).
const languageStorageKey = 'teamcast.language';

/** A violation as a line that explains itself: rule, impact, what it is about and where. */
interface Finding {
  page: string;
  rule: string;
  impact: string;
  summary: string;
  targets: string[];
}

/** The serious and critical violations of WCAG 2.0/2.1 A and AA axe finds on the page as it is now. */
async function seriousFindings(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: where,
      rule: violation.id,
      impact: violation.impact ?? '',
      summary: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1).join(' ').trim().slice(0, 160)}` : ''}`),
    }));
}

const describe = (findings: Finding[]) =>
  findings.map((finding) => `[${finding.page}] ${finding.rule} (${finding.impact}): ${finding.summary}\n    ${finding.targets.join('\n    ')}`).join('\n');

/** Scans every page of the list, waiting for its main heading first, and fails once with all that was found. */
async function expectNoSeriousViolations(page: Page, pages: { address: string; language: Language }[]) {
  const findings: Finding[] = [];
  for (const { address, language } of pages) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading').filter({ visible: true }).first()).toBeVisible();
    findings.push(...(await seriousFindings(page, `${address} ${language}`)));
  }
  expect(findings, describe(findings)).toEqual([]);
}

/** Makes the app open in a language on this device, as the language switch would have. */
async function chooseDeviceLanguage(page: Page, language: Language) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [languageStorageKey, language] as const);
}

// The consumer test's pages; it reads the same device choice.
const consumerPages = ['/main/onboarding', '/main/questionnaire-instruction'];

/**
 * The not-found page. The server answers a missing address with the prerendered one, which is Russian; in English
 * it is the app's own, shown when the app is asked for an address it does not have.
 */
async function expectNotFoundAccessible(page: Page, language: Language) {
  if (language === 'ru') {
    await page.goto('/no/such/page');
  } else {
    await page.goto('/owner/login');
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  }
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const findings = await seriousFindings(page, `not found ${language}`);
  expect(findings, describe(findings)).toEqual([]);
}

const signInPages = [
  '/owner/login',
  '/owner/registration',
  '/owner/magic-link',
  '/owner-mobile/login',
  '/owner-mobile/registration',
  '/love-mobile/login',
  '/love-mobile/registration',
  '/administrator/login',
  '/estimator/login',
  '/estimator/password-reset',
];

test('axe finds no serious violation on the public pages in Russian', async ({ page }) => {
  await chooseDeviceLanguage(page, 'ru');
  await expectNoSeriousViolations(page, ['/', '/faq', '/enterprise', ...consumerPages].map((address) => ({ address, language: 'ru' })));
  await expectNotFoundAccessible(page, 'ru');
});

test('axe finds no serious violation on the public pages in English', async ({ page }) => {
  await chooseDeviceLanguage(page, 'en');
  await expectNoSeriousViolations(page, ['/en', '/en/faq', '/en/enterprise', ...consumerPages].map((address) => ({ address, language: 'en' })));
  await expectNotFoundAccessible(page, 'en');
});

for (const language of ['ru', 'en'] as const) {
  test(`axe finds no serious violation on the sign-in pages (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    await chooseDeviceLanguage(page, language);
    await expectNoSeriousViolations(page, signInPages.map((address) => ({ address, language })));
  });
}

interface ListedProfile {
  id?: string;
  _id?: string;
}

/** An owner signed in on the phone's area, landed on the pair check; returns one of the owner's profiles. */
async function signInOnPhone(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const password = 'a11y-secret-1';
  const token = await signUpVerifiedOwner(request, email, password);
  const answer = await request.get('/api/v1/owner/profiles?sort=name&order=asc', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const [profile] = ((await answer.json()) as { items: ListedProfile[] }).items;
  const profileId = profile?.id ?? profile?._id;
  expect(profileId).toBeTruthy();

  await page.goto('/owner-mobile/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^(Пароль|Password)/).fill(password);
  await form.getByRole('button', { name: /^(Войти|Log in)$/ }).click();
  await expect(page).toHaveURL(/\/owner-mobile\/p2p$/);
  return profileId!;
}

test.describe('the owner on a phone', () => {
  test.use({ viewport: phoneViewport, hasTouch: true, isMobile: true });

  test('axe finds no serious violation on the phone area’s pages, in Russian and in English', async ({ page, request }) => {
    test.setTimeout(90_000);
    const profileId = await signInOnPhone(page, request, 'a11y-phone');
    const addresses = ['/owner-mobile/p2p', '/owner-mobile/team', '/owner-mobile/profiles', `/owner-mobile/profiles/${profileId}`, '/owner-mobile/settings'];
    // The owner signed up in Russian; the switch saves English to the account.
    await expectNoSeriousViolations(page, addresses.map((address) => ({ address, language: 'ru' })));
    const saved = page.waitForResponse((response) => response.url().includes('/self') && response.request().method() === 'PATCH');
    await page.locator('button[lang="en"]').filter({ visible: true }).first().click();
    expect((await saved).ok()).toBe(true);
    await expectNoSeriousViolations(page, addresses.map((address) => ({ address, language: 'en' })));
  });

  test('the keyboard reaches every control of the pair check, each with a visible focus', async ({ page, request }) => {
    await signInOnPhone(page, request, 'a11y-phone-keys');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectKeyboardReachesAll(page, 'owner-mobile-p2p');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSkipLink(page);
  });
});

/**
 * The page's focusable controls in the DOM's order, each marked with its index: visible, enabled, not taken
 * out of the tab order; of a group of radio buttons only the one Tab stops at.
 */
async function markFocusable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]';
    const seenGroups = new Set<string>();
    const described: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      element.removeAttribute('data-a11y-index');
      if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || element.closest('[inert], [aria-hidden="true"]')) continue;
      // The skip link is moved off the screen until it has the focus; it still counts.
      if (!element.classList.contains('tc-skip-link') && !element.checkVisibility({ checkVisibilityCSS: true, checkOpacity: false })) continue;
      if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
        if (seenGroups.has(element.name)) continue;
        seenGroups.add(element.name);
        const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`)];
        const stop = group.find((radio) => radio.checked) ?? element;
        stop.setAttribute('data-a11y-index', `radio:${element.name}`);
        described.push(`radio:${element.name}`);
        continue;
      }
      const label = `${described.length}:${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
      element.setAttribute('data-a11y-index', label);
      described.push(label);
    }
    return described;
  });
}

interface Stop {
  index: string | null;
  focusRing: boolean;
  what: string;
}

/** Presses Tab until the focus leaves the page or comes back round; each stop with whether its focus shows. */
async function tabThrough(page: Page, limit: number, shot: string): Promise<Stop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
  const stops: Stop[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const ring = (candidate: Element) => {
        const style = getComputedStyle(candidate);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
      };
      // A field may draw its ring on the box around it (a password field with its eye button): the element, its
      // label, or a focused ancestor no more than twice its size.
      const own = element.getBoundingClientRect();
      // A hidden radio button shows its focus on its label, as a segmented control's do.
      let focusRing = ring(element) || (element instanceof HTMLInputElement && [...(element.labels ?? [])].some(ring));
      for (let parent = element.parentElement, depth = 0; !focusRing && parent && depth < 3; parent = parent.parentElement, depth += 1) {
        const box = parent.getBoundingClientRect();
        if (parent.matches(':focus-within') && box.width * box.height <= 2 * own.width * own.height) focusRing = ring(parent);
      }
      return {
        index: element.getAttribute('data-a11y-index'),
        focusRing,
        what: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`,
      };
    });
    if (!stop) break;
    // A date field takes a Tab for each of its parts (day, month, year): one stop.
    if (stop.index !== null && stops.at(-1)?.index === stop.index) continue;
    if (stops.some((earlier) => earlier.index !== null && earlier.index === stop.index)) {
      // Round to the first control again: the end of the page.
      if (stops[0]?.index === stop.index) break;
      stops.push({ ...stop, index: `again ${stop.index}` });
      break;
    }
    stops.push(stop);
    // A picture of the focus ring on the third control, past the skip link, for a look.
    if (stops.length === 3) await page.screenshot({ path: path.join(screenshotDir, `${shot}.png`) });
  }
  return stops;
}

async function expectKeyboardReachesAll(page: Page, name: string) {
  const focusable = await markFocusable(page);
  expect(focusable.length).toBeGreaterThan(0);
  const stops = await tabThrough(page, focusable.length + 20, `accessibility-focus-${name}`);
  expect(stops.map((stop) => stop.index ?? `unlisted ${stop.what}`), 'Tab stops in the order of the page').toEqual(focusable);
  expect(stops.filter((stop) => !stop.focusRing).map((stop) => stop.what), 'controls without a visible focus').toEqual([]);
}

/** The first Tab lands on the skip link, which shows and moves the focus to the main content. */
async function expectSkipLink(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.locator('.tc-skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  const target = page.locator('#main-content');
  await expect(target).toBeVisible();
  // The next Tab starts inside the main content, not back at the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
}

test('the keyboard reaches every control of the landing, each with a visible focus, and skips to the content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectKeyboardReachesAll(page, 'landing');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSkipLink(page);
});

test('the keyboard reaches every control of the owner’s sign-in, each with a visible focus', async ({ page }) => {
  await page.goto('/owner/login');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  // The page is the form under a logo and the language switch: nothing long to skip, so no skip link.
  await expect(page.locator('.tc-skip-link')).toHaveCount(0);
  await expectKeyboardReachesAll(page, 'owner-login');
  // The focus ring of the e-mail field, reached by the keyboard, for a look.
  const email = page.getByTestId('sign-in-form').getByLabel('Email');
  await email.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.screenshot({ path: path.join(screenshotDir, 'accessibility-focus-owner-login-email.png') });
});
