import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES, type Candle } from '@pulso/domain/core';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { cryptoPriceKeys, type OhlcParams } from './query-keys';

export interface OhlcResult {
  data: Candle[];
  simulated: boolean;
  stale: boolean;
  /** Older candles of the range remain: the next page back ends before this one's first. */
  more: boolean;
}

/**
 * GET /crypto-price/ohlc, no token (spec §7). Failures carry the server's message or 'Error
 * fetching OHLC data'; a body without a data array is 'Invalid response format' (spec §8).
 */
export async function getOhlc(
  params: OhlcParams,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<OhlcResult> {
  const body = await apiFetch<Partial<Record<string, unknown>>>('/crypto-price/ohlc', {
    query: { ...params },
    auth: false,
    defaultMessage: MESSAGES.errors.prices.fetchOhlc,
    signal: options.signal,
    silent: options.silent,
  });
  if (!Array.isArray(body?.data)) {
    const error = new ApiError(MESSAGES.errors.prices.invalidResponse, 200, 'INVALID_RESPONSE');
    console.error(error);
    if (!options.silent) toast.error(error.message, { toastId: error.message });
    throw error;
  }
  return {
    data: body.data as Candle[],
    simulated: body.simulated === true,
    stale: body.stale === true,
    more: body.more === true,
  };
}

/**
 * The range's candles a page at a time: first the newest page (up to the server's limit), then,
 * on `fetchPreviousPage`, the page before it, so a long range at a fine grouping still draws.
 */
export function useOhlcPages(params: OhlcParams) {
  return useInfiniteQuery({
    queryKey: cryptoPriceKeys.ohlc(params),
    queryFn: ({ signal, pageParam }) =>
      getOhlc(pageParam ? { ...params, end: pageParam } : params, { signal }),
    initialPageParam: '',
    getNextPageParam: () => undefined,
    // The page before ends just before this one's first candle.
    getPreviousPageParam: (first) =>
      first.more && first.data[0] ? new Date(first.data[0].openTime - 1).toISOString() : undefined,
    // A new symbol or range keeps the previous chart on screen until its candles arrive.
    placeholderData: keepPreviousData,
  });
}

/** How often the newest candle is polled: the grouping's interval, at most every 5 s. */
export const livePollMs = (intervalMs: number) => Math.min(Math.max(intervalMs, 1_000), 5_000);

/**
 * The newest candles from `fromOpenTime` on, polled while the page is visible, for a range that
 * runs to now. Silent: a missed poll is retried by the next one rather than toasted.
 */
export function useLiveOhlc(
  params: OhlcParams,
  fromOpenTime: number | undefined,
  intervalMs: number,
) {
  const liveParams = { ...params, start: new Date(fromOpenTime ?? 0).toISOString() };
  return useQuery({
    queryKey: cryptoPriceKeys.live(liveParams),
    queryFn: ({ signal }) => getOhlc(liveParams, { signal, silent: true }),
    enabled: fromOpenTime !== undefined && params.end === undefined,
    refetchInterval: livePollMs(intervalMs),
    staleTime: 0,
    retry: false,
  });
}
