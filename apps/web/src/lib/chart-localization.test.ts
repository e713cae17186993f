import { describe, expect, it } from 'vitest';
import type { BarPrice, UTCTimestamp } from 'lightweight-charts';
import { chartLocalization, chartTimeVisible } from './chart-localization';

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
