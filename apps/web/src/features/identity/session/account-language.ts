import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Locale } from '@teamcast/domain';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../shared/i18n/i18n';
import { useLocale } from '../../../shared/i18n/use-locale';

/**
 * Puts the interface in the account's language (spec section 6: the preference is stored per user).
 * It acts when the account's language changes, not when the screen's does, so a switch the user just
 * made is never undone by the answer of a request sent before it.
 */
export function useApplyAccountLanguage(ln: Locale | undefined): void {
  const { i18n } = useTranslation();
  const current = useLocale();
  useEffect(() => {
    if (ln && ln !== current) void setLanguage(i18n, ln, window.localStorage);
    // `current` is read, not watched: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ln, i18n]);
}

/**
 * Stores a language picked while signed in with the account. The cached account takes the new language
 * at once, so `useApplyAccountLanguage` agrees with the screen while the request is on its way.
 */
export function useSaveAccountLanguage<T extends { ln: Locale }>(selfKey: QueryKey, save: (ln: Locale) => Promise<T>) {
  const queryClient = useQueryClient();
  return useCallback(
    (ln: Locale) => {
      queryClient.setQueryData<T>(selfKey, (self) => (self ? { ...self, ln } : self));
      save(ln).then(
        (self) => queryClient.setQueryData(selfKey, self),
        () => undefined, // The screen keeps the language; the account keeps the old one until the next switch.
      );
    },
    [queryClient, save, selfKey],
  );
}
