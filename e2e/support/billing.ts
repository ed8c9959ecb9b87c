import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpVerifiedOwner, uniqueEmail } from './accounts';
import { screenshotDir } from './environment';
import { signInOwner } from './owner-workspace';

/**
 * A verified owner with no plan, signed in on the dashboard: access comes only from buying it, so these
 * tests never open the tools through the development endpoint.
 */
export async function newOwnerWithoutPlan(page: Page, request: APIRequestContext, prefix: string, language: 'ru' | 'en'): Promise<string> {
  const email = uniqueEmail(prefix);
  const password = `${prefix}-secret-1`;
  await signUpVerifiedOwner(request, email, password);
  await signInOwner(page, email, password, { language });
  return email;
}

/** The subscription dialog opened from the plan in the menu, once its plans are on screen. */
export async function openSubscriptionFromMenu(page: Page, title: string): Promise<Locator> {
  await page.getByTestId('menu-subscription').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('plan-catalogue')).toBeVisible();
  return dialog;
}

/** Types a test card into the built-in processor's card entry. */
export async function enterCard(scope: Locator, number: string, labels: { number: RegExp; expiry: RegExp }): Promise<void> {
  const form = scope.getByTestId('card-entry');
  await form.getByLabel(labels.number).fill(number);
  await form.getByLabel(labels.expiry).fill('12/34');
  await form.getByLabel(/^CVC/).fill('123');
}

/** A picture of the page once the dialogs and their overlay have faded in. */
export async function billingShot(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0) {
    await expect(dialog.first()).toHaveCSS('opacity', '1');
    await expect(page.locator('.mantine-Modal-overlay').first()).toHaveCSS('opacity', '1');
  }
  await page.screenshot({ path: path.join(screenshotDir, `billing-${name}.png`) });
}
