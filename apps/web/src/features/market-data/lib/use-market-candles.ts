import { useCallback, useMemo } from 'react';
import {
  getDateRange,
  groupingIntervalMs,
  mergeCandles,
  ohlcWindow,
  type ExchangeCode,
  type SupportedSymbol,
} from '@pulso/domain/core';
import { useDebouncedDateRange } from '../../date-range';
import { useLiveOhlc, useOhlcPages } from '../api/get-ohlc';
import type { OhlcParams } from '../api/query-keys';

/**
 * The candles of a symbol over the shared date range and grouping: the range's newest page, older
 * pages as the chart asks for them (`loadOlder`), and the newest candles polled and laid over
 * them, so the chart moves without reloading.
 */
export function useMarketCandles(symbol: SupportedSymbol, exchange: ExchangeCode) {
  const { timeframe, customDateRange, grouping } = useDebouncedDateRange();
  const params = useMemo((): OhlcParams => {
    // The window is fixed when the selection changes; the live poll extends it to now.
    const now = new Date();
    const range = getDateRange(timeframe, now, customDateRange);
    return { symbol, exchange, grouping, ...ohlcWindow(timeframe, range, now.getTime()) };
  }, [symbol, exchange, grouping, timeframe, customDateRange]);

  const query = useOhlcPages(params);
  const intervalMs = groupingIntervalMs(params.grouping);
  const pages = query.data?.pages;
  const newest = query.isPlaceholderData ? undefined : pages?.at(-1);
  const live = useLiveOhlc(params, newest?.data.at(-1)?.openTime, intervalMs);
  const liveData = live.data?.data;
  const candles = useMemo(() => {
    const rows = pages ? (pages.length === 1 ? pages[0]!.data : pages.flatMap((p) => p.data)) : [];
    return newest && liveData ? mergeCandles(rows, liveData) : rows;
  }, [pages, newest, liveData]);
  const { hasPreviousPage, isFetchingPreviousPage, fetchPreviousPage } = query;
  const loadOlder = useCallback(() => {
    if (hasPreviousPage && !isFetchingPreviousPage) void fetchPreviousPage();
  }, [hasPreviousPage, isFetchingPreviousPage, fetchPreviousPage]);

  return {
    params,
    intervalMs,
    candles,
    query,
    simulated: newest?.simulated ?? pages?.[0]?.simulated ?? false,
    stale: (live.data ?? newest)?.stale ?? false,
    /** Asks for the page before the oldest shown (the chart calls it when scrolled back). */
    loadOlder,
    loadingOlder: isFetchingPreviousPage,
    /** Showing the previous selection's candles while the new ones load. */
    switching: query.isPlaceholderData,
  };
}
