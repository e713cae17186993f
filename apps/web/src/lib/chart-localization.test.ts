import { describe, expect, it } from 'vitest';
import type { BarPrice, UTCTimestamp } from 'lightweight-charts';
import { chartLocalization, chartTimeVisible, paddedAutoscale } from './chart-localization';

const DAY = 86_400_000;
// 2026-03-04 00:00 UTC, in seconds as the chart hands it over.
const midnight = (Date.UTC(2026, 2, 4) / 1000) as UTCTimestamp;

const price = (locale: string, value: number, priceDecimals?: number) =>
  chartLocalization({ locale, priceDecimals }).priceFormatter!(value as BarPrice);

describe('chartLocalization', () => {
  it('formats prices in the interface language: 1.234,56 in Spanish, 1,234.56 in English', () => {
    // es-ES groups thousands from five digits on (Intl's minimumGroupingDigits).
    expect(price('es-ES', 1234.56)).toBe('1234,56');
    expect(price('es-ES', 12345.6)).toBe('12.345,60');
    expect(price('en-US', 1234.56)).toBe('1,234.56');
    expect(price('es-ES', 0.5, 4)).toBe('0,5000');
  });

  it('labels daily and weekly buckets by date, intraday ones by date and time', () => {
    const daily = chartLocalization({ locale: 'es-ES', bucketMs: DAY }).timeFormatter!(midnight);
    const weekly = chartLocalization({ locale: 'es-ES', bucketMs: 7 * DAY }).timeFormatter!(
      midnight,
    );
    const hourly = chartLocalization({ locale: 'es-ES', bucketMs: 3_600_000 }).timeFormatter!(
      midnight,
    );
    expect(daily).toBe('4 mar 2026');
    expect(weekly).toBe(daily);
    expect(hourly).toContain('4 mar 2026');
    expect(hourly).toContain('0:00');
    expect(chartTimeVisible(DAY)).toBe(false);
    expect(chartTimeVisible(3_600_000)).toBe(true);
  });
});

describe('price axes and sparse series', () => {
  it('a price axis leaves the space below zero unlabelled; a PnL axis keeps its negatives', () => {
    const prices = chartLocalization({ locale: 'es-ES', nonNegative: true });
    expect(prices.priceFormatter!(-1250 as BarPrice)).toBe('');
    expect(prices.priceFormatter!(0 as BarPrice)).toBe('0,00');
    expect(chartLocalization({ locale: 'es-ES' }).priceFormatter!(-1250 as BarPrice)).toBe(
      '-1250,00',
    );
  });

  it('one point gets an axis around it (±10 % of its value), not a sliver', () => {
    const range = (minValue: number, maxValue: number) => () => ({
      priceRange: { minValue, maxValue },
    });
    // One daily bucket at 182.3: the axis runs 164.07 to 200.53, and the point sits inside.
    const one = paddedAutoscale()(range(182.3, 182.3))!.priceRange!;
    expect(one.minValue).toBeCloseTo(182.3 - 18.23);
    expect(one.maxValue).toBeCloseTo(182.3 + 18.23);
    // Bars grow from zero: zero stays the floor of positive bars, with room above the tallest.
    expect(paddedAutoscale({ includeZero: true })(range(40, 185))!.priceRange).toEqual({
      minValue: 0,
      maxValue: 185 + 18.5,
    });
    // Bars on both sides: 10 % of the whole span on each side.
    expect(paddedAutoscale({ includeZero: true })(range(-50, 50))!.priceRange).toEqual({
      minValue: -60,
      maxValue: 60,
    });
    expect(paddedAutoscale()(() => null)).toBeNull();
  });
});
