import { reportClientError as reportClientErrorEndpoint, type ApiClient, type ClientErrorKind } from '@teamcast/contract';
import type { ApiArea } from '../api/api-clients';

export type { ClientErrorKind };

export type ReportClientError = (kind: ClientErrorKind, message: string) => void;

export interface ClientErrorReporterDependencies {
  /** The client of the public pages: the report must get through whoever is signed in or not. */
  client: ApiClient;
  currentUrl: () => string;
  areaOf: (pathname: string) => ApiArea;
}

// The contract's limit for both the message and the url.
const maxLength = 2000;

/**
 * Tells the server about a failure in the browser. Each distinct failure is sent once per page load,
 * and a report that cannot be delivered is dropped quietly: there is nobody to show it to.
 */
export function createClientErrorReporter(deps: ClientErrorReporterDependencies): ReportClientError {
  const sent = new Set<string>();
  return (kind, message) => {
    const url = deps.currentUrl();
    const fingerprint = `${kind}\n${message}\n${url}`;
    if (sent.has(fingerprint)) return;
    sent.add(fingerprint);
    const area = deps.areaOf(new URL(url, 'http://localhost').pathname);
    const body = { kind, message: message.slice(0, maxLength) || kind, url: url.slice(0, maxLength), area };
    deps.client(reportClientErrorEndpoint, { body }, { report: false }).catch(() => undefined);
  };
}
