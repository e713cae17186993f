/**
 * Strategy code and result validation (spec §5 "Strategy code" and "Strategy result"), with the
 * spec's messages byte for byte. Pure: the server runs the code in its sandbox, then validates
 * what came back here; the web checks the code as it is typed.
 */
import { groupingIntervalMs } from '../constants';
import type { Grouping } from '../constants';
import type { Candle } from '../market';
import { MESSAGES } from '../messages';
import type { OrderIntent } from '../order-intent';

export interface StrategyTrade {
  action: 'buy' | 'sell';
  price: number;
  /** Epoch milliseconds. */
  timestamp: number;
  /**
   * As returned. With an intent it is the webhook's `contracts`: the size_type's value, and may be
   * left out when the intent sizes itself (then the size, or 0 for a closing order).
   */
  quantity: number;
  /** Issue 36: what the order asks for beyond a market order (the webhook's fields). */
  intent?: OrderIntent;
}

/**
 * Issue 36: the fields a returned order may add, named as the webhook's (api/alert-intent
 * `alertIntentFields`, checked equal there). Listed here, without zod, for the sandbox's prelude.
 */
export const STRATEGY_INTENT_FIELDS = [
  'size_type',
  'size',
  'target',
  'reduce_only',
  'order_type',
  'limit_price',
  'stop_price',
  'time_in_force',
  'expire_after',
  'stop_loss',
  'take_profit',
  'trailing_stop',
  'breakeven',
  'leverage',
  'margin_mode',
  'max_slippage',
  'max_lag',
] as const;

/** What the intent reader (api/strategy-orders) makes of an order's fields. */
export type StrategyIntentRead =
  | { ok: true; intent?: OrderIntent | undefined; contracts: string }
  | { ok: false; field: string; message: string };
/** Reads an order's action, price (as `close`), quantity (as `contracts`) and intent fields. */
export type StrategyIntentReader = (order: Record<string, unknown>) => StrategyIntentRead;

/**
 * Not in the spec: the most trades one run may return. A real backtest stays far below (20,000
 * candles at most, and a strategy trading on every other candle is already noise); the cap keeps
 * the copy, the validation, the ledger and the response of one run small.
 */
export const MAX_STRATEGY_TRADES = 10_000;

/** 10000 → '10.000' (Spanish grouping), without depending on the runtime's locale data. */
const spanishInt = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Not in the spec: the checks it describes without quoting a message, and the trade cap. */
export const STRATEGY_MESSAGES = {
  invalidIntentField: (i: number, field: string, message: string): string =>
    `Trade at index ${i} has invalid ${field}: ${message}`,
  unrealisticPrice: (i: number): string =>
    `Trade at index ${i} has unrealistic price. Must be between 0.1x and 10x the candle price`,
  noHistory: 'No hay velas en el rango elegido: la estrategia no tiene historia que analizar',
  tooManyTrades: `La estrategia devolvió más de ${spanishInt(MAX_STRATEGY_TRADES)} operaciones (máximo ${spanishInt(MAX_STRATEGY_TRADES)})`,
} as const;

/** Spec §5: a timestamp is valid from the year 2000 to one year ahead. */
export const STRATEGY_TIMESTAMP_MIN = Date.UTC(2000, 0, 1);
export const ONE_YEAR_MS = 365 * 86_400_000;
/** Spec §5: a realistic price is between a tenth and ten times the reference price. */
export const REALISTIC_PRICE_FACTOR = 10;

/** A declaration, an expression or an arrow bound to the name `strategy`. */
const STRATEGY_FUNCTION =
  /\b(?:async\s+)?function\s*\*?\s*strategy\s*\(|\b(?:const|let|var)\s+strategy\s*=\s*(?:async\b\s*)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>)/;

/**
 * The checks that need no JavaScript engine: empty code, the literal null/undefined, no function
 * named strategy. Answers the first failing rule's message, or null. Syntax is checked by the
 * engine that runs the code ('Syntax error: ...').
 */
export function strategyCodeError(code: unknown): string | null {
  if (typeof code !== 'string' || code.trim() === '') return MESSAGES.strategy.codeEmpty;
  const text = code.trim();
  if (text === 'null' || text === 'undefined') return MESSAGES.strategy.codeNullish;
  if (!STRATEGY_FUNCTION.test(stripComments(text))) return MESSAGES.strategy.missingFunction;
  return null;
}

/** Comments out of the way, so a commented-out `function strategy(` does not count. */
function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

const isPositiveNumber = (x: unknown): x is number =>
  typeof x === 'number' && Number.isFinite(x) && x > 0;

export interface ResultValidationOptions {
  /** The history passed to the strategy, oldest first. */
  candles: readonly Candle[];
  grouping: Grouping;
  /** "Now" for the one-year-ahead rule. */
  now: number;
  /**
   * Issue 36: reads the intent fields (api/strategy-orders, zod, so injected: this file is in the
   * web's first load). Without it they are dropped, as any extra field.
   */
  readIntent?: StrategyIntentReader;
}

export type ResultValidation =
  { ok: true; trades: StrategyTrade[] } | { ok: false; error: string; index?: number };

/**
 * Spec §5 "Strategy result": an array of trades, each an object with action buy or sell, a
 * positive price, a positive timestamp (2000 to one year ahead) within the history, and a positive
 * quantity; the price also realistic against the candle holding the timestamp. The first failure
 * wins. More than MAX_STRATEGY_TRADES trades is refused before any is looked at. Valid trades come back as plain objects (extra fields dropped), in time order.
 */
export function validateStrategyResult(
  result: unknown,
  { candles, grouping, now, readIntent }: ResultValidationOptions,
): ResultValidation {
  if (!Array.isArray(result)) return { ok: false, error: MESSAGES.strategyResult.notArray };
  if (result.length > MAX_STRATEGY_TRADES)
    return { ok: false, error: STRATEGY_MESSAGES.tooManyTrades };
  const first = candles[0];
  const last = candles[candles.length - 1];
  const interval = groupingIntervalMs(grouping);
  const trades: StrategyTrade[] = [];
  const fail = (error: string, index: number): ResultValidation => ({ ok: false, error, index });
  for (let i = 0; i < result.length; i++) {
    const trade: unknown = result[i];
    if (typeof trade !== 'object' || trade === null || Array.isArray(trade)) {
      return fail(MESSAGES.strategyResult.tradeNotObject(i), i);
    }
    const fields = trade as Record<string, unknown>;
    const { action, price, timestamp, quantity } = fields;
    if (action !== 'buy' && action !== 'sell') {
      return fail(MESSAGES.strategyResult.tradeInvalidAction(i), i);
    }
    if (!isPositiveNumber(price)) return fail(MESSAGES.strategyResult.tradeInvalidPrice(i), i);
    if (
      !isPositiveNumber(timestamp) ||
      timestamp < STRATEGY_TIMESTAMP_MIN ||
      timestamp > now + ONE_YEAR_MS
    ) {
      return fail(MESSAGES.strategyResult.tradeInvalidTimestamp(i), i);
    }
    if (!first || !last || timestamp < first.openTime || timestamp >= last.openTime + interval) {
      return fail(MESSAGES.strategyResult.tradeTimestampOutOfRange(i), i);
    }
    const intentFields = readIntent ? presentIntentFields(fields) : undefined;
    // With an intent, the quantity may be left out when the intent sizes the order itself.
    if (!isPositiveNumber(quantity) && !(intentFields && quantity === undefined)) {
      return fail(MESSAGES.strategyResult.tradeInvalidQuantity(i), i);
    }
    const reference = candleAt(candles, timestamp)!.close;
    if (price < reference / REALISTIC_PRICE_FACTOR || price > reference * REALISTIC_PRICE_FACTOR) {
      return fail(STRATEGY_MESSAGES.unrealisticPrice(i), i);
    }
    if (!intentFields) {
      trades.push({ action, price, timestamp, quantity: quantity as number });
      continue;
    }
    const read = readIntent!({
      action,
      close: price,
      ...(quantity === undefined ? {} : { contracts: quantity }),
      ...intentFields,
    });
    if (!read.ok) {
      if (read.field === 'contracts')
        return fail(MESSAGES.strategyResult.tradeInvalidQuantity(i), i);
      if (read.field === 'close') return fail(MESSAGES.strategyResult.tradeInvalidPrice(i), i);
      return fail(STRATEGY_MESSAGES.invalidIntentField(i, read.field, read.message), i);
    }
    const order: StrategyTrade = { action, price, timestamp, quantity: Number(read.contracts) };
    trades.push(read.intent ? { ...order, intent: read.intent } : order);
  }
  // A stable sort: trades at the same time keep the strategy's order.
  return { ok: true, trades: trades.sort((a, b) => a.timestamp - b.timestamp) };
}

/**
 * The intent fields an order carries (null counts as left out: JSON's way to say "none"), or
 * undefined when it carries none, so such an order is read exactly as before issue 36.
 */
function presentIntentFields(order: Record<string, unknown>): Record<string, unknown> | undefined {
  let present: Record<string, unknown> | undefined;
  for (const field of STRATEGY_INTENT_FIELDS) {
    const value = order[field];
    if (value === undefined || value === null) continue;
    (present ??= {})[field] = value;
  }
  return present;
}

/** The last candle opening at or before `time` (binary search; candles are in time order). */
export function candleAt(candles: readonly Candle[], time: number): Candle | undefined {
  let lo = 0;
  let hi = candles.length - 1;
  let found: Candle | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const candle = candles[mid]!;
    if (candle.openTime <= time) {
      found = candle;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
