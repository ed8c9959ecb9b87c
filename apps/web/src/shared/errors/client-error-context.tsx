import { createContext, useContext, type ReactNode } from 'react';
import type { ReportClientError } from './client-error-reporter';

const ignore: ReportClientError = () => undefined;

const ClientErrorContext = createContext<ReportClientError>(ignore);

export function ClientErrorReporterProvider({ report, children }: { report: ReportClientError; children: ReactNode }) {
  return <ClientErrorContext value={report}>{children}</ClientErrorContext>;
}

export function useReportClientError(): ReportClientError {
  return useContext(ClientErrorContext);
}
