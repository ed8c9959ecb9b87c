import { resolveLocale, type Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';

/** The language on screen as one of the product's locales; re-renders when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return resolveLocale(i18n.resolvedLanguage ?? i18n.language);
}
