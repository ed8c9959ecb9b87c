import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The administrator the browser tests' server starts with (see playwright.config.ts). */
export const administrator = { email: 'admin@teamcast.test', password: 'admin-password-1' };

let counter = 0;

/** An address no other test uses, so tests running side by side never meet. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** Signs an owner up through the API, for tests about what comes after. */
export async function signUpOwner(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/v1/passport/owner/signup', { data: { email, password, consent: true, ln: 'ru' } });
  expect(response.status()).toBe(201);
}

/** A mailed link, as the verification and sign-in mails write it. */
export const mailedLink = /https?:\/\/\S+\/magic-link\?token=[\w-]+/;

/**
 * Opens the dev mailbox and returns the newest message to an address, waiting for it to arrive (the
 * page reads the outbox again every few seconds).
 */
export async function openNewestMail(page: Page, to: string) {
  await page.goto('/dev/mailbox');
  await expect(page.getByTestId('dev-mailbox')).toBeVisible();
  // The cookie notice sits over the bottom of the page, where a link may be.
  const cookies = page.getByTestId('cookie-notice');
  if (await cookies.isVisible()) await cookies.getByRole('button').click();
  const message = page.getByTestId('outbox-message').filter({ hasText: to }).first();
  await expect(message).toBeVisible({ timeout: 15_000 });
  return message;
}

/** Follows the newest verification link mailed to an owner, as another device would; returns that device's token. */
export async function followVerificationLink(request: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
      token = outbox.find((mail) => mail.to === email)?.text.match(/magic-link\?token=([\w-]+)/)?.[1];
      return token;
    })
    .toBeTruthy();
  const signedIn = await request.post(`/api/v1/passport/owner/login/magic/${token}`);
  expect(signedIn.status()).toBe(200);
  return ((await signedIn.json()) as { token: string }).token;
}

/**
 * An owner who signed up and followed the verification link, made through the API and the dev outbox,
 * for tests about what verified owners do. Returns the owner's bearer token.
 */
export async function signUpVerifiedOwner(request: APIRequestContext, email: string, password: string): Promise<string> {
  await signUpOwner(request, email, password);
  return followVerificationLink(request, email);
}
