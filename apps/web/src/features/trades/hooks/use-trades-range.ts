import { useMemo } from 'react';
import { currentRange, useDebouncedDateRange } from '../../date-range';

/**
 * The trades query's bounds from the shared date range: all_time sends none (spec §7); a relative
 * range sends only its start so trades made after the page opened still show; custom sends both.
 */
export function useTradesRange(): { startDate?: string; endDate?: string } {
  const state = useDebouncedDateRange();
  return useMemo(() => {
    if (state.timeframe === 'all_time') return {};
    const range = currentRange(state);
    return state.timeframe === 'custom'
      ? { startDate: range.startDate.toISOString(), endDate: range.endDate.toISOString() }
      : { startDate: range.startDate.toISOString() };
  }, [state]);
}
