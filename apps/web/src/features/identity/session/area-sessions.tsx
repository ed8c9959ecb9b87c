import { useQuery } from '@tanstack/react-query';
import { ApiError, updateEstimatorSelf, updateOwnerSelf, type OwnerArea } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useApiClient } from '../../../shared/api/api-context';
import { useLogout } from '../../../shared/auth/logout-context';
import { pageReload } from '../../../shared/browser/page-reload';
import { readLanguageChoice } from '../../../shared/i18n/i18n';
import { LanguageChoiceProvider } from '../../../shared/i18n/language-choice';
import { administratorSelfQuery, estimatorSelfQuery, selfQueryKey } from '../api/self-queries';
import { useOwnerSelf } from '../api/use-owner-self';
import { useApplyAccountLanguage, useSaveAccountLanguage } from './account-language';
import { useOwnerRealtime } from './use-owner-realtime';

/**
 * Around an owner area's signed-in pages, once: loads the account, puts the interface in its language,
 * stores a language switch with it, and signs the area out with a page reload when the account is gone
 * (a 404 on the owner's own profile, spec sections 4 and 8).
 */
export function OwnerSession({ area, children }: { area: OwnerArea; children: ReactNode }) {
  const client = useApiClient(area);
  const logout = useLogout();
  const { data, error } = useOwnerSelf(area);
  useApplyAccountLanguage(data?.ln);
  useOwnerRealtime(area);

  const gone = error instanceof ApiError && error.statusCode === 404;
  useEffect(() => {
    if (!gone) return;
    logout(area);
    pageReload.reload();
  }, [gone, area, logout]);

  const key = useMemo(() => selfQueryKey(area), [area]);
  const save = useCallback((ln: Locale) => client(updateOwnerSelf, { body: { ln } }, { report: false }), [client]);
  const onChosen = useSaveAccountLanguage(key, save);
  return <LanguageChoiceProvider onChosen={onChosen}>{children}</LanguageChoiceProvider>;
}

/** The estimator's counterpart of `OwnerSession`. */
export function EstimatorSession({ children }: { children: ReactNode }) {
  const client = useApiClient('estimator');
  const { data } = useQuery(estimatorSelfQuery(client));
  useApplyAccountLanguage(data?.ln);
  const key = useMemo(() => selfQueryKey('estimator'), []);
  const save = useCallback((ln: Locale) => client(updateEstimatorSelf, { body: { ln } }, { report: false }), [client]);
  const onChosen = useSaveAccountLanguage(key, save);
  return <LanguageChoiceProvider onChosen={onChosen}>{children}</LanguageChoiceProvider>;
}

/**
 * The API has no way for an administrator to store a language with the account, so the choice made on
 * this device outweighs the account's: applying the account's Russian undid every switch to English.
 */
export function AdministratorSession({ children }: { children: ReactNode }) {
  const client = useApiClient('administrator');
  const { data } = useQuery(administratorSelfQuery(client));
  useApplyAccountLanguage(readLanguageChoice(window.localStorage) ?? data?.ln);
  return <>{children}</>;
}
