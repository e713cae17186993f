import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDateRangeState, useDateStore } from './date-store';
import { useDebouncedDateRange } from './use-debounced-date-range';

beforeEach(() => {
  vi.useFakeTimers();
  useDateStore.setState(defaultDateRangeState());
});

describe('useDebouncedDateRange', () => {
  it('starts with the current state', () => {
    const { result } = renderHook(() => useDebouncedDateRange());
    expect(result.current).toMatchObject({ timeframe: 'last_30_days', grouping: '1d' });
  });

  it('exposes a change only 500 ms after the last one', () => {
    const { result } = renderHook(() => useDebouncedDateRange());

    act(() => useDateStore.getState().setTimeframe('last_7_days'));
    act(() => vi.advanceTimersByTime(300));
    act(() => useDateStore.getState().setGrouping('4h'));
    act(() => vi.advanceTimersByTime(499));
    // 300 + 499 ms since the first change, but only 499 since the last: nothing yet.
    expect(result.current).toMatchObject({ timeframe: 'last_30_days', grouping: '1d' });

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ timeframe: 'last_7_days', grouping: '4h', days: 7 });
  });
});
