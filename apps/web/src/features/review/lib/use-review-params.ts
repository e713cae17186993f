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
 * The review request of an account or a list's accounts (undefined: all the caller's) over the page's shared period
 * (PeriodControls), following it 500 ms after the last change as the analytics do.
 */
export function useReviewParams(
  scope: ReviewParams['scope'],
  /** An account, several (a list's), or undefined: all the caller's. */
  accounts: string | readonly string[] | undefined,
  day: string | null,
  capital: number | null = null,
  tag: string | null = null,
): ReviewParams {
  const { timeframe, customDateRange } = useDebouncedDateRange();
  return useMemo(
    () => ({
      scope,
      ...(typeof accounts === 'string' || accounts === undefined
        ? { accountId: accounts }
        : { accountIds: accounts }),
      timeframe,
      customDateRange: timeframe === 'custom' ? customDateRange : null,
      timeZone: viewerTimeZone(),
      day,
      capital,
      tag,
    }),
    [scope, accounts, timeframe, customDateRange, day, capital, tag],
  );
}
