import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerSelf } from '@teamcast/contract';
import { createFakeApi, ownerSelf, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

/**
 * The owner's area on a page, with an account that billing can change: whatever a billing call answers
 * becomes the account the next read of it gets, as on the server.
 */
export async function ownerArea(path: string, { self = ownerSelf(), routes = {}, language = 'ru' }: { self?: OwnerSelf; routes?: FakeRoutes; language?: 'ru' | 'en' } = {}) {
  let account = { ...self, ln: language };
  const api = createFakeApi({ getOwnerSelf: () => account, ...routes });
  const app = renderApp(path, { signedIn: ['owner'], fetch: api.fetch, language });
  await settled(app.router);
  const menu = await screen.findByRole('navigation', { name: language === 'ru' ? 'Меню личного кабинета' : 'Account menu' });
  const setAccount = (next: OwnerSelf) => {
    account = next;
  };
  return { ...app, api, menu, user: userEvent.setup(), setAccount, account: () => account };
}

/** The subscription dialog, opened from the menu's plan entry, once its plans are on screen. */
export async function openSubscription(user: ReturnType<typeof userEvent.setup>, title = 'Тарифы') {
  await user.click(await screen.findByTestId('menu-subscription'));
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByTestId('plan-catalogue');
  return dialog;
}

/** Spaces as Intl writes them (narrow and no-break ones) made plain, to compare money and dates as read. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
