import { Decimal, parseSymbol } from '@pulso/domain';

/** A row the importer skips, with the reason shown beside its line number. */
export class RowError extends Error {}

const DECIMAL = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;

/**
 * A decimal as the exports write it: '1,234.5', '0.00100000', or with a decimal comma where an
 * exchange exports one ('1.234,5', '0,001'); a trailing asset ('0.001BTC') is split off by
 * `withAsset`. Answers its canonical text.
 */
export function decimal(text: string | undefined, what: string): string {
  const raw = (text ?? '').trim().replace(/\s/g, '');
  if (raw === '' || raw === '--') throw new RowError(`${what} vacío`);
  let s = raw;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma > lastDot) {
    // decimal comma: dots (if any) group thousands
    s = s.replace(/\./g, '').replace(',', '.');
  } else {
    s = s.replace(/,/g, '');
  }
  if (!DECIMAL.test(s)) throw new RowError(`${what} no es un número: "${raw.slice(0, 40)}"`);
  return canonical(s);
}

/** '0.01000000' → '0.01', '007' → '7', '-0.0' → '0'; with an exponent, through Decimal. */
function canonical(s: string): string {
  if (/e/i.test(s)) return new Decimal(s).toFixed();
  const negative = s.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? s.slice(1) : s).split('.');
  const int = whole.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  const text = frac ? `${int}.${frac}` : int;
  return negative && text !== '0' ? `-${text}` : text;
}

export function positive(text: string | undefined, what: string): string {
  const value = decimal(text, what);
  if (value === '0' || value.startsWith('-')) throw new RowError(`${what} debe ser mayor que 0`);
  return value;
}

/** '0.001BTC' → { value: '0.001', asset: 'BTC' } (Binance writes amounts with their asset). */
export function withAsset(
  text: string | undefined,
  what: string,
): { value: string; asset: string } {
  const m = /^\s*([-+]?[\d.,]+(?:[eE][-+]?\d+)?)\s*([A-Za-z][A-Za-z0-9]*)\s*$/.exec(text ?? '');
  if (!m) throw new RowError(`${what} sin activo: "${(text ?? '').slice(0, 40)}"`);
  return { value: decimal(m[1], what), asset: m[2]!.toUpperCase() };
}

export function side(text: string | undefined): 'buy' | 'sell' {
  const s = (text ?? '').trim().toLowerCase();
  if (s === 'buy' || s === 'compra') return 'buy';
  if (s === 'sell' || s === 'venta') return 'sell';
  throw new RowError(`Lado desconocido: "${(text ?? '').slice(0, 20)}"`);
}

const DATE_TIME =
  /^(\d{2}|\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
/** Bybit's 'HH:MM YYYY-MM-DD'. */
const TIME_FIRST = /^(\d{2}):(\d{2}) (\d{4})-(\d{2})-(\d{2})$/;

/**
 * A time as the exports write it: '2024-03-04 05:06:07' or Binance's '24-03-04 05:06:07' (in the
 * file's zone: UTC unless its header or name says otherwise), Bybit's '05:06 2024-03-04', ISO 8601
 * with a zone, or milliseconds since the epoch.
 */
export function time(text: string | undefined, offsetMinutes = 0): number {
  const s = (text ?? '').trim();
  if (/^\d{12,13}$/.test(s)) return Number(s);
  const bybit = TIME_FIRST.exec(s);
  const m = bybit
    ? [s, bybit[3], bybit[4], bybit[5], bybit[1], bybit[2], '00', undefined, undefined]
    : DATE_TIME.exec(s);
  if (!m) throw new RowError(`Fecha no válida: "${s.slice(0, 40)}"`);
  const [, yy, mo, d, h, mi, se = '0', frac, zone] = m;
  const y = yy!.length === 2 ? 2000 + Number(yy) : Number(yy);
  const utc = Date.UTC(y, +mo! - 1, +d!, +h!, +mi!, +se, frac ? Math.round(+frac * 1000) : 0);
  let offset = offsetMinutes;
  if (zone === 'Z') offset = 0;
  else if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  const check = new Date(utc);
  if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || +h! > 23 || +mi! > 59) {
    throw new RowError(`Fecha no válida: "${s.slice(0, 40)}"`);
  }
  return utc - offset * 60_000;
}

/**
 * The zone a header or file name names, as in 'Filled Time(UTC+08:00)', 'Date(UTC)' or
 * 'Binance-Spot-Trade-History-202603230406(UTC--6).csv': minutes east of UTC (undefined: none).
 */
export function zoneOf(header: string): number | undefined {
  if (!/UTC/i.test(header)) return undefined;
  // Binance's file names write a negative zone as 'UTC--6'.
  const m = /UTC\s*-?([+-])\s*(\d{1,2})(?::?(\d{2}))?/i.exec(header);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * A market as the exports write it: 'BTC-USDT', 'BTC/USDT', 'BTC_USDT' split at the separator;
 * 'BTCUSDT' by spec §5's rule. A perpetual's settle suffix (':USDT', 'PERP') is dropped.
 */
export function pair(text: string | undefined): { asset: string; quoteAsset: string } {
  const s = (text ?? '')
    .trim()
    .toUpperCase()
    .split(':')[0]!
    .replace(/[-_]?(PERP|SWAP)$/, '');
  const parts = s.split(/[/\-_]/).filter(Boolean);
  if (parts.length === 2) return { asset: parts[0]!, quoteAsset: parts[1]! };
  try {
    const { base, quote } = parseSymbol(s);
    return { asset: base, quoteAsset: quote };
  } catch {
    throw new RowError(`Mercado no reconocido: "${s.slice(0, 30)}"`);
  }
}
