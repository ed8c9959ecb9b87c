const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

// Fields every line has, or that the line already shows in its own way.
const shown = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'v']);

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** Turns one JSON log line into `12:00:01 INFO  message key=value`, with the stack of an error below. */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '--:--:--';
  const level = levelNames[Number(entry.level)] ?? String(entry.level);
  const request = typeof entry.reqId === 'string' ? ` [${entry.reqId.slice(0, 8)}]` : '';
  const extras = Object.entries(entry)
    .filter(([key]) => !shown.has(key))
    .map(([key, value]) => `${key}=${formatValue(value)}`)
    .join(' ');
  const error = entry.err as { stack?: unknown; message?: unknown } | undefined;
  const stack = error ? `\n    ${String(error.stack ?? error.message).replaceAll('\n', '\n    ')}` : '';
  return `${time} ${level}${request} ${String(entry.msg ?? '')}${extras ? `  ${extras}` : ''}${stack}\n`;
}

/** A destination for pino that writes readable lines; used outside production. */
export function createReadableLogStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) out.write(formatLogLine(line));
    },
  };
}
