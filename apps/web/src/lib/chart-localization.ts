import type { AutoscaleInfo, LocalizationOptions, Time } from 'lightweight-charts';
import { MS_PER_DAY, formatNumber } from '@pulso/domain/core';

export interface ChartLocalizationOptions {
  /** Intl locale (see intl-locale.ts). */
  locale: string;
  /** Decimals on the price axis and in the crosshair label. */
  priceDecimals?: number;
  /** The width of one bar: a day or more shows dates only, never a meaningless "00:00:00". */
  bucketMs?: number;
  /**
   * Prices: the axis leaves the space below zero unlabelled (the volume pane's margin would
   * otherwise extend the scale into negative prices).
   */
  nonNegative?: boolean;
}

/** Seconds since the epoch, whatever form lightweight-charts hands the time in. */
function toDate(time: Time): Date {
  if (typeof time === 'number') return new Date(time * 1000);
  if (typeof time === 'string') return new Date(`${time}T00:00:00Z`);
  return new Date(Date.UTC(time.year, time.month - 1, time.day));
}

/**
 * Every chart's `localization`: the price axis and crosshair labels in the interface language's
 * number format, and the crosshair time as a date (daily and longer buckets) or date and time.
 * Times are UTC, as the axis shows them.
 */
export function chartLocalization({
  locale,
  priceDecimals = 2,
  bucketMs = 0,
  nonNegative = false,
}: ChartLocalizationOptions): Partial<LocalizationOptions<Time>> {
  const dateOnly = bucketMs >= MS_PER_DAY;
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    dateStyle: 'medium',
    ...(dateOnly ? {} : { timeStyle: bucketMs > 0 && bucketMs < 60_000 ? 'medium' : 'short' }),
  });
  return {
    locale,
    priceFormatter: (price: number) =>
      nonNegative && price < 0 ? '' : formatNumber(price, priceDecimals, locale),
    timeFormatter: (t: Time) => time.format(toDate(t)),
  };
}

/** Whether the time axis shows times of day: only for buckets under a day. */
export function chartTimeVisible(bucketMs = 0): boolean {
  return bucketMs < MS_PER_DAY;
}

/**
 * A series' autoscale with room around what it draws: a single point or a flat series gets an
 * axis around its value, not a sliver of it; bars (which grow from zero) keep zero in view.
 */
export function paddedAutoscale(options: { includeZero?: boolean } = {}) {
  return (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const info = original();
    if (!info?.priceRange) return info;
    let { minValue, maxValue } = info.priceRange;
    if (options.includeZero) {
      minValue = Math.min(0, minValue);
      maxValue = Math.max(0, maxValue);
    }
    const span = maxValue - minValue || Math.abs(maxValue) || 1;
    const pad = span * 0.1;
    return {
      ...info,
      priceRange: {
        minValue: options.includeZero && minValue === 0 ? 0 : minValue - pad,
        maxValue: options.includeZero && maxValue === 0 ? 0 : maxValue + pad,
      },
    };
  };
}
