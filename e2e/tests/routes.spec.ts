import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { phoneViewport, screenshotDir } from '../support/environment';

/*
 * Every route of spec section 2, visited as a guest. The list is written out here from the spec, not imported
 * from the app, so that a route the app forgot or misplaced fails this test.
 */

type Area = 'public' | 'main' | 'administrator' | 'estimator' | 'owner' | 'owner-mobile' | 'love-mobile';
type GuardedArea = Exclude<Area, 'public' | 'main'>;

interface AreaRoutes {
  area: Area;
  mobile: boolean;
  /** Pages a guest may open: they render in the area's layout. */
  open: string[];
  /** Pages that need a signed-in user: a guest lands on the area's own login. */
  guarded: string[];
}

const areas: AreaRoutes[] = [
  {
    area: 'public',
    mobile: false,
    open: ['/', '/faq', '/enterprise', '/profile-questionnaire', '/couple-questionnaire', '/result/abc'],
    guarded: [],
  },
  {
    area: 'main',
    mobile: false,
    open: [
      '/main/onboarding',
      '/main/questionnaire-instruction',
      '/main/questionnaire',
      '/main/questionnaire/1',
      '/main/questionnaire-result/1',
    ],
    guarded: [],
  },
  {
    area: 'administrator',
    mobile: false,
    open: ['/administrator/login'],
    guarded: [
      '/administrator',
      '/administrator/estimators',
      '/administrator/owners',
      '/administrator/profiles',
      '/administrator/profiles/1',
      '/administrator/questionnaires',
      '/administrator/questionnaires/1',
      '/administrator/neuronet',
      '/administrator/audit',
    ],
  },
  {
    area: 'estimator',
    mobile: false,
    open: ['/estimator/login', '/estimator/magic-link', '/estimator/password-reset'],
    guarded: ['/estimator', '/estimator/profiles/1', '/compare-profiles'],
  },
  {
    area: 'owner',
    mobile: false,
    open: ['/owner/login', '/owner/magic-link', '/owner/first-signup', '/owner/link/abc', '/owner/registration'],
    guarded: [
      '/owner',
      '/owner/dashboard',
      '/owner/profiles',
      '/owner/profiles/1',
      '/owner/teams',
      '/owner/team/1',
      '/owner/dashboard/p2p',
      '/owner/dashboard/p2p/1',
      '/owner/dashboard/team',
      '/owner/dashboard/team/1',
      '/owner/dashboard/compare-teams',
      '/owner/dashboard/compare-teams/1',
    ],
  },
  {
    area: 'owner-mobile',
    mobile: true,
    open: ['login', 'magic-link', 'first-signup', 'link/abc', 'registration'].map((page) => `/owner-mobile/${page}`),
    guarded: ['', '/profiles', '/profiles/1', '/p2p', '/p2p/1', '/team', '/team/1', '/settings'].map(
      (page) => `/owner-mobile${page}`,
    ),
  },
  {
    area: 'love-mobile',
    mobile: true,
    open: ['login', 'magic-link', 'first-signup', 'registration'].map((page) => `/love-mobile/${page}`),
    guarded: ['', '/profiles', '/profiles/1', '/p2p', '/p2p/1', '/settings'].map((page) => `/love-mobile${page}`),
  },
];

const notFoundPaths = [
  '/404',
  '/no/such/page',
  '/owner/no-such',
  '/administrator/no-such',
  '/estimator/no-such',
  '/owner-mobile/no-such',
  '/love-mobile/no-such',
  '/main/no-such',
  // Their parameter is required by the spec.
  '/result',
  '/main/questionnaire-result',
];

const loginOf = (area: GuardedArea) => `/${area}/login`;

/** `/owner/dashboard/p2p/1` → `owner_dashboard_p2p_1`; `/` → `home`. */
const screenshotName = (pathname: string) => pathname.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'home';

async function saveScreenshot(page: Page, pathname: string) {
  await page.screenshot({ path: path.join(screenshotDir, `${screenshotName(pathname)}.png`), fullPage: true });
}

const visibleHeadings = (page: Page) => page.locator('h1').filter({ visible: true });

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

for (const { area, mobile, open, guarded } of areas) {
  test.describe(`${area} area`, () => {
    if (mobile) test.use({ viewport: phoneViewport });

    for (const pathname of open) {
      test(`${pathname} renders for a guest`, async ({ page }) => {
        await page.goto(pathname);
        await expect(page.getByTestId(`layout-${area}`)).toBeVisible();
        await expect(visibleHeadings(page)).toHaveCount(1);
        await expect(page.getByTestId('not-found')).toHaveCount(0);
        await expect(page.getByTestId('internal-error')).toHaveCount(0);
        expect(pathnameOf(page)).toBe(pathname);
        await saveScreenshot(page, pathname);
      });
    }

    for (const pathname of guarded) {
      const login = loginOf(area as GuardedArea);
      test(`${pathname} sends a guest to ${login}`, async ({ page }) => {
        await page.goto(pathname);
        await expect(page.getByTestId(`login-${area}`)).toBeVisible();
        await expect.poll(() => pathnameOf(page)).toBe(login);
        await expect(visibleHeadings(page)).toHaveCount(1);
        await saveScreenshot(page, pathname);
      });
    }
  });
}

test.describe('redirects', () => {
  test('/main opens the onboarding', async ({ page }) => {
    await page.goto('/main');
    await expect(page.getByTestId('layout-main')).toBeVisible();
    await expect.poll(() => pathnameOf(page)).toBe('/main/onboarding');
    await expect(visibleHeadings(page)).toHaveCount(1);
  });
});

test.describe('error pages', () => {
  for (const pathname of notFoundPaths) {
    test(`${pathname} shows the not-found page`, async ({ page }) => {
      await page.goto(pathname);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(visibleHeadings(page)).toHaveCount(1);
      expect(pathnameOf(page)).toBe(pathname);
      await saveScreenshot(page, pathname);
    });
  }

  test('/500 shows the internal-error page', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByTestId('internal-error')).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(visibleHeadings(page)).toHaveCount(1);
    await saveScreenshot(page, '/500');
  });
});
