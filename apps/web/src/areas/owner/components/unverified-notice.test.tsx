import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n/i18n';
import { UnverifiedNotice } from './unverified-notice';

function renderNotice(verified: boolean, language: 'ru' | 'en' = 'ru') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider>
        <UnverifiedNotice verified={verified} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('unverified notice', () => {
  it('tells an unverified owner that the tools are blocked', () => {
    renderNotice(false);
    expect(screen.getByTestId('unverified-notice').textContent).toBe('Функционал недоступен - верифицируйте аккаунт');
  });

  it('speaks English too', () => {
    renderNotice(false, 'en');
    expect(screen.getByTestId('unverified-notice').textContent).toBe('Features unavailable - verify your account');
  });

  it('renders nothing for a verified account', () => {
    renderNotice(true);
    expect(screen.queryByTestId('unverified-notice')).toBeNull();
  });
});
