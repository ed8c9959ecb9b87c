import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, settled } from '../../../test/render-app';
import { cookieConsentKey } from './cookie-notice';

describe('cookie notice', () => {
  it('takes its own place between the header and the page, so that it covers nothing', async () => {
    const { router } = renderApp('/faq');
    await settled(router);
    const notice = await screen.findByTestId('cookie-notice');
    const header = document.querySelector('header')!;
    const main = document.getElementById('main-content')!;
    expect(header.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.contains(notice)).toBe(false);
  });

  it('goes away once acknowledged, and stays away on this device', async () => {
    const first = renderApp('/faq');
    await settled(first.router);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Понятно' }));
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(window.localStorage.getItem(cookieConsentKey)).toBe('accepted');
    first.unmount();

    const again = renderApp('/faq');
    await settled(again.router);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
  });
});
