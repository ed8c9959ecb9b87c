import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisiblePolling } from './use-visible-polling';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('polling while the page is in view', () => {
  it('asks every interval while visible, not at all while hidden, and at once on coming back', async () => {
    const tick = vi.fn(async () => {});
    renderHook(() => useVisiblePolling(true, 5000, tick));
    expect(tick).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tick).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tick).toHaveBeenCalledTimes(2);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(tick).toHaveBeenCalledTimes(2);

    await act(async () => setVisibility('visible'));
    expect(tick).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it('stops when no longer active', async () => {
    const tick = vi.fn(async () => {});
    const { rerender } = renderHook(({ active }) => useVisiblePolling(active, 1000, tick), { initialProps: { active: true } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    rerender({ active: false });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(tick).toHaveBeenCalledTimes(1);
  });
});
