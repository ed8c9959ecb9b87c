import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadFailureKind } from './chunk-load-error';
import { loadChunk } from './load-chunk';
import { createLoadFailureStore } from './load-failure-store';
import { listenForPreloadErrors } from './preload-error-listener';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading chunks', () => {
  it('gives up on a chunk that has not arrived after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).kind).toBe('chunk');
  });

  it('passes a module through and stops its timer', async () => {
    vi.useFakeTimers();
    await expect(loadChunk(async () => ({ Page: 'x' }))).resolves.toEqual({ Page: 'x' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed import into a chunk error, and a failed stylesheet into a stylesheet error', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')))).rejects.toMatchObject({
      kind: 'chunk',
    });
    await expect(loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /b.css')))).rejects.toMatchObject({ kind: 'stylesheet' });
  });

  it('recognises load failures by what browsers say', () => {
    expect(loadFailureKind(new TypeError('Importing a module script failed.'))).toBe('chunk');
    expect(loadFailureKind(new TypeError('error loading dynamically imported module'))).toBe('chunk');
    expect(loadFailureKind(new Error('Unable to preload CSS for /assets/x.css'))).toBe('stylesheet');
    expect(loadFailureKind(new Error('Cannot read properties of undefined'))).toBeNull();
  });
});

describe('vite:preloadError', () => {
  function dispatch(target: EventTarget, payload: unknown) {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    target.dispatchEvent(event);
    return event;
  }

  it('shows a reload for a stylesheet that failed, and reports it', () => {
    const target = new EventTarget() as unknown as Window;
    const store = createLoadFailureStore();
    const report = vi.fn();
    const stop = listenForPreloadErrors(target, store, report);

    const event = dispatch(target, new Error('Unable to preload CSS for /assets/owner.css'));

    expect(event.defaultPrevented).toBe(true);
    expect(store.get()).toMatchObject({ kind: 'stylesheet' });
    expect(report).toHaveBeenCalledWith('stylesheet', 'Unable to preload CSS for /assets/owner.css');
    stop();
  });

  it('leaves a failed script to the route error boundary', () => {
    const target = new EventTarget() as unknown as Window;
    const store = createLoadFailureStore();
    const report = vi.fn();
    listenForPreloadErrors(target, store, report);

    const event = dispatch(target, new TypeError('Failed to fetch dynamically imported module'));

    expect(event.defaultPrevented).toBe(false);
    expect(store.get()).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });
});
