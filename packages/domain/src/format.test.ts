import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_HOUR } from './date-range';
import {
  formatExact,
  formatCompact,
  formatDecimal,
  amountDecimals,
  formatAmount,
  formatNumber,
  formatPercent,
  formatUsd,
  relativeTime,
} from './format';

const NOW = new Date('2024-06-15T12:00:00.000Z');
const ago = (ms: number): Date => new Date(NOW.getTime() - ms);
const S = 1000;
// Intl puts a (narrow) no-break space before '%' and '€'-style symbols; compare on plain spaces.
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts (spec §9)', () => {
  it('uses 2 decimals for stable coins, 6 for BTC/ETH/BNB, 4 otherwise', () => {
    expect(amountDecimals('USDT')).toBe(2);
    expect(amountDecimals('dai')).toBe(2);
    expect(amountDecimals('BTC')).toBe(6);
    expect(amountDecimals('bnb')).toBe(6);
    expect(amountDecimals('SOL')).toBe(4);
  });

  it('formats in Spanish by default', () => {
    expect(formatAmount(1234.5, 'USDT')).toBe('1234,50');
    expect(formatAmount(12345.5, 'USDC')).toBe('12.345,50');
    expect(formatAmount(0.1234567, 'BTC')).toBe('0,123457');
    expect(formatAmount(2, 'DOGE')).toBe('2,0000');
    expect(formatAmount(1234.5, 'USDT', 'en-US')).toBe('1,234.50');
    expect(formatAmount(Number.NaN, 'BTC')).toBe('—');
    expect(formatNumber(Infinity, 2)).toBe('—');
  });

  it('formats percentages and dollars', () => {
    expect(plain(formatPercent(12.345))).toBe('12,35 %');
    expect(plain(formatPercent(5, { signed: true, locale: 'en-US' }))).toBe('+5.00%');
    expect(formatPercent(-2.5, { locale: 'en-US', decimals: 1 })).toBe('-2.5%');
    expect(formatUsd(1234.5, { locale: 'en-US' })).toBe('$1,234.50');
    expect(plain(formatUsd(1234.5))).toBe('1234,50 US$');
    expect(formatUsd(Number.NaN)).toBe('—');
  });
});

describe('relativeTime (spec §9)', () => {
  it('reads "just now" under a minute', () => {
    expect(relativeTime(NOW, NOW)).toBe('just now');
    expect(relativeTime(ago(59 * S), NOW)).toBe('just now');
    expect(relativeTime(new Date(NOW.getTime() + 5000), NOW)).toBe('just now');
    expect(relativeTime(ago(59 * S), NOW, 'es')).toBe('justo ahora');
  });

  it('counts minutes from 60 s', () => {
    expect(relativeTime(ago(60 * S), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(119 * S), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60 * S), NOW)).toBe('59 minutes ago');
    expect(relativeTime(ago(60 * S), NOW, 'es')).toBe('hace 1 minuto');
    expect(relativeTime(ago(5 * 60 * S), NOW, 'es')).toBe('hace 5 minutos');
  });

  it('counts hours from 60 minutes', () => {
    expect(relativeTime(ago(MS_PER_HOUR), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * MS_PER_HOUR), NOW)).toBe('23 hours ago');
    expect(relativeTime(ago(MS_PER_HOUR), NOW, 'es')).toBe('hace 1 hora');
    expect(relativeTime(ago(3 * MS_PER_HOUR), NOW, 'es')).toBe('hace 3 horas');
  });

  it('counts days up to 6, then shows the UTC date', () => {
    expect(relativeTime(ago(MS_PER_DAY), NOW)).toBe('1 day ago');
    expect(relativeTime(ago(6 * MS_PER_DAY), NOW)).toBe('6 days ago');
    expect(relativeTime(ago(7 * MS_PER_DAY - 1), NOW)).toBe('6 days ago');
    expect(relativeTime(ago(2 * MS_PER_DAY), NOW, 'es')).toBe('hace 2 días');
    expect(relativeTime(ago(MS_PER_DAY), NOW, 'es')).toBe('hace 1 día');
    expect(relativeTime(ago(7 * MS_PER_DAY), NOW)).toBe('6/8/2024');
    expect(relativeTime(ago(7 * MS_PER_DAY), NOW, 'es')).toBe('8/6/2024');
  });

  it('reads the date in UTC, not the local zone', () => {
    // 23:30Z on 1 March is already 2 March east of UTC.
    expect(relativeTime(new Date('2024-03-01T23:30:00.000Z'), NOW)).toBe('3/1/2024');
  });

  it('shows an invalid date as empty', () => {
    expect(relativeTime(new Date('x'), NOW)).toBe('—');
  });
});

describe('formatDecimal', () => {
  it('keeps only the decimals the value has, in the locale (multiplier ×0,5)', () => {
    expect(formatDecimal(0.5, 8)).toBe('0,5');
    expect(formatDecimal(2, 8)).toBe('2');
    expect(formatDecimal(12345.123456789, 6)).toBe('12.345,123457');
    expect(formatDecimal(0.5, 8, 'en-US')).toBe('0.5');
    expect(formatDecimal(Number.NaN, 2)).toBe('—');
  });
});

describe('formatCompact', () => {
  it('shortens big figures in the locale', () => {
    expect(formatCompact(1_250_000, 1)).toBe('1,3\u00a0M');
    expect(formatCompact(1_250_000, 1, 'en-US')).toBe('1.3M');
    expect(formatCompact(Number.POSITIVE_INFINITY, 1)).toBe('—');
  });
});

describe('formatExact (numbers inside Spanish sentences, issue 39)', () => {
  it('writes every decimal the value has in es-ES, none added, never through a float', () => {
    expect(formatExact('0.03')).toBe('0,03');
    expect(formatExact('0.9356269')).toBe('0,9356269');
    expect(formatExact('94627786.0528')).toBe('94.627.786,0528');
    expect(formatExact('1234.5')).toBe('1234,5');
    expect(formatExact('-12345')).toBe('-12.345');
    expect(formatExact('12345678901234567890.000000000000000000000123')).toBe(
      '12.345.678.901.234.567.890,000000000000000000000123',
    );
    expect(formatExact(0.5)).toBe('0,5');
    expect(formatExact('BTC')).toBe('BTC');
  });
});
