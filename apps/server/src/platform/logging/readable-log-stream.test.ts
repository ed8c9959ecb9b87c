import { describe, expect, it } from 'vitest';
import { createReadableLogStream, formatLogLine } from './readable-log-stream';

describe('formatLogLine', () => {
  it('shows time, level, request and message, then the other fields', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 0, 2, 13, 4, 5),
      pid: 1,
      reqId: '0123456789abcdef',
      msg: 'request',
      method: 'GET',
      url: '/api/health',
      detail: 'two words',
    });
    expect(formatLogLine(line)).toBe('13:04:05 INFO  [01234567] request  method=GET url=/api/health detail="two words"\n');
  });

  it('prints the stack of an error below the line', () => {
    const line = JSON.stringify({ level: 50, time: 0, msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n  at x' } });
    expect(formatLogLine(line)).toBe('00:00:00 ERROR failed\n    Error: boom\n      at x\n');
  });

  it('passes through what is not JSON', () => {
    expect(formatLogLine('plain text')).toBe('plain text');
  });
});

describe('createReadableLogStream', () => {
  it('formats each line of a chunk', () => {
    const written: string[] = [];
    const stream = createReadableLogStream({ write: (text: string) => written.push(text) });
    stream.write(`${JSON.stringify({ level: 40, time: 0, msg: 'a' })}\n${JSON.stringify({ level: 30, time: 0, msg: 'b' })}\n`);
    expect(written).toEqual(['00:00:00 WARN  a\n', '00:00:00 INFO  b\n']);
  });
});
