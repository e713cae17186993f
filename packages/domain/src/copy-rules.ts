/**
 * A follower's rules for copying a leader (issue 37): how a copy is sized, which caps bound it and
 * when it is skipped. Pure: the caller reads the follower's price, positions and equity. A copy's
 * closing part (it reduces the follower's position) is never refused for price or caps; only its
 * opening part is bounded. With the default settings a copy is exactly the leader's quantity times
 * the multiplier, as before the rules existed.
 */
import Decimal from 'decimal.js';
import { formatExact } from './format';
import type { AmountLimits } from './market-limits';
import { MAX_AMOUNT, orderQuantity } from './order-rules';
import type { MarginMode } from './order-intent';
import { reduceOnlyQuantity } from './order-sizing';

export const COPY_SIZING_MODES = [
  'multiplier',
  'fixed_notional',
  'equity_ratio',
  'equity_pct',
] as const;
export type CopySizingMode = (typeof COPY_SIZING_MODES)[number];
export const BELOW_MINIMUM_ACTIONS = ['skip', 'round_up'] as const;
export type BelowMinimumAction = (typeof BELOW_MINIMUM_ACTIONS)[number];
/**
 * What the stop-copy rule does once the follower's drawdown reaches it: pause the link; close the
 * positions this link copied, then pause it; or close them and unfollow (delete the link).
 */
export const COPY_STOP_ACTIONS = ['pause', 'close_pause', 'unfollow'] as const;
export type CopyStopAction = (typeof COPY_STOP_ACTIONS)[number];

/** A copy link's rules, set by the receiver's owner. Amounts in the quote coin, as decimal text. */
export interface CopySettings {
  /**
   * multiplier: the leader's quantity × the link's multiplier; fixed_notional: `sizingValue` in
   * the quote coin per opening copy; equity_ratio: the leader's quantity × the follower's equity
   * over the leader's; equity_pct: `sizingValue` % of the follower's equity per opening copy.
   * Outside multiplier, a leader's close closes the same share of the follower's position.
   */
  sizing: CopySizingMode;
  sizingValue?: string | undefined;
  /** The most one copy may open, in the quote coin. */
  maxNotionalPerOrder?: string | undefined;
  /** The most the receiving account may hold open (gross, at the current price), in quote. */
  maxAllocation?: string | undefined;
  /** The most positions (assets with a non-zero position) the receiving account may hold. */
  maxOpenPositions?: number | undefined;
  /** When set and not empty, only these symbols are copied ('BTCUSDT'). */
  allowedSymbols?: string[] | undefined;
  /** These symbols are never opened. */
  refusedSymbols?: string[] | undefined;
  /** An opening copy is skipped when the follower's price is further than this % from the leader's fill. */
  maxSlippagePct?: string | undefined;
  /** Below the market's minimum: skip, or round up to the minimum when the caps allow it. */
  belowMinimum: BelowMinimumAction;
  /**
   * The stop-copy rule: once the follower's equity is this % below its high-water mark (its
   * highest since the rule was set or the link resumed), `stopAction` is taken.
   */
  stopDrawdownPct?: string | undefined;
  /** What the stop-copy rule does (pause when unset). */
  stopAction?: CopyStopAction | undefined;
  /** Futures and margin: the follower's own leverage for every copy, whatever the leader's. */
  leverage?: number | undefined;
  /** Futures and margin: the most leverage a copy may use; the leader's above it is cut to it. */
  maxLeverage?: number | undefined;
  /** Futures and margin: the follower's margin mode for every copy, whatever the leader's. */
  marginMode?: MarginMode | undefined;
}

export const DEFAULT_COPY_SETTINGS: CopySettings = { sizing: 'multiplier', belowMinimum: 'skip' };

/** Whether a link's rules need the follower's state (anything beyond the plain multiplier). */
export function hasCopyRules(s: CopySettings | undefined): boolean {
  if (!s) return false;
  return (
    s.sizing !== 'multiplier' ||
    s.belowMinimum !== 'skip' ||
    [s.maxNotionalPerOrder, s.maxAllocation, s.maxOpenPositions, s.maxSlippagePct].some(
      (v) => v !== undefined,
    ) ||
    (s.allowedSymbols?.length ?? 0) > 0 ||
    (s.refusedSymbols?.length ?? 0) > 0
  );
}

/**
 * A copy's leverage and margin mode: the link's own when it sets them, else the leader's alert's,
 * the leverage never above the link's maximum. Undefined: the follower's market keeps its own.
 */
export function copyLeverage(
  s: Pick<CopySettings, 'leverage' | 'maxLeverage' | 'marginMode'> | undefined,
  leader: { leverage?: number | undefined; margin_mode?: MarginMode | undefined } | undefined,
): { leverage?: number; marginMode?: MarginMode } {
  const asked = s?.leverage ?? leader?.leverage;
  const leverage =
    asked !== undefined && s?.maxLeverage !== undefined ? Math.min(asked, s.maxLeverage) : asked;
  const marginMode = s?.marginMode ?? leader?.margin_mode;
  return {
    ...(leverage !== undefined ? { leverage } : {}),
    ...(marginMode !== undefined ? { marginMode } : {}),
  };
}

/** The rule that cut or refused a copy, as the copy ledger names it. */
export const COPY_RULES = [
  'symbol_allowed',
  'symbol_refused',
  'slippage',
  'max_open_positions',
  'max_notional',
  'max_allocation',
  'below_minimum',
  'nothing_to_copy',
  'no_equity',
] as const;
export type CopyRule = (typeof COPY_RULES)[number];

/** What the leader did: one executed trade. */
export interface LeaderEvent {
  symbol: string;
  side: 'buy' | 'sell';
  /** The leader's executed quantity (> 0). */
  quantity: Decimal;
  /** The leader's fill price. */
  price: Decimal;
  /** The leader's signed position in the base coin before the trade. */
  positionBefore: Decimal;
  /** The leader's equity in the quote coin (equity_ratio). */
  equity?: Decimal | undefined;
}

/** The follower (the receiving account) now. */
export interface FollowerState {
  /** The follower's market price now (what its order would fill near). */
  price: Decimal;
  /** Signed position in the base coin (+long, −short). */
  position: Decimal;
  /** Assets with a non-zero position, this one included when held. */
  openPositions: number;
  /** Gross open notional in the quote coin at current prices (this position included). */
  exposure: Decimal;
  /** Equity in the quote coin (equity_ratio, equity_pct). */
  equity?: Decimal | undefined;
  /** The link's multiplier. */
  multiplier: Decimal;
  /** The market's amount step and minimum, when known. */
  limits?: AmountLimits | undefined;
}

/** Every figure a decision used, as plain decimal text. */
export type CopyFigures = Record<string, string>;

export type CopyDecision =
  | {
      outcome: 'copied' | 'scaled';
      side: 'buy' | 'sell';
      /** closing + opening, on the market's step. */
      quantity: Decimal;
      /** The part that reduces the follower's position. */
      closing: Decimal;
      /** The part that opens or adds. */
      opening: Decimal;
      /** Set when outcome is 'scaled': the rule that cut the opening part. */
      rule?: CopyRule;
      message: string;
      figures: CopyFigures;
    }
  | { outcome: 'skipped'; rule: CopyRule; message: string; figures: CopyFigures };

/** Sizes round down (as ./order-sizing): rounding never takes a copy past a cap. */
const Down = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN });
const ZERO = new Down(0);
const num = (v: Decimal.Value): Decimal => new Down(v.toString());
const plain = (d: Decimal.Value): string => new Decimal(d.toString()).toFixed();
/** A number in a message, as the reader writes it (es-ES: '0,00499', '1.250'). */
const say = (d: Decimal.Value): string => formatExact(plain(d));
/** a / b, down to 18 decimals (NUMERIC(38,18)); 0 without a positive divisor. */
const per = (a: Decimal, b: Decimal): Decimal =>
  b.gt(0) ? a.div(b).toDecimalPlaces(18, Decimal.ROUND_DOWN) : ZERO;

/** The follower's opening for the leader's opening part `ol`, outside the multiplier mode. */
function sizedOpening(
  s: CopySettings,
  leader: LeaderEvent,
  f: FollowerState,
  ol: Decimal,
  figures: CopyFigures,
): Decimal | 'no_equity' {
  const value = num(s.sizingValue ?? 0);
  const price = num(f.price);
  if (s.sizing !== 'equity_ratio') figures.sizingValue = plain(value);
  if (s.sizing === 'fixed_notional') return per(value, price);
  const equity = num(f.equity ?? 0);
  figures.equity = plain(equity);
  if (!equity.gt(0)) return 'no_equity';
  if (s.sizing === 'equity_pct') return per(equity.times(value).div(100), price);
  const leaderEquity = num(leader.equity ?? 0);
  figures.leaderEquity = plain(leaderEquity);
  if (!leaderEquity.gt(0)) return 'no_equity';
  return per(ol.times(equity), leaderEquity);
}

/**
 * The follower's copy of one leader trade under the link's rules. The closing part is never
 * refused; the opening part is sized by the mode, then bounded in this order: symbol lists,
 * slippage guard, open positions, notional per order, allocation, the market's minimum.
 */
export function decideCopy(
  settings: CopySettings,
  leader: LeaderEvent,
  follower: FollowerState,
): CopyDecision {
  const { side, symbol } = leader;
  const [q, lp, price] = [num(leader.quantity), num(leader.price), num(follower.price)];
  const position = num(follower.position);
  const has = num(reduceOnlyQuantity(position, side, position.abs()));
  const figures: CopyFigures = {
    sizing: settings.sizing,
    leaderQuantity: plain(q),
    leaderPrice: plain(lp),
    followerPrice: plain(price),
  };
  let rule: CopyRule | undefined;
  let nothingToClose = false;
  let closing = ZERO;
  let opening: Decimal;
  if (settings.sizing === 'multiplier') {
    figures.multiplier = plain(follower.multiplier);
    opening = q.times(num(follower.multiplier));
  } else {
    // The leader's close is copied as the same share of the follower's position.
    const leaderHeld = num(leader.positionBefore).abs();
    const cl = num(reduceOnlyQuantity(num(leader.positionBefore), side, q));
    nothingToClose = cl.gt(0) && has.isZero();
    if (cl.gt(0)) closing = cl.eq(leaderHeld) ? has : per(has.times(cl), leaderHeld);
    const sized = q.gt(cl) ? sizedOpening(settings, leader, follower, q.minus(cl), figures) : ZERO;
    if (sized === 'no_equity') rule = 'no_equity';
    opening = sized === 'no_equity' ? ZERO : sized;
  }
  // Whatever the mode, the part of the order that reduces the follower's position is a close.
  const requested = closing.plus(opening);
  closing = num(reduceOnlyQuantity(position, side, requested));
  opening = requested.minus(closing);
  figures.requested = plain(requested);
  const cut = (r: CopyRule, to: Decimal) => {
    if (!to.lt(opening)) return;
    rule ??= r;
    opening = to;
  };

  const allowed = settings.allowedSymbols ?? [];
  const key = symbol.toUpperCase();
  if (allowed.length > 0 && !allowed.includes(key)) cut('symbol_allowed', ZERO);
  if (settings.refusedSymbols?.includes(key)) cut('symbol_refused', ZERO);
  let slip = ZERO;
  if (opening.gt(0) && settings.maxSlippagePct !== undefined) {
    slip = lp.gt(0) ? price.minus(lp).abs().div(lp).times(100) : new Down(Infinity);
    figures.slippagePct = slip.isFinite() ? plain(slip.toDecimalPlaces(8)) : 'Infinity';
    figures.maxSlippagePct = plain(settings.maxSlippagePct);
    if (slip.gt(settings.maxSlippagePct)) cut('slippage', ZERO);
  }
  const maxOpen = settings.maxOpenPositions;
  if (opening.gt(0) && maxOpen !== undefined) {
    figures.openPositions = String(follower.openPositions);
    figures.maxOpenPositions = String(maxOpen);
    if (position.isZero() && follower.openPositions >= maxOpen) cut('max_open_positions', ZERO);
  }
  const maxNotional = settings.maxNotionalPerOrder ? num(settings.maxNotionalPerOrder) : undefined;
  if (opening.gt(0) && maxNotional) {
    figures.maxNotional = plain(maxNotional);
    if (opening.times(price).gt(maxNotional)) cut('max_notional', per(maxNotional, price));
  }
  const maxAllocation = settings.maxAllocation ? num(settings.maxAllocation) : undefined;
  const kept = num(follower.exposure).minus(closing.times(price));
  if (opening.gt(0) && maxAllocation) {
    figures.maxAllocation = plain(maxAllocation);
    figures.exposure = plain(follower.exposure);
    if (kept.plus(opening.times(price)).gt(maxAllocation)) {
      cut('max_allocation', Down.max(ZERO, per(maxAllocation.minus(kept), price)));
    }
  }

  let total = closing.plus(opening);
  const unrounded = total;
  const tooLarge = Boolean(follower.limits) && total.gt(MAX_AMOUNT);
  if (follower.limits && total.gt(0)) {
    const min = num(follower.limits.min);
    [figures.step, figures.min] = [plain(follower.limits.step), plain(min)];
    const checked = orderQuantity(total, follower.limits, { asset: symbol, exchange: '' });
    const up = min.minus(closing);
    if (checked.ok) {
      total = num(checked.quantity);
      closing = Down.min(closing, total);
      opening = total.minus(closing);
    } else if (
      !tooLarge &&
      opening.gt(0) &&
      up.gt(0) &&
      settings.belowMinimum === 'round_up' &&
      !maxNotional?.lt(up.times(price)) &&
      !maxAllocation?.lt(kept.plus(up.times(price)))
    ) {
      [rule, total, opening] = [rule ?? 'below_minimum', min, up];
    } else {
      [rule, total] = [tooLarge ? 'max_notional' : 'below_minimum', ZERO];
    }
  }
  if (total.isZero()) [closing, opening] = [ZERO, ZERO];
  Object.assign(figures, { closing: plain(closing), opening: plain(opening) });
  figures.quantity = plain(total);

  const reason: Record<CopyRule, string> = {
    symbol_allowed: `${symbol} no está entre los símbolos permitidos`,
    symbol_refused: `${symbol} está entre los símbolos excluidos`,
    slippage: `el precio se alejó ${slip.isFinite() ? formatExact(slip.toFixed(2, Decimal.ROUND_UP)) : '∞'} % del precio del emisor (máximo ${say(settings.maxSlippagePct ?? 0)} %)`,
    max_open_positions: `ya hay ${follower.openPositions} posiciones abiertas (máximo ${maxOpen})`,
    max_notional: tooLarge
      ? `la cantidad ${say(unrounded)} supera el máximo admitido (${MAX_AMOUNT})`
      : `el máximo por orden (${say(maxNotional ?? 0)}) no deja abrir nada`,
    max_allocation: `la exposición (${say(follower.exposure)}) no deja sitio en la asignación máxima (${say(maxAllocation ?? 0)})`,
    below_minimum: `la cantidad ${say(unrounded)} queda por debajo del mínimo del mercado (${say(follower.limits?.min ?? 0)})`,
    nothing_to_copy: nothingToClose
      ? 'la cuenta no tiene posición que cerrar'
      : 'la cantidad calculada es 0',
    no_equity: 'no hay capital con el que dimensionar',
  };
  if (total.isZero()) {
    const r = rule ?? 'nothing_to_copy';
    const head = r === 'nothing_to_copy' ? 'Nada que copiar' : 'Copia omitida';
    return { outcome: 'skipped', rule: r, message: `${head}: ${reason[r]}`, figures };
  }
  const dec = (d: Decimal) => new Decimal(plain(d));
  const [quantity, close, open] = [dec(total), dec(closing), dec(opening)];
  const copy = { side, quantity, closing: close, opening: open, figures };
  if (!rule)
    return { outcome: 'copied', ...copy, message: `Copiada: ${side} ${say(total)} ${symbol}` };
  const heads: Partial<Record<CopyRule, string>> = {
    max_notional: `Copia reducida al máximo por orden (${say(maxNotional ?? 0)})`,
    max_allocation: `Copia reducida a la asignación máxima (${say(maxAllocation ?? 0)})`,
    below_minimum: `Copia ajustada al mínimo del mercado (${say(follower.limits?.min ?? 0)})`,
  };
  const head = heads[rule] ?? `Copia reducida al cierre porque ${reason[rule]}`;
  const message = `${head}: ${say(total)} en vez de ${say(requested)}`;
  return { outcome: 'scaled', ...copy, rule, message };
}

export const COPY_STOP_LIVE =
  'La caída máxima aún no está disponible en cuentas reales: Pulso todavía no lee su saldo en el exchange';

/** Where a follower stands against its stop-copy rule. */
export interface CopyStopState {
  /** The high-water mark after this reading (never below the equity read). */
  highWater: Decimal;
  /** How far the equity is below the high-water mark, in % of it (0 at a new high). */
  drawdownPct: Decimal;
  reached: boolean;
}

/**
 * The stop-copy rule on one reading of the follower's equity: the high-water mark rises with the
 * equity, and the rule is reached when the equity is `limitPct` % or more below it. Equity at or
 * below zero with a positive high-water mark is a 100 % drawdown.
 */
export function copyStop(
  limitPct: Decimal.Value,
  equity: Decimal.Value,
  highWater: Decimal.Value | undefined,
): CopyStopState {
  const now = new Decimal(equity.toString());
  const high = Decimal.max(now, new Decimal((highWater ?? now).toString()));
  const drawdownPct = high.gt(0)
    ? Decimal.min(100, high.minus(now).div(high).times(100)).toDecimalPlaces(4, Decimal.ROUND_DOWN)
    : new Decimal(0);
  return {
    highWater: high,
    drawdownPct,
    reached: drawdownPct.gte(limitPct.toString()) && high.gt(0),
  };
}
