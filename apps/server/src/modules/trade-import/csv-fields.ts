import {
  MAX_DECIMAL_PLACES,
  MAX_INTEGER_DIGITS,
  MAX_NUMBER_TEXT,
  parseSymbol,
  readDecimalText,
} from '@pulso/domain';

/** A row the importer skips, with the reason shown beside its line number. */
export class RowError extends Error {}

/** The most characters of a cell an answer quotes back: never the whole of what was sent. */
export const ECHOED_CHARS = 40;

/** A cell as a message quotes it: at most ECHOED_CHARS characters, '…' when cut. */
export const echo = (text: string) =>
  text.length > ECHOED_CHARS ? `${text.slice(0, ECHOED_CHARS)}…` : text;

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
  // Bounded before anything is expanded: '1e-50000000' is refused from its text alone.
  const read = readDecimalText(s.startsWith('+') ? s.slice(1) : s);
  if (read.ok) return read.value;
  const quoted = `"${echo(raw)}"`;
  switch (read.reason) {
    case 'long':
      throw new RowError(`${what} tiene más de ${MAX_NUMBER_TEXT} caracteres: ${quoted}`);
    case 'places':
      throw new RowError(`${what} tiene más de ${MAX_DECIMAL_PLACES} decimales: ${quoted}`);
    case 'large':
      throw new RowError(`${what} tiene más de ${MAX_INTEGER_DIGITS} cifras enteras: ${quoted}`);
    default:
      throw new RowError(`${what} no es un número: ${quoted}`);
  }
}

/**
 * The most integer digits a funding payment's amount may have: no perpetual ever paid or collected
 * a trillion in one interval, and its USD value (the amount times its currency's price) stays
 * inside NUMERIC(38,18)'s 20 integer digits for any coin worth less than 10^8 USD.
 */
export const MAX_FUNDING_DIGITS = 12;

/** A funding payment's amount: signed (received +, paid −), bounded to MAX_FUNDING_DIGITS. */
export function fundingAmount(text: string | undefined, what: string): string {
  const value = decimal(text, what);
  if (value.replace(/^-/, '').split('.')[0]!.length > MAX_FUNDING_DIGITS) {
    throw new RowError(
      `${what} tiene más de ${MAX_FUNDING_DIGITS} cifras enteras: "${echo((text ?? '').trim())}"`,
    );
  }
  return value;
}

/** A coin's code as the exports write it ('USDT', '1000PEPE'): letters and digits, at most 20. */
export function coin(text: string | undefined, what: string): string {
  const code = (text ?? '').trim().toUpperCase();
  if (!/^[A-Z0-9]{1,20}$/.test(code)) throw new RowError(`${what} no válido: "${echo(code)}"`);
  return code;
}

/**
 * A row's kind in an export that mixes several (Binance's `FUNDING_FEE`, Bybit's `SETTLEMENT`):
 * a word of capitals and underscores, upper-cased. Anything else is not an export's kind.
 */
export function kind(text: string | undefined): string {
  const word = (text ?? '').trim().toUpperCase();
  if (!/^[A-Z][A-Z0-9_ ]{0,39}$/.test(word))
    throw new RowError(`Tipo desconocido: "${echo(word)}"`);
  return word;
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
  if (!m) throw new RowError(`${what} sin activo: "${echo(text ?? '')}"`);
  return { value: decimal(m[1], what), asset: m[2]!.toUpperCase() };
}

export function side(text: string | undefined): 'buy' | 'sell' {
  const s = (text ?? '').trim().toLowerCase();
  if (s === 'buy' || s === 'compra') return 'buy';
  if (s === 'sell' || s === 'venta') return 'sell';
  throw new RowError(`Lado desconocido: "${echo((text ?? '').trim())}"`);
}

const DATE_TIME =
  /^(\d{2}|\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
/**
 * The earliest time a trade may have: Bitcoin's first block (3 January 2009). No coin, and so no
 * exchange, traded before it; an earlier date is a mistake (or year 0001 read as 1901).
 */
export const FIRST_TRADE_MS = Date.UTC(2009, 0, 3);
/** How far past now a trade's time may be: a day covers any zone a file's times are written in. */
export const LATEST_AHEAD_MS = 86_400_000;

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
  if (!m) throw new RowError(`Fecha no válida: "${echo(s)}"`);
  const [, yy, mo, d, h, mi, se = '0', frac, zone] = m;
  const y = yy!.length === 2 ? 2000 + Number(yy) : Number(yy);
  const date = new Date(
    Date.UTC(2000, +mo! - 1, +d!, +h!, +mi!, +se, frac ? Math.round(+frac * 1000) : 0),
  );
  // Date.UTC reads years 0–99 as 1900–1999: the year is set on its own ('0001' stays year 1).
  date.setUTCFullYear(y, +mo! - 1, +d!);
  const utc = date.getTime();
  let offset = offsetMinutes;
  if (zone === 'Z') offset = 0;
  else if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  const check = new Date(utc);
  if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || +h! > 23 || +mi! > 59) {
    throw new RowError(`Fecha no válida: "${echo(s)}"`);
  }
  const at = utc - offset * 60_000;
  if (at < FIRST_TRADE_MS || at > Date.now() + LATEST_AHEAD_MS) {
    throw new RowError(
      `Fecha fuera del intervalo admitido (del 03/01/2009 a mañana): "${echo(s)}"`,
    );
  }
  return at;
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
  const unknown = () => new RowError(`Mercado no reconocido: "${s.slice(0, 30)}"`);
  const parts = s.split(/[/\-_]/).filter(Boolean);
  let market: { asset: string; quoteAsset: string };
  if (parts.length === 2) market = { asset: parts[0]!, quoteAsset: parts[1]! };
  else {
    try {
      const { base, quote } = parseSymbol(s);
      market = { asset: base, quoteAsset: quote };
    } catch {
      throw unknown();
    }
  }
  // A coin is letters and digits ('BTC', '1000PEPE'): 'BTC USDT' is not the pair BTC/USDT.
  if (!COIN.test(market.asset) || !COIN.test(market.quoteAsset)) throw unknown();
  return market;
}

const COIN = /^[A-Z0-9]{1,20}$/;
