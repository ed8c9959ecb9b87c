import { pino, type Logger } from 'pino';

export interface CapturedLogs {
  logger: Logger;
  entries: Record<string, unknown>[];
}

/** A logger that keeps its JSON lines in memory, for tests that check what reaches the log. */
export function captureLogs(): CapturedLogs {
  const entries: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => void entries.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, entries };
}
