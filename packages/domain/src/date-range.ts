/**
 * Date ranges of the timeframes (spec §3, §4) and the custom range rules (spec §5). All UTC; the
 * clock is always a parameter.
 */
import { ALL_TIME_START_ISO, DEFAULT_TIMEFRAME, LIMITS } from './constants';
import type { Timeframe } from './constants';
import { MESSAGES } from './messages';

export interface DateRange {
  startDate: Date;
  endDate: Date;
}

/** As stored and sent: ISO date-times or `yyyy-mm-dd` dates. */
export interface CustomDateRange {
  startDate: string;
  endDate: string;
}

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

const HOURS_BACK: Partial<Record<Timeframe, number>> = {
  last_1_hour: 1,
  last_2_hours: 2,
  last_6_hours: 6,
  last_12_hours: 12,
};

const DAYS_BACK: Partial<Record<Timeframe, number>> = {
  last_2_days: 2,
  last_3_days: 3,
  last_5_days: 5,
  last_7_days: 7,
  last_10_days: 10,
  last_15_days: 15,
  last_30_days: 30,
  last_60_days: 60,
  last_90_days: 90,
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time without a zone would be read as local time; this package is UTC throughout.
const DATE_TIME_NO_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value.trim());
}

/**
 * Parses an ISO date-time (UTC when it has no zone) or a `yyyy-mm-dd` date (00:00Z of that day).
 * Returns null for anything else, including impossible calendar dates such as 2024-02-30.
 */
export function parseDateInput(value: string): Date | null {
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    const sameDay =
      date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    return sameDay ? date : null;
  }
  // A date-time's calendar date must exist too (V8 reads 2024-02-30T00:00Z as March 1st).
  const day = /^(\d{4}-\d{2}-\d{2})T/.exec(text);
  if (!day || !parseDateInput(day[1]!)) return null;
  const date = new Date(DATE_TIME_NO_ZONE.test(text) ? `${text}Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The custom range as typed: each bound parsed, date-only bounds at 00:00Z. Null if unparsable. */
export function parseCustomDateRange(custom: CustomDateRange): DateRange | null {
  const startDate = parseDateInput(custom.startDate);
  const endDate = parseDateInput(custom.endDate);
  return startDate && endDate ? { startDate, endDate } : null;
}

/**
 * The range a timeframe covers at `now`. A custom range is taken as given, except that a
 * date-only end means the end of that day (capped at `now`); custom without a usable range falls
 * back to the last 30 days (spec §4).
 */
export function getDateRange(
  timeframe: Timeframe,
  now: Date,
  custom?: CustomDateRange | null,
): DateRange {
  const nowMs = now.getTime();
  const hours = HOURS_BACK[timeframe];
  if (hours !== undefined) return span(nowMs - hours * MS_PER_HOUR, nowMs);
  const days = DAYS_BACK[timeframe];
  if (days !== undefined) return span(nowMs - days * MS_PER_DAY, nowMs);

  switch (timeframe) {
    case 'today':
      return span(startOfUtcDay(now).getTime(), nowMs);
    case 'yesterday': {
      const today = startOfUtcDay(now).getTime();
      return span(today - MS_PER_DAY, today);
    }
    case 'all_time':
      return span(Math.min(Date.parse(ALL_TIME_START_ISO), nowMs), nowMs);
    case 'custom': {
      const parsed = custom ? parseCustomDateRange(custom) : null;
      if (!custom || !parsed) return getDateRange(DEFAULT_TIMEFRAME, now);
      const endMs = isDateOnly(custom.endDate)
        ? Math.min(parsed.endDate.getTime() + MS_PER_DAY - 1, nowMs)
        : parsed.endDate.getTime();
      return span(parsed.startDate.getTime(), endMs);
    }
    default:
      // Unreachable for a Timeframe; an unknown value from outside gets the default range.
      return getDateRange(DEFAULT_TIMEFRAME, now);
  }
}

function span(startMs: number, endMs: number): DateRange {
  return { startDate: new Date(startMs), endDate: new Date(endMs) };
}

/**
 * The spec §5 rules, in the spec's order. Returns the first failing rule's message, else null.
 * Bounds are compared as given (a same-day `yyyy-mm-dd` pair is 0 days long and fails).
 */
export function validateCustomDateRange(start: Date, end: Date, now: Date): string | null {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return MESSAGES.dateRange.invalidDate;
  }
  if (start.getTime() > end.getTime()) return MESSAGES.dateRange.startAfterEnd;
  if (end.getTime() > now.getTime()) return MESSAGES.dateRange.endInFuture;
  const days = rangeDays({ startDate: start, endDate: end });
  if (days > LIMITS.dateRangeMaxDays) return MESSAGES.dateRange.exceedsMax;
  if (days < LIMITS.dateRangeMinDays) return MESSAGES.dateRange.belowMin;
  return null;
}

/** Length of a range in days, fractional. */
export function rangeDays(range: DateRange): number {
  return (range.endDate.getTime() - range.startDate.getTime()) / MS_PER_DAY;
}

/** 'Menos de 1 día' under one day; otherwise the days rounded up: '1 día', 'N días'. */
export function daysLabel(days: number): string {
  if (days < 1) return MESSAGES.ui.lessThanOneDay;
  const whole = Math.ceil(days);
  return whole === 1 ? '1 día' : `${whole} días`;
}

/** Spanish labels of the timeframes (not quoted by the spec). */
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  last_1_hour: 'Última hora',
  last_2_hours: 'Últimas 2 horas',
  last_6_hours: 'Últimas 6 horas',
  last_12_hours: 'Últimas 12 horas',
  today: 'Hoy',
  yesterday: 'Ayer',
  last_2_days: 'Últimos 2 días',
  last_3_days: 'Últimos 3 días',
  last_5_days: 'Últimos 5 días',
  last_7_days: 'Últimos 7 días',
  last_10_days: 'Últimos 10 días',
  last_15_days: 'Últimos 15 días',
  last_30_days: 'Últimos 30 días',
  last_60_days: 'Últimos 60 días',
  last_90_days: 'Últimos 90 días',
  all_time: 'Todo el tiempo',
  custom: 'Personalizado',
};

/**
 * The Recent section of the date range selector (spec §2): the current timeframe if it is not
 * custom, then last 7 days, last 30 days and today; distinct, at most 3.
 */
export function recentTimeframes(current: Timeframe): Timeframe[] {
  const candidates: Timeframe[] = ['last_7_days', 'last_30_days', 'today'];
  if (current !== 'custom') candidates.unshift(current);
  return [...new Set(candidates)].slice(0, 3);
}
