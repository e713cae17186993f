/**
 * Trading symbol parsing (spec §5): 'BTCUSDT', 'eth/usdc', 'BTC-USDT', 'BTC/USDT:USDT' → base and
 * quote. Input is first normalized (case, separators, a ccxt ':SETTLE'), then split by the rule.
 */
import { MESSAGES } from './messages';

/** Tried in this order, so BUSD wins over USD. */
export const QUOTE_SUFFIXES = ['USDT', 'USDC', 'BUSD', 'USD', 'BTC', 'ETH', 'BNB'] as const;

export interface ParsedSymbol {
  base: string;
  quote: string;
}

const SEPARATORS = /[/\-_]/g;

/** Upper case, without a ccxt ':SETTLE' suffix and without '/', '-', '_' separators. */
export function normalizeSymbol(symbol: string): string {
  const [pair = ''] = symbol.trim().toUpperCase().split(':');
  return pair.replace(SEPARATORS, '');
}

/**
 * Splits a symbol into base and quote by spec §5's rule alone, on its normalized form (so
 * 'eth/usdt' reads as 'ETHUSDT'): the first known quote suffix that leaves a non-empty base;
 * otherwise, for 6 or more characters, the first 3 are the base; otherwise 'Unable to parse
 * symbol'. A separator does not choose the split: 'A/B' is 'AB', too short, and refused.
 */
export function parseSymbol(symbol: string): ParsedSymbol {
  const s = normalizeSymbol(symbol);
  for (const quote of QUOTE_SUFFIXES) {
    if (s.length > quote.length && s.endsWith(quote)) {
      return { base: s.slice(0, -quote.length), quote };
    }
  }
  if (s.length >= 6) return { base: s.slice(0, 3), quote: s.slice(3) };
  throw new Error(MESSAGES.symbol.unableToParse);
}

/** Like parseSymbol, but null instead of throwing. */
export function tryParseSymbol(symbol: string): ParsedSymbol | null {
  try {
    return parseSymbol(symbol);
  } catch {
    return null;
  }
}

/** The unified ccxt form, 'BTC/USDT'. */
export function toCcxtSymbol(symbol: string): string {
  const { base, quote } = parseSymbol(symbol);
  return `${base}/${quote}`;
}
