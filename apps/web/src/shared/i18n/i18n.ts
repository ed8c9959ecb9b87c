import { defaultLocale, fallbackLocale, isLocale, locales, type Locale } from '@teamcast/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';

type Texts = Record<string, unknown>;

/**
 * Texts of larger features live in their own files, `locales/parts/<feature>.<locale>.json`, each
 * holding whole top-level namespaces, so that the core files stay readable.
 */
const parts = import.meta.glob<Texts>('../../locales/parts/*.json', { eager: true, import: 'default' });

function withParts(core: Texts, locale: Locale): Texts {
  const merged: Texts = { ...core };
  for (const [file, texts] of Object.entries(parts)) {
    if (!file.endsWith(`.${locale}.json`)) continue;
    for (const [namespace, value] of Object.entries(texts)) {
      if (namespace in merged) throw new Error(`Namespace "${namespace}" of ${file} is defined twice`);
      merged[namespace] = value;
    }
  }
  return merged;
}

export const translations: Record<Locale, Texts> = { ru: withParts(ru, 'ru'), en: withParts(en, 'en') };

export const languageStorageKey = 'teamcast.language';

/** The language the user chose on this device, or null when none was chosen here. */
export function readLanguageChoice(storage: Pick<Storage, 'getItem'>): Locale | null {
  const stored = storage.getItem(languageStorageKey);
  return isLocale(stored) ? stored : null;
}

/** The language the user chose earlier on this device, or Russian. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'>): Locale {
  const stored = storage.getItem(languageStorageKey);
  return isLocale(stored) ? stored : defaultLocale;
}

/** A ready i18next instance: Russian by default, English filling any gap, plurals by the language's rules. */
export function createI18n(language: Locale = defaultLocale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      ru: { translation: translations.ru },
      en: { translation: translations.en },
    },
    lng: language,
    fallbackLng: fallbackLocale,
    supportedLngs: [...locales],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Switches the language and remembers the choice on this device. */
export function setLanguage(instance: i18n, language: Locale, storage: Pick<Storage, 'setItem'>): Promise<unknown> {
  storage.setItem(languageStorageKey, language);
  return instance.changeLanguage(language);
}

/** Keeps `<html lang>` equal to the language on screen, for screen readers and hyphenation. */
export function bindDocumentLanguage(instance: i18n, root: HTMLElement = document.documentElement): () => void {
  const apply = (language: string) => {
    root.lang = language;
  };
  apply(instance.resolvedLanguage ?? instance.language);
  instance.on('languageChanged', apply);
  return () => instance.off('languageChanged', apply);
}
