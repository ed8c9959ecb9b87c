import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimerPeriodicJobs } from './periodic-timer';

const minute = 60_000;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('periodic jobs on timers of this process', () => {
  const log = { error: vi.fn() };

  beforeEach(() => {
    vi.useFakeTimers();
    log.error.mockClear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs the task every given number of minutes, and never keeps the process alive', async () => {
    const periodic = createTimerPeriodicJobs(log);
    expect(periodic.kind).toBe('timer');
    const task = vi.fn(async () => undefined);
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    await periodic.schedule('renewals', 5, task);

    const timer = setInterval.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await vi.advanceTimersByTimeAsync(5 * minute - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(task).toHaveBeenCalledTimes(3);
    await periodic.close();
  });

  it('reports a failed run and still runs the next time', async () => {
    const periodic = createTimerPeriodicJobs(log);
    const failure = new Error('the card provider is down');
    const task = vi.fn<() => Promise<void>>().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    await periodic.schedule('renewals', 1, task);

    await vi.advanceTimersByTimeAsync(minute);
    expect(log.error).toHaveBeenCalledWith({ err: failure, job: 'renewals' }, expect.stringContaining('failed'));
    await vi.advanceTimersByTimeAsync(minute);
    expect(task).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledOnce();
    await periodic.close();
  });

  it('does not start a run while the one before is still under way', async () => {
    const periodic = createTimerPeriodicJobs(log);
    const slow = deferred();
    const task = vi.fn(() => slow.promise);
    await periodic.schedule('renewals', 1, task);

    await vi.advanceTimersByTimeAsync(3 * minute);
    expect(task).toHaveBeenCalledOnce();
    slow.resolve();
    await vi.advanceTimersByTimeAsync(minute);
    expect(task).toHaveBeenCalledTimes(2);
    await periodic.close();
  });

  it('stops on close, after the run under way has finished', async () => {
    const periodic = createTimerPeriodicJobs(log);
    const slow = deferred();
    const task = vi.fn(() => slow.promise);
    const other = vi.fn(async () => undefined);
    await periodic.schedule('renewals', 1, task);
    await periodic.schedule('reminders', 2, other);
    await vi.advanceTimersByTimeAsync(minute);

    let closed = false;
    const closing = periodic.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    slow.resolve();
    await closing;

    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(task).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    await expect(periodic.schedule('late', 1, task)).rejects.toThrow('closed');
  });

  it('refuses a period a cron step cannot write', async () => {
    const periodic = createTimerPeriodicJobs(log);
    for (const everyMinutes of [0, 60, 1.5, -1]) {
      await expect(periodic.schedule('renewals', everyMinutes, async () => undefined), String(everyMinutes)).rejects.toThrow(RangeError);
    }
    await periodic.close();
  });
});
