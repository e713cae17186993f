import { useMemo } from 'react';
import { useDebouncedDateRange } from '../../date-range';
import type { AnalyticsParams } from '../api/analytics-request';

/**
 * The analytics request for some accounts (undefined: all of the caller's) over the shared date
 * range and grouping, following them 500 ms after the last change (spec §4).
 */
export function useAnalyticsParams(
  scope: AnalyticsParams['scope'],
  accountIds?: readonly string[],
): AnalyticsParams {
  const { timeframe, customDateRange, grouping } = useDebouncedDateRange();
  const idsKey = accountIds?.join(',');
  return useMemo(
    () => ({
      scope,
      ...(idsKey !== undefined ? { accountIds: idsKey ? idsKey.split(',') : [] } : {}),
      timeframe,
      customDateRange,
      grouping,
    }),
    [scope, idsKey, timeframe, customDateRange, grouping],
  );
}

/** A decimal string from the API as a number for display and charts. */
export const num = (value: string | null | undefined): number =>
  value === null || value === undefined ? Number.NaN : Number(value);
