/**
 * Price candles (spec §3 Candle, §9 intervals and stale candles): alignment, counting,
 * aggregation, display. No zod here, so the web's chart chunk stays small; the request and
 * response schemas of GET /crypto-price/ohlc are in market-api.ts.
 */
import { GROUPINGS, LIMITS, bucketStart, groupingIntervalMs } from './constants';
import type { Grouping, Timeframe } from './constants';
import { startOfUtcDay } from './date-range';
import type { DateRange } from './date-range';
import { MAX_CANDLES } from './grouping';

export interface Candle {
  /** Epoch milliseconds of the candle's start. */
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Traded quantity of the base asset. */
  volume: number;
}

/** The open time of the candle of `grouping` that contains `time` (epoch ms; weeks on Monday). */
export function candleOpenTime(grouping: Grouping, time: number): number {
  return bucketStart(time, groupingIntervalMs(grouping));
}

/** How many candles of `grouping` cover [start, end]: the one holding start to the one holding end. */
export function candleCount(grouping: Grouping, start: number, end: number): number {
  if (end < start) return 0;
  const first = candleOpenTime(grouping, start);
  const last = candleOpenTime(grouping, end);
  return (last - first) / groupingIntervalMs(grouping) + 1;
}

/** The finest grouping that keeps [start, end] within `maxCandles` (1w if none does). */
export function finestGroupingWithin(start: number, end: number, maxCandles: number): Grouping {
  return GROUPINGS.find((g) => candleCount(g, start, end) <= maxCandles) ?? '1w';
}

/**
 * The newest page of candles of [start, end]: at most `limit` of them, ending with the one that
 * holds `end`. `more` says older candles of the range were left for the next page (asked with
 * `end` just before this page's first candle).
 */
export function newestCandlesWindow(
  grouping: Grouping,
  start: number,
  end: number,
  limit: number = MAX_CANDLES,
): { start: number; more: boolean } {
  if (candleCount(grouping, start, end) <= limit) return { start, more: false };
  const first = candleOpenTime(grouping, end) - (limit - 1) * groupingIntervalMs(grouping);
  return { start: first, more: true };
}

/** The candle the others were made of: open of the first, close of the last, extremes, summed volume. */
export function aggregateCandles(candles: readonly Candle[], openTime?: number): Candle {
  const first = candles[0];
  const last = candles[candles.length - 1];
  if (!first || !last) throw new Error('aggregateCandles needs at least one candle');
  let high = first.high;
  let low = first.low;
  let volume = 0;
  for (const c of candles) {
    if (c.high > high) high = c.high;
    if (c.low < low) low = c.low;
    volume += c.volume;
  }
  return {
    openTime: openTime ?? first.openTime,
    open: first.open,
    high,
    low,
    close: last.close,
    volume,
  };
}

/** Groups time-ordered candles into candles of a coarser grouping (exchanges lack 2m, 30s, ...). */
export function regroupCandles(candles: readonly Candle[], grouping: Grouping): Candle[] {
  const out: Candle[] = [];
  let bucket: Candle[] = [];
  let bucketTime = Number.NaN;
  for (const candle of candles) {
    const time = candleOpenTime(grouping, candle.openTime);
    if (time !== bucketTime && bucket.length > 0) {
      out.push(aggregateCandles(bucket, bucketTime));
      bucket = [];
    }
    bucketTime = time;
    bucket.push(candle);
  }
  if (bucket.length > 0) out.push(aggregateCandles(bucket, bucketTime));
  return out;
}

/**
 * `base` with `tail` laid over it by open time: a newer version of a candle replaces the old one
 * and new candles are appended. Both are in time order; the result is too.
 */
export function mergeCandles(base: readonly Candle[], tail: readonly Candle[]): Candle[] {
  const first = tail[0];
  if (!first) return base.slice();
  let keep = base.length;
  while (keep > 0 && base[keep - 1]!.openTime >= first.openTime) keep--;
  return [...base.slice(0, keep), ...tail];
}

/**
 * Spec §9: a candle is too old for live decisions when it is more than 2 intervals behind the
 * candle in progress at `now`.
 */
export function isCandleStale(grouping: Grouping, openTime: number, now: number): boolean {
  const behind = (candleOpenTime(grouping, now) - openTime) / groupingIntervalMs(grouping);
  return behind > LIMITS.staleCandleIntervals;
}

/** Decimals that show a price with about five significant digits (BTC 2, XRP 4, PEPE 9). */
export function priceDisplayDecimals(price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 2;
  return Math.min(10, Math.max(2, 4 - Math.floor(Math.log10(price))));
}

const HOUR_TIMEFRAMES: readonly Timeframe[] = [
  'last_1_hour',
  'last_2_hours',
  'last_6_hours',
  'last_12_hours',
];

/**
 * The start and end to ask GET /crypto-price/ohlc for a date range. Spec §7: start is the range
 * start date at 00:00Z. Hour-long timeframes keep their exact start (a whole day of 1-second
 * candles would be pages the chart never shows); a range that ended before now sends its end.
 */
export function ohlcWindow(
  timeframe: Timeframe,
  range: DateRange,
  now: number,
): { start: string; end?: string } {
  const start = HOUR_TIMEFRAMES.includes(timeframe)
    ? range.startDate
    : startOfUtcDay(range.startDate);
  const ended = range.endDate.getTime() < now - 60_000;
  return ended
    ? { start: start.toISOString(), end: range.endDate.toISOString() }
    : { start: start.toISOString() };
}
