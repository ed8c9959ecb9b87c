import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ownerSelf } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

describe('love sign-up’s first page', () => {
  it('welcomes to the love site in its words and leads into it', async () => {
    const api = createFakeApi({ getOwnerSelf: () => ownerSelf({ status: 'unverified' }) });
    const { router } = renderApp('/love-mobile/first-signup', { signedIn: ['love-mobile'], fetch: api.fetch });
    await settled(router);
    const page = await screen.findByTestId('first-signup');
    expect(page.textContent).toContain('Добро пожаловать в Teamcast Love!');
    expect(page.textContent).toContain('партнёра или друга');
    expect(await within(page).findByText(/Мы отправили ссылку для подтверждения/)).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Начать' }).getAttribute('href')).toBe('/love-mobile/p2p');
    expect(page.textContent).not.toMatch(/личный кабинет/);
  });
});
