import {
  amountDecimals,
  EMPTY_VALUE,
  formatNumber,
  formatPercent,
  formatUsd,
  priceDisplayDecimals,
} from '@pulso/domain/core';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A holding time in its two largest units: '2 d 4 h', '3 h 20 min', '45 min', '< 1 min'. Rounded
 * down to the minute (a trade held 59 s reads '< 1 min', never '1 min'). Null: '—'.
 */
export function formatHold(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return EMPTY_VALUE;
  if (ms < MINUTE) return '< 1 min';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

/** USD decimal text from the API, 2 decimals, '+' on gains when `signed`; null: '—'. */
export function usd(value: string | null | undefined, locale: string, signed = false): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return formatUsd(Number(value), { locale, signed });
}

/** A ratio (profit factor, payoff): 2 decimals; 'Infinity' (nothing lost) reads '∞'. */
export function ratio(value: string | null | undefined, locale: string): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (value === 'Infinity') return '∞';
  return formatNumber(Number(value), 2, locale);
}

/** An R multiple: '1,50 R' ('1,50' under an R header); null: '—'. */
export function rMultiple(value: string | null | undefined, locale: string, unit = true): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const n = formatNumber(Number(value), 2, locale);
  return unit ? `${n} R` : n;
}

/** A percentage that is already one (win rate 58.33 → '58,33 %'); null: '—'. */
export function percent(
  value: number | string | null | undefined,
  locale: string,
  signed = false,
): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return formatPercent(Number(value), { locale, signed });
}

/** A quantity with its asset's decimals (spec §9). */
export function quantity(value: string, asset: string, locale: string): string {
  return formatNumber(Number(value), amountDecimals(asset), locale);
}

/** A USD price with enough decimals to mean something (as the trades table shows prices). */
export function price(value: string, locale: string): string {
  const n = Number(value);
  return formatNumber(n, Math.max(2, priceDisplayDecimals(n)), locale);
}

/** Green for a gain, red for a loss, plain for zero or nothing. */
export function tone(value: string | null | undefined): string {
  const n = value === null || value === undefined ? 0 : Number(value);
  return n > 0
    ? 'text-emerald-600 dark:text-emerald-400'
    : n < 0
      ? 'text-rose-600 dark:text-rose-400'
      : 'text-slate-900 dark:text-white';
}

/**
 * A latency: '480 ms' under a second, '1,2 s' under a minute, then as a holding time. A negative
 * one (the sender's clock ahead of Pulso's) keeps its sign. Null: '—'.
 */
export function latency(ms: number | null | undefined, locale: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return EMPTY_VALUE;
  const size = Math.abs(ms);
  const sign = ms < 0 ? '−' : '';
  if (size < 1000) return `${sign}${formatNumber(size, 0, locale)} ms`;
  if (size < MINUTE) return `${sign}${formatNumber(size / 1000, 1, locale)} s`;
  return `${sign}${formatHold(size)}`;
}

/** Basis points in the reader's unit ('pb'): '+12,50 pb' ('+' on a positive one). Null: '—'. */
export function bps(value: number | null | undefined, locale: string, unit: string): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return `${value > 0 ? '+' : ''}${formatNumber(value, 2, locale)} ${unit}`;
}
