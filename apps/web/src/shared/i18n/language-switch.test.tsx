import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { bindDocumentLanguage, createI18n, languageStorageKey, readStoredLanguage } from './i18n';
import { LanguageSwitch } from './language-switch';

describe('language switch', () => {
  it('is labelled, switches the language, remembers it and sets <html lang>', async () => {
    const i18n = createI18n(readStoredLanguage(window.localStorage));
    const unbind = bindDocumentLanguage(i18n);
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitch />
      </I18nextProvider>,
    );
    expect(document.documentElement.lang).toBe('ru');
    expect(screen.getByRole('group', { name: 'Язык интерфейса' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Русский/ }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: /English/ }));

    expect(await screen.findByRole('group', { name: 'Interface language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /English/ }).getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(readStoredLanguage(window.localStorage)).toBe('en');
    unbind();
  });

  it('names each button by the code it shows, then the language (label in name)', () => {
    render(
      <I18nextProvider i18n={createI18n('ru')}>
        <LanguageSwitch />
      </I18nextProvider>,
    );
    for (const button of screen.getAllByRole('button')) {
      const visible = button.textContent ?? '';
      expect(visible).toMatch(/^(RU|EN)$/);
      expect(button.getAttribute('aria-label')?.startsWith(visible)).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'RU — Русский' }).textContent).toBe('RU');
    expect(screen.getByRole('button', { name: 'EN — English' }).textContent).toBe('EN');
  });

  it('starts in Russian when nothing valid is stored', () => {
    window.localStorage.setItem(languageStorageKey, 'de');
    expect(readStoredLanguage(window.localStorage)).toBe('ru');
  });
});
