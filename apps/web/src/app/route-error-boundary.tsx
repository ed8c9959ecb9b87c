import { ApiContractError } from '@teamcast/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useReportClientError } from '../shared/errors/client-error-context';
import { errorMessageKey } from '../shared/errors/error-display';
import { loadFailureKind } from '../shared/loading/chunk-load-error';
import { InternalErrorView, LoadFailureView, NotFoundView } from '../shared/ui/status-pages';
import { paths } from '../shared/paths';

function describe(error: unknown): string {
  // A stack already starts with the name and the message.
  if (error instanceof Error) return error.stack?.includes(error.message) ? error.stack : `${error.name}: ${error.message}`;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return String(error);
}

/**
 * Catches what a route throws. A part of the app that did not load offers a reload; a crash shows
 * the internal-error view; both are reported to the server. `standalone` is for the root, where no
 * layout is left around the message.
 */
export function RouteErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const report = useReportClientError();
  const loadFailure = loadFailureKind(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound) return;
    report(loadFailure ?? 'runtime', describe(error));
  }, [error, loadFailure, notFound, report]);

  const view = notFound ? (
    <NotFoundView homeHref={paths.public.landing} />
  ) : loadFailure ? (
    <LoadFailureView kind={loadFailure} />
  ) : (
    <InternalErrorView
      homeHref={paths.public.landing}
      text={error instanceof ApiContractError ? t(errorMessageKey(error.code)) : undefined}
    />
  );
  return standalone ? <main id="main-content">{view}</main> : view;
}
