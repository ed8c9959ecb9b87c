import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpVerifiedOwner, uniqueEmail } from './accounts';

/** The access rules billing will set; until then the dev endpoint sets them (see POST /api/dev/owner-access). */
export interface TeamToolRules {
  allowTeams?: boolean;
  allowScene?: boolean;
  allowCreateTeams?: boolean;
  allowCompareTeams?: boolean;
  allowMonitor?: boolean;
  teamLimit?: number | null;
}

const allToolsOpen: TeamToolRules = { allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true };

/** Opens an owner's team tools (team check, simulator, comparison, monitor); every one unless told otherwise. */
export async function openTeamTools(request: APIRequestContext, email: string, rules: TeamToolRules = allToolsOpen): Promise<void> {
  const response = await request.post('/api/dev/owner-access', { data: { email, rules } });
  expect(response.status(), await response.text()).toBe(204);
}

// The same key the public site's cookie notice keeps its answer under.
const cookieConsentKey = 'teamcast.cookie-notice';

export interface SignInOptions {
  language?: 'ru' | 'en';
}

/**
 * Signs an owner in through the login page and leaves the browser on the dashboard with the tools in
 * view: the cookie notice acknowledged and the training a new owner is offered once closed, so the
 * account remembers it. Switches the interface (and the account) to the language asked for.
 */
export async function signInOwner(page: Page, email: string, password: string, { language }: SignInOptions = {}): Promise<void> {
  await page.addInitScript((key) => {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'accepted');
  }, cookieConsentKey);

  // The dashboard asks whether the training was seen; a 404 means it is about to be offered.
  const trainingAsked = page.waitForResponse((response) => response.url().endsWith('/api/v1/owner/data/tutorial') && response.request().method() === 'GET');
  await page.goto('/owner/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^(Пароль|Password)/).fill(password);
  await form.getByRole('button', { name: /^(Войти|Log in)$/ }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard$/);

  if ((await trainingAsked).status() === 404) {
    const training = page.getByRole('dialog', { name: /^(Обучение|Training)$/ });
    await expect(training).toBeVisible();
    const remembered = page.waitForResponse((response) => response.url().endsWith('/api/v1/owner/data') && response.request().method() !== 'GET');
    await page.keyboard.press('Escape');
    await expect(training).toBeHidden();
    expect((await remembered).ok()).toBe(true);
  }
  await expect(page.getByTestId('dashboard-tools')).toBeVisible();

  if (language && (await page.locator('html').getAttribute('lang')) !== language) {
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/v1/owner/self') && response.request().method() === 'PATCH');
    await page.locator(`button[lang="${language}"]`).filter({ visible: true }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect((await stored).ok()).toBe(true);
  }
}

export interface OwnerWithTools {
  email: string;
  password: string;
  /** A bearer token of another session of the owner, for calling the API beside the browser. */
  token: string;
}

/** A verified owner with every team tool open, signed in on the dashboard. */
export async function newOwnerWithTools(page: Page, request: APIRequestContext, prefix: string, options: SignInOptions = {}): Promise<OwnerWithTools> {
  const email = uniqueEmail(prefix);
  const password = `${prefix}-secret-1`;
  const token = await signUpVerifiedOwner(request, email, password);
  await openTeamTools(request, email);
  await signInOwner(page, email, password, options);
  return { email, password, token };
}
