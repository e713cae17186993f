import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIMEFRAMES } from './constants';
import {
  MS_PER_DAY,
  MS_PER_HOUR,
  daysLabel,
  getDateRange,
  parseCustomDateRange,
  parseDateInput,
  rangeDays,
  recentTimeframes,
  validateCustomDateRange,
} from './date-range';
import { MESSAGES } from './messages';

const NOW = new Date('2024-06-15T12:34:56.789Z');
const iso = (d: Date): string => d.toISOString();
const at = (ms: number): Date => new Date(ms);

describe('getDateRange', () => {
  it('last N hours and days end at now', () => {
    const h6 = getDateRange('last_6_hours', NOW);
    expect(iso(h6.startDate)).toBe('2024-06-15T06:34:56.789Z');
    expect(h6.endDate.getTime()).toBe(NOW.getTime());
    expect(iso(getDateRange('last_1_hour', NOW).startDate)).toBe('2024-06-15T11:34:56.789Z');
    const d30 = getDateRange('last_30_days', NOW);
    expect(iso(d30.startDate)).toBe('2024-05-16T12:34:56.789Z'); // 15 June − 30 days
    expect(rangeDays(getDateRange('last_90_days', NOW))).toBe(90);
  });

  it('today runs from 00:00Z to now; yesterday is the whole previous UTC day', () => {
    const today = getDateRange('today', NOW);
    expect(iso(today.startDate)).toBe('2024-06-15T00:00:00.000Z');
    expect(today.endDate.getTime()).toBe(NOW.getTime());
    const yesterday = getDateRange('yesterday', NOW);
    expect(iso(yesterday.startDate)).toBe('2024-06-14T00:00:00.000Z');
    expect(iso(yesterday.endDate)).toBe('2024-06-15T00:00:00.000Z');
  });

  it('today at exactly midnight is an empty range', () => {
    const midnight = new Date('2024-01-01T00:00:00.000Z');
    const today = getDateRange('today', midnight);
    expect(today.startDate.getTime()).toBe(midnight.getTime());
    expect(today.endDate.getTime()).toBe(midnight.getTime());
    expect(iso(getDateRange('yesterday', midnight).startDate)).toBe('2023-12-31T00:00:00.000Z');
  });

  it('all_time starts on 2020-01-01Z', () => {
    const all = getDateRange('all_time', NOW);
    expect(iso(all.startDate)).toBe('2020-01-01T00:00:00.000Z');
    expect(all.endDate.getTime()).toBe(NOW.getTime());
  });

  it('custom takes ISO date-times as given and reads zone-less ones as UTC', () => {
    const r = getDateRange('custom', NOW, {
      startDate: '2024-03-01T10:00:00.000Z',
      endDate: '2024-03-10T08:30',
    });
    expect(iso(r.startDate)).toBe('2024-03-01T10:00:00.000Z');
    expect(iso(r.endDate)).toBe('2024-03-10T08:30:00.000Z');
  });

  it('custom with a yyyy-mm-dd end covers the whole end day, capped at now', () => {
    const past = getDateRange('custom', NOW, { startDate: '2024-03-01', endDate: '2024-03-10' });
    expect(iso(past.startDate)).toBe('2024-03-01T00:00:00.000Z');
    expect(iso(past.endDate)).toBe('2024-03-10T23:59:59.999Z');
    const toToday = getDateRange('custom', NOW, { startDate: '2024-06-01', endDate: '2024-06-15' });
    expect(toToday.endDate.getTime()).toBe(NOW.getTime());
  });

  it('custom without a usable range falls back to the last 30 days', () => {
    const last30 = getDateRange('last_30_days', NOW);
    expect(getDateRange('custom', NOW)).toEqual(last30);
    expect(getDateRange('custom', NOW, null)).toEqual(last30);
    expect(getDateRange('custom', NOW, { startDate: '', endDate: '' })).toEqual(last30);
    expect(getDateRange('custom', NOW, { startDate: '2024-02-30', endDate: '2024-03-01' })).toEqual(
      last30,
    );
  });

  it('property: start ≤ end ≤ now for every non-custom timeframe and any now ≥ 2021', () => {
    const nows = fc.date({
      min: new Date('2021-01-01T00:00:00.000Z'),
      max: new Date('2100-01-01T00:00:00.000Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.constantFrom(...TIMEFRAMES), nows, (timeframe, now) => {
        const { startDate, endDate } = getDateRange(timeframe, now);
        expect(startDate.getTime()).toBeLessThanOrEqual(endDate.getTime());
        expect(endDate.getTime()).toBeLessThanOrEqual(now.getTime());
      }),
    );
  });

  it('property: a valid date-only custom range keeps start ≤ end', () => {
    const days = fc.integer({ min: 0, max: 5000 });
    fc.assert(
      fc.property(days, days, (a, b) => {
        const base = Date.UTC(2010, 0, 1);
        const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
        const custom = {
          startDate: iso(at(base + lo * MS_PER_DAY)).slice(0, 10),
          endDate: iso(at(base + hi * MS_PER_DAY)).slice(0, 10),
        };
        const r = getDateRange('custom', NOW, custom);
        expect(r.startDate.getTime()).toBeLessThanOrEqual(r.endDate.getTime());
      }),
    );
  });
});

describe('parseDateInput', () => {
  it('parses dates and date-times in UTC, rejects the rest', () => {
    expect(iso(parseDateInput('2024-02-29')!)).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDateInput('2023-02-29')).toBeNull();
    expect(parseDateInput('2024-13-01')).toBeNull();
    expect(parseDateInput('yesterday')).toBeNull();
    expect(parseDateInput('1717000000000')).toBeNull();
    expect(iso(parseDateInput('2024-05-01T12:00:00+02:00')!)).toBe('2024-05-01T10:00:00.000Z');
    expect(parseCustomDateRange({ startDate: '2024-01-01', endDate: 'x' })).toBeNull();
  });

  it('refuses impossible calendar dates in date-times too, instead of rolling them over', () => {
    // V8 alone reads these as 2023-03-01 and 2026-03-02.
    expect(parseDateInput('2023-02-29T10:00:00Z')).toBeNull();
    expect(parseDateInput('2026-02-30T00:00:00')).toBeNull();
    expect(iso(parseDateInput('2024-02-29T10:00:00Z')!)).toBe('2024-02-29T10:00:00.000Z');
  });
});

describe('validateCustomDateRange (spec §5)', () => {
  const start = new Date('2023-01-01T00:00:00.000Z');
  const plusDays = (d: number): Date => at(start.getTime() + d * MS_PER_DAY);

  it('accepts exactly 1 day and exactly 365 days', () => {
    expect(validateCustomDateRange(start, plusDays(1), NOW)).toBeNull();
    expect(validateCustomDateRange(start, plusDays(365), NOW)).toBeNull();
  });

  it('rejects just over 365 days and just under 1 day', () => {
    expect(validateCustomDateRange(start, at(plusDays(365).getTime() + 1), NOW)).toBe(
      'Date range cannot exceed 365 days',
    );
    expect(validateCustomDateRange(start, plusDays(366), NOW)).toBe(MESSAGES.dateRange.exceedsMax);
    expect(validateCustomDateRange(start, at(plusDays(1).getTime() - 1), NOW)).toBe(
      'Date range must be at least 1 day',
    );
    expect(validateCustomDateRange(start, start, NOW)).toBe(MESSAGES.dateRange.belowMin);
  });

  it('rejects start after end before anything else', () => {
    expect(validateCustomDateRange(plusDays(1), start, NOW)).toBe(
      'Start date must be before end date',
    );
    // Also in the future and long: the order rule still comes first.
    expect(validateCustomDateRange(at(NOW.getTime() + 500 * MS_PER_DAY), NOW, NOW)).toBe(
      MESSAGES.dateRange.startAfterEnd,
    );
  });

  it('rejects an end in the future, before the length rules; now itself is allowed', () => {
    const future = at(NOW.getTime() + 1);
    expect(validateCustomDateRange(at(NOW.getTime() - 400 * MS_PER_DAY), future, NOW)).toBe(
      'End date cannot be in the future',
    );
    expect(validateCustomDateRange(at(NOW.getTime() - 2 * MS_PER_DAY), NOW, NOW)).toBeNull();
  });

  it('rejects invalid dates', () => {
    expect(validateCustomDateRange(new Date('x'), NOW, NOW)).toBe(MESSAGES.dateRange.invalidDate);
  });
});

describe('rangeDays and daysLabel', () => {
  it('measures fractional days', () => {
    expect(rangeDays({ startDate: at(0), endDate: at(12 * MS_PER_HOUR) })).toBe(0.5);
  });

  it('labels days: under 1, exactly 1, just over 1, 2', () => {
    expect(daysLabel(0)).toBe('Menos de 1 día');
    expect(daysLabel(0.99)).toBe('Menos de 1 día');
    expect(daysLabel(1)).toBe('1 día');
    expect(daysLabel(1.01)).toBe('2 días');
    expect(daysLabel(2)).toBe('2 días');
    expect(daysLabel(29.2)).toBe('30 días');
  });
});

describe('recentTimeframes (spec §2)', () => {
  it('puts the current timeframe first, then 7 days, 30 days, today; at most 3', () => {
    expect(recentTimeframes('last_90_days')).toEqual([
      'last_90_days',
      'last_7_days',
      'last_30_days',
    ]);
    expect(recentTimeframes('last_30_days')).toEqual(['last_30_days', 'last_7_days', 'today']);
    expect(recentTimeframes('custom')).toEqual(['last_7_days', 'last_30_days', 'today']);
  });
});
