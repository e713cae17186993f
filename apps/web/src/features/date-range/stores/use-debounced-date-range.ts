import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { LIMITS } from '@pulso/domain/core';
import { selectDateRange, useDateStore, type DateRangeState } from './date-store';

/**
 * The date range as dependent queries should see it: it follows the store only once the user
 * has stopped changing it for 500 ms (spec §4), so flicking through options fires one reload.
 */
export function useDebouncedDateRange(
  delayMs: number = LIMITS.dateChangeDebounceMs,
): DateRangeState {
  const current = useDateStore(useShallow(selectDateRange));
  const [debounced, setDebounced] = useState(current);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(current), delayMs);
    return () => clearTimeout(timer);
  }, [current, delayMs]);

  return debounced;
}
