import { useMemo } from 'react';
import { useDebouncedDateRange } from '../../date-range';
import type { ReviewParams } from '../api/review-keys';

/** The browser's IANA time zone ('Europe/Madrid'); UTC when the browser does not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The review request of an account (undefined: all the caller's) over the page's shared period
 * (PeriodControls), following it 500 ms after the last change as the analytics do.
 */
export function useReviewParams(
  scope: ReviewParams['scope'],
  accountId: string | undefined,
  day: string | null,
  capital: number | null = null,
  tag: string | null = null,
): ReviewParams {
  const { timeframe, customDateRange } = useDebouncedDateRange();
  return useMemo(
    () => ({
      scope,
      accountId,
      timeframe,
      customDateRange: timeframe === 'custom' ? customDateRange : null,
      timeZone: viewerTimeZone(),
      day,
      capital,
      tag,
    }),
    [scope, accountId, timeframe, customDateRange, day, capital, tag],
  );
}
