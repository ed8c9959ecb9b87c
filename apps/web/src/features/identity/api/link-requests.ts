import { estimatorLoginLink, ownerForgotPassword, ownerLoginLink, type OwnerArea } from '@teamcast/contract';
import { useMemo } from 'react';
import { useApiClient } from '../../../shared/api/api-context';
import { useLocale } from '../../../shared/i18n/use-locale';

/**
 * Links an owner can ask for by mail. Each names the area it is asked from, so the link opens that
 * area's page, and the language on screen, so the mail is written in it.
 */
export function useOwnerLinkRequests(area: OwnerArea) {
  const client = useApiClient('public');
  const ln = useLocale();
  return useMemo(
    () => ({
      loginLink: (username: string) => client(ownerLoginLink, { body: { username, ln, area } }, { report: false }),
      forgotPassword: (username: string) => client(ownerForgotPassword, { body: { username, ln, area } }, { report: false }),
    }),
    [client, ln, area],
  );
}

/** Links an estimator can ask for: sign in, or sign in to set a new password. */
export function useEstimatorLinkRequests() {
  const client = useApiClient('public');
  const ln = useLocale();
  return useMemo(
    () => ({
      loginLink: (username: string) => client(estimatorLoginLink, { body: { username, ln } }, { report: false }),
      resetLink: (username: string) => client(estimatorLoginLink, { body: { username, ln, purpose: 'reset' } }, { report: false }),
    }),
    [client, ln],
  );
}
