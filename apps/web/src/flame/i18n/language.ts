import type { Locale } from '@teamcast/domain';

export type { Locale };

/** The same key as the rest of the site's, so a language chosen anywhere holds here too. */
export const languageStorageKey = 'teamcast.language';

const isLocale = (value: unknown): value is Locale => value === 'ru' || value === 'en';

/**
 * The language to start in: the one chosen earlier on this device, else the first of the browser's
 * languages that the test speaks, else Russian.
 */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return 'ru';
}

/** "3 дня", "5 дней", "1 day": the form the language's plural rules choose for `count`. */
export function plural(language: Locale, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  const rule = new Intl.PluralRules(language).select(count);
  return (forms[rule] ?? forms.other).replace('#', String(count));
}
