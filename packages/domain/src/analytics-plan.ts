/**
 * How an analytics request is planned, before any data is read: its range resolved and checked
 * (spec §5), and split into raw edges and whole rollup periods (hour, day, week) as coarse as the
 * grouping allows. Pure, so it is tested without a database.
 */
import { WEEK_MS, bucketStart, type Timeframe } from './constants';
import {
  getDateRange,
  parseCustomDateRange,
  validateCustomDateRange,
  type CustomDateRange,
} from './date-range';
import { AppError } from './errors';
import { MESSAGES } from './messages';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/**
 * The rollup periods, finest first; each tiles the next (hours and days aligned to the epoch,
 * weeks to a Monday: bucketStart).
 */
export const ROLLUP_PERIODS = [HOUR_MS, DAY_MS, WEEK_MS] as const;
/**
 * The period of the rollup rows that sum each asset's whole history (one row per asset and
 * account, bucket 0): a range holding every trade of its accounts reads its per-asset totals
 * there instead of summing weeks. Stored as period 0, so no bucket of another period matches.
 */
export const ALL_TIME_PERIOD = 0;

/** A half-open time span [fromMs, toMs). */
export interface Span {
  fromMs: number;
  toMs: number;
}

/** A rollup period's buckets read over a span of whole periods. */
export interface RollupSpan extends Span {
  periodMs: number;
}

export interface ResolvedRange {
  startMs: number;
  /** Inclusive: trades at exactly endMs count. */
  endMs: number;
}

const floorTo = bucketStart;
const ceilTo = (ms: number, unit: number) => {
  const floor = bucketStart(ms, unit);
  return floor === ms ? ms : floor + unit;
};

/** The range of a request at `now`, checking a custom range against spec §5. */
export function resolveRange(
  input: { timeframe: Timeframe; customDateRange?: CustomDateRange | null | undefined },
  now: Date,
): ResolvedRange {
  const custom = input.timeframe === 'custom' ? input.customDateRange : undefined;
  if (custom) {
    const parsed = parseCustomDateRange(custom);
    const problem = parsed
      ? validateCustomDateRange(parsed.startDate, parsed.endDate, now)
      : MESSAGES.dateRange.invalidDate;
    if (problem) {
      throw new AppError('VALIDATION', problem, [
        { path: ['body', 'customDateRange'], message: problem },
      ]);
    }
  }
  const range = getDateRange(input.timeframe, now, custom);
  return { startMs: range.startDate.getTime(), endMs: range.endDate.getTime() };
}

/**
 * Splits [start, end) into raw edges and whole rollup periods, as coarse as `maxPeriod` allows:
 * hours at the edges, then days, then weeks inside. `maxPeriod` 0 (sub-hour groupings): all raw.
 */
export function plan(
  start: number,
  end: number,
  maxPeriod: number,
): { edges: Span[]; rollups: RollupSpan[] } {
  const edges: Span[] = [];
  const rollups: RollupSpan[] = [];
  let lo = start;
  let hi = end;
  let period = 0; // the level of the pieces left over between lo and hi (0: raw)
  const put = (fromMs: number, toMs: number) => {
    if (toMs <= fromMs) return;
    if (period === 0) edges.push({ fromMs, toMs });
    else rollups.push({ periodMs: period, fromMs, toMs });
  };
  for (const next of ROLLUP_PERIODS) {
    if (next > maxPeriod) break;
    const a = ceilTo(lo, next);
    const b = floorTo(hi, next);
    if (a >= b) break;
    put(lo, a);
    put(b, hi);
    [lo, hi, period] = [a, b, next];
  }
  put(lo, hi);
  return { edges, rollups };
}

/** The coarsest rollup period whose buckets tile the grouping's (0: none, read raw trades). */
export function periodFor(intervalMs: number): number {
  return [...ROLLUP_PERIODS].reverse().find((p) => intervalMs % p === 0) ?? 0;
}
