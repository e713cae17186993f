/**
 * The order an extended alert asks for (issue 36), beyond "market order of `contracts` at
 * `close`": how to size it, what to place, and the brackets to hang on the position. Plain types
 * and arithmetic, no zod: the webhook reads it (api/trade-receiver), the server executes it, the
 * web shows it. Decimals are plain decimal text, like every amount an alert carries.
 */
import Decimal from 'decimal.js';

/**
 * base: base-coin quantity; quote: quote-coin notional; equity_pct / balance_pct: % of the
 * account's equity / free balance as notional; position_pct: % of the open position;
 * risk_amount: quote coin lost if the stop is hit; risk_pct: % of equity lost if the stop is hit.
 */
export const SIZE_MODES = [
  'base',
  'quote',
  'equity_pct',
  'balance_pct',
  'position_pct',
  'risk_amount',
  'risk_pct',
] as const;
export type SizeMode = (typeof SIZE_MODES)[number];

/** The size modes whose value is a percent, so at most 100. */
export const PERCENT_SIZE_MODES = [
  'equity_pct',
  'balance_pct',
  'position_pct',
  'risk_pct',
] as const satisfies readonly SizeMode[];
/** The size modes that need a stop loss to size from. */
export const RISK_SIZE_MODES = ['risk_amount', 'risk_pct'] as const satisfies readonly SizeMode[];

export const TARGET_POSITIONS = ['long', 'short', 'flat'] as const;
export const INTENT_ORDER_TYPES = ['market', 'limit', 'stop', 'stop_limit'] as const;
export const TIMES_IN_FORCE = ['gtc', 'ioc', 'fok'] as const;
export const MARGIN_MODES = ['cross', 'isolated'] as const;
export type MarginMode = (typeof MARGIN_MODES)[number];

/** One of price (absolute), percent (of the entry price), amount (price distance in the quote coin). */
export interface PriceOffset {
  price?: string;
  percent?: string;
  amount?: string;
}
export interface TakeProfitIntent extends PriceOffset {
  /** % of the position at entry it closes, (0,100]. */
  share: string;
}
export interface TrailingIntent {
  distance?: string;
  distance_percent?: string;
  activation_price?: string;
  activation_percent?: string;
}
export interface OrderIntent {
  size?: { mode: SizeMode; value: string };
  target?: 'long' | 'short' | 'flat';
  reduce_only?: boolean;
  order_type?: 'market' | 'limit' | 'stop' | 'stop_limit';
  limit_price?: string;
  stop_price?: string;
  time_in_force?: 'gtc' | 'ioc' | 'fok';
  expire_after_seconds?: number;
  stop_loss?: PriceOffset;
  take_profits?: TakeProfitIntent[];
  trailing_stop?: TrailingIntent;
  breakeven?: boolean;
  leverage?: number;
  margin_mode?: 'cross' | 'isolated';
  max_slippage_percent?: string;
  max_lag_seconds?: number;
}

export const MAX_TAKE_PROFITS = 6;
export const MAX_LEVERAGE = 125;
/** The longest an unfilled order may rest: 30 days. */
export const MAX_EXPIRE_AFTER_SECONDS = 30 * 24 * 60 * 60;
/** The most an alert may say it can be late: one day. */
export const MAX_ALERT_LAG_SECONDS = 24 * 60 * 60;

/**
 * Absolute price of a PriceOffset for a position entered at `entry` (side of the ENTRY order):
 * stop below a long's entry, target above; mirrored for a short. May come out zero or negative
 * (a 100 % stop on a long): the caller decides whether that is acceptable.
 */
export function offsetPrice(
  offset: PriceOffset,
  entry: Decimal.Value,
  entrySide: 'buy' | 'sell',
  kind: 'stop' | 'target',
): Decimal {
  if (offset.price !== undefined) return new Decimal(offset.price);
  const base = new Decimal(entry);
  // +1 when the price lies above the entry: a long's target, a short's stop.
  const up = (entrySide === 'buy') === (kind === 'target') ? 1 : -1;
  if (offset.percent !== undefined) {
    return base.plus(base.times(offset.percent).div(100).times(up));
  }
  if (offset.amount !== undefined) return base.plus(new Decimal(offset.amount).times(up));
  throw new Error('A price offset needs price, percent or amount');
}
