import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { KeyValueStore } from '../storage/browser-store';
import { errorText } from './error-texts';
import { languageStorageKey, type Locale } from './language';
import { en } from './texts.en';
import { ru, type FlameTexts } from './texts.ru';

const dictionaries: Record<Locale, FlameTexts> = { ru, en };

export interface LanguageState {
  language: Locale;
  texts: FlameTexts;
  /** The message for a failure's code. */
  error: (code: string) => string;
  setLanguage: (language: Locale) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The language on screen: remembered on this device when chosen, and set as `<html lang>`. */
export function LanguageProvider({ initial, store, children }: { initial: Locale; store: KeyValueStore; children: ReactNode }) {
  const [language, setCurrent] = useState(initial);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = useCallback(
    (next: Locale) => {
      store.set(languageStorageKey, next);
      setCurrent(next);
    },
    [store],
  );
  const state = useMemo<LanguageState>(
    () => ({ language, texts: dictionaries[language], error: (code) => errorText(language, code), setLanguage }),
    [language, setLanguage],
  );
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}
