/**
 * Display formatting (spec §9): amount decimals by asset, relative times, percentages, dollars.
 * Locale-aware through Intl; the clock is a parameter.
 */
import { isStableCoin } from './constants';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './date-range';

/**
 * Orders names as a Spanish reader expects ("Árbol" beside "arce", case and accents aside).
 * One collator, built once: `localeCompare(b, 'es')` builds one per comparison (~20 µs each),
 * which made sorting a hundred accounts cost milliseconds.
 */
export const compareNames: (a: string, b: string) => number = new Intl.Collator('es', {
  sensitivity: 'base',
}).compare;

/** What a missing or non-finite number is shown as. */
export const EMPTY_VALUE = '—';

const SIX_DECIMAL_ASSETS = ['BTC', 'ETH', 'BNB'];

/** 2 decimals for stable coins, 6 for BTC, ETH and BNB, 4 otherwise. */
export function amountDecimals(asset: string): number {
  if (isStableCoin(asset)) return 2;
  if (SIX_DECIMAL_ASSETS.includes(asset.toUpperCase())) return 6;
  return 4;
}

export function formatNumber(value: number, decimals: number, locale = 'es-ES'): string {
  if (!Number.isFinite(value)) return EMPTY_VALUE;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

const exactFormats = new Map<string, { integer: Intl.NumberFormat; point: string }>();

/**
 * A number inside a sentence, in the reader's format and exact: every decimal it has, none
 * added ('0.9356269' → '0,9356269', '94627786.0528' → '94.627.786,0528' in es-ES). Decimal
 * strings (and Decimal values, through their string) are formatted digit for digit, never
 * through a float. Server messages build their numbers with it.
 */
export function formatExact(
  value: string | number | { toString(): string },
  locale = 'es-ES',
): string {
  const text = typeof value === 'string' ? value.trim() : value.toString();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  let format = exactFormats.get(locale);
  if (!format) {
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const point =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
      '.';
    format = { integer, point };
    exactFormats.set(locale, format);
  }
  const [, sign, whole, fraction] = match;
  // Intl groups an integer string exactly (no float in between); the decimals follow as they are.
  const grouped = format.integer.format(whole as unknown as number);
  return `${sign}${grouped}${fraction ? `${format.point}${fraction}` : ''}`;
}

/** As many decimals as the value has, up to `maxDecimals` (multiplier 0.5 → '0,5', 2 → '2'). */
export function formatDecimal(value: number, maxDecimals: number, locale = 'es-ES'): string {
  if (!Number.isFinite(value)) return EMPTY_VALUE;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: maxDecimals }).format(value);
}

/** Short for big figures (volumes): '1,2 mil', '3,4 M' in es-ES; '1.2K' in en-US. */
export function formatCompact(value: number, maxDecimals: number, locale = 'es-ES'): string {
  if (!Number.isFinite(value)) return EMPTY_VALUE;
  return new Intl.NumberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: maxDecimals,
  }).format(value);
}

/** The amount with the asset's number of decimals, without the asset code. */
export function formatAmount(value: number, asset: string, locale = 'es-ES'): string {
  return formatNumber(value, amountDecimals(asset), locale);
}

export interface PercentOptions {
  decimals?: number;
  locale?: string;
  /** Show '+' on positive values. */
  signed?: boolean;
}

/** `value` is already a percentage (roi 12.5 → '12,50 %'). */
export function formatPercent(value: number, options: PercentOptions = {}): string {
  const { decimals = 2, locale = 'es-ES', signed = false } = options;
  if (!Number.isFinite(value)) return EMPTY_VALUE;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

export interface UsdOptions {
  decimals?: number;
  locale?: string;
  signed?: boolean;
}

/** Dollars: '1234,50 US$' in es-ES, '$1,234.50' in en-US. */
export function formatUsd(value: number, options: UsdOptions = {}): string {
  const { decimals = 2, locale = 'es-ES', signed = false } = options;
  if (!Number.isFinite(value)) return EMPTY_VALUE;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

export type RelativeTimeLocale = 'en' | 'es';

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/**
 * 'just now' under a minute, then minutes, hours and days ago up to 6 days, then the date (UTC).
 * A date in the future also reads 'just now'.
 */
export function relativeTime(date: Date, now: Date, locale: RelativeTimeLocale = 'en'): string {
  const elapsed = now.getTime() - date.getTime();
  const es = locale === 'es';
  if (Number.isNaN(elapsed)) return EMPTY_VALUE;
  if (elapsed < MS_PER_MINUTE) return es ? 'justo ahora' : 'just now';
  const minutes = Math.floor(elapsed / MS_PER_MINUTE);
  if (minutes < 60) {
    return es
      ? `hace ${minutes} ${plural(minutes, 'minuto', 'minutos')}`
      : `${minutes} ${plural(minutes, 'minute', 'minutes')} ago`;
  }
  const hours = Math.floor(elapsed / MS_PER_HOUR);
  if (hours < 24) {
    return es
      ? `hace ${hours} ${plural(hours, 'hora', 'horas')}`
      : `${hours} ${plural(hours, 'hour', 'hours')} ago`;
  }
  const days = Math.floor(elapsed / MS_PER_DAY);
  if (days <= 6) {
    return es
      ? `hace ${days} ${plural(days, 'día', 'días')}`
      : `${days} ${plural(days, 'day', 'days')} ago`;
  }
  return date.toLocaleDateString(locale, { timeZone: 'UTC' });
}
