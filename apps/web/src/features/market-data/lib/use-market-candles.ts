import { useMemo } from 'react';
import {
  getDateRange,
  groupingIntervalMs,
  mergeCandles,
  ohlcWindow,
  type ExchangeCode,
  type SupportedSymbol,
} from '@pulso/domain/core';
import { useDebouncedDateRange } from '../../date-range';
import { useLiveOhlc, useOhlc } from '../api/get-ohlc';
import type { OhlcParams } from '../api/query-keys';

/**
 * The candles of a symbol over the shared date range and grouping: the range once, then its
 * newest candles polled and laid over it, so the chart moves without reloading.
 */
export function useMarketCandles(symbol: SupportedSymbol, exchange: ExchangeCode) {
  const { timeframe, customDateRange, grouping } = useDebouncedDateRange();
  const params = useMemo((): OhlcParams => {
    // The window is fixed when the selection changes; the live poll extends it to now.
    const now = new Date();
    const range = getDateRange(timeframe, now, customDateRange);
    return { symbol, exchange, grouping, ...ohlcWindow(timeframe, range, now.getTime()) };
  }, [symbol, exchange, grouping, timeframe, customDateRange]);

  const query = useOhlc(params);
  const intervalMs = groupingIntervalMs(params.grouping);
  const base = query.isPlaceholderData ? undefined : query.data;
  const live = useLiveOhlc(params, base?.data.at(-1)?.openTime, intervalMs);
  const liveData = live.data?.data;
  const candles = useMemo(() => {
    const rows = query.data?.data ?? [];
    return base && liveData ? mergeCandles(rows, liveData) : rows;
  }, [query.data, base, liveData]);

  return {
    params,
    intervalMs,
    candles,
    query,
    simulated: query.data?.simulated ?? false,
    stale: (live.data ?? query.data)?.stale ?? false,
    /** Showing the previous selection's candles while the new ones load. */
    switching: query.isPlaceholderData,
  };
}
