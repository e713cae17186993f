import {
  amountLimits,
  Decimal,
  formatExact,
  MAX_LEVERAGE,
  offsetPrice,
  orderQuantity,
  reduceOnlyQuantity,
  sizeOrder,
  targetOrder,
  type ExchangeCode,
  type OrderIntent,
} from '@pulso/domain';
import { StepFailure } from './gateways/gateway';
import { MARGIN_LEVERAGE } from './gateways/paper-book';

/**
 * What an alert's intent (issue 36) comes to at VALIDATION, on the account's position and
 * balance: an order to place now, an order that waits for its price (a limit or stop entry), or
 * nothing (the account already holds the target, or there is nothing to reduce). Pure: the
 * pipeline reads the figures and writes what this decides.
 */

/** What the account holds of the pair, read before sizing. */
export interface IntentHoldings {
  /** Signed position in the base coin (the ledger's). */
  position: Decimal;
  /** Equity in the quote coin (paper: the quote balance plus the pair's position at the price). */
  equity: Decimal;
  /** Free quote balance. */
  available: Decimal;
}

export interface IntentContext {
  action: 'buy' | 'sell';
  /** The alert's quantity (`contracts`), when it sent one. */
  contracts: string;
  /** The alert's price ({{close}}). */
  close: Decimal;
  /** The market's price now, when known. */
  market: Decimal | undefined;
  holdings: IntentHoldings;
  feeRate: Decimal;
  accountType: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
  exchange: ExchangeCode;
  base: string;
  /** The quote coin ('USDT'): the sizing's amounts are said in it. */
  quote: string;
  /** Epoch ms now (an alert's own maximum lag) and the alert's time. */
  now: number;
  time: number;
}

/** A limit or stop entry that rests until the market reaches it. */
export interface RestingEntry {
  kind: 'limit' | 'stop' | 'stop_limit';
  triggerPrice: string;
  limitPrice?: string | undefined;
  expiresAt?: Date | undefined;
}

export type IntentDecision =
  | {
      kind: 'order';
      side: 'buy' | 'sell';
      quantity: Decimal;
      figures: Record<string, string>;
      explanation: string;
      /** A marketable limit: fills now, at no worse than this price. */
      limit?: Decimal | undefined;
    }
  | {
      kind: 'rest';
      side: 'buy' | 'sell';
      quantity: Decimal;
      entry: RestingEntry;
      figures: Record<string, string>;
      explanation: string;
    }
  | { kind: 'none'; message: string; figures: Record<string, string> };

/** The bands a limit or stop price must fall in, around the market's price (as exchanges do). */
export const PRICE_BANDS = { low: new Decimal('0.2'), high: new Decimal(5) };

const say = (d: Decimal) => formatExact(d.toDecimalPlaces(8));
const fail = (field: string, message: string, figures: Record<string, string> = {}) =>
  new StepFailure(message, { field, ...figures });

/** Refusals that need the market or the account (the webhook refused what the alert alone shows). */
function checkMarketRules(intent: OrderIntent, c: IntentContext): void {
  if (intent.max_lag_seconds !== undefined && c.now - c.time > intent.max_lag_seconds * 1000) {
    throw fail(
      'max_lag',
      `La alerta llegó ${Math.round((c.now - c.time) / 1000)} s tarde y el campo max_lag admite ${intent.max_lag_seconds} s: no se ejecuta`,
    );
  }
  if (intent.max_slippage_percent !== undefined && c.market) {
    const moved = c.market.minus(c.close).abs().div(c.close).times(100);
    if (moved.gt(intent.max_slippage_percent)) {
      throw fail(
        'max_slippage',
        `El precio de mercado (${say(c.market)}) se aleja un ${say(moved.toDecimalPlaces(2))} % del de la alerta (${say(c.close)}), más que el ${say(new Decimal(intent.max_slippage_percent))} % del campo max_slippage`,
        { market: c.market.toString(), close: c.close.toString() },
      );
    }
  }
  if (intent.leverage !== undefined) {
    if (c.accountType === 'spot') {
      throw fail('leverage', 'El campo leverage solo se aplica a cuentas de margen o de futuros');
    }
    const max = c.accountType === 'future' ? MAX_LEVERAGE : MARGIN_LEVERAGE[c.accountType];
    if (intent.leverage > max) {
      throw fail(
        'leverage',
        `El campo leverage (${intent.leverage}) supera el máximo del mercado (${max}x)`,
      );
    }
  }
  if (intent.margin_mode !== undefined && c.accountType === 'spot') {
    throw fail(
      'margin_mode',
      'El campo margin_mode solo se aplica a cuentas de margen o de futuros',
    );
  }
  const reference = c.market ?? c.close;
  for (const field of ['limit_price', 'stop_price'] as const) {
    const value = intent[field];
    if (value === undefined) continue;
    const price = new Decimal(value);
    if (price.lt(reference.times(PRICE_BANDS.low)) || price.gt(reference.times(PRICE_BANDS.high))) {
      throw fail(
        field,
        `El campo ${field} (${say(price)}) está fuera de la banda de precios del mercado: entre ${say(reference.times(PRICE_BANDS.low))} y ${say(reference.times(PRICE_BANDS.high))}`,
      );
    }
  }
}

/** The alert's stop-loss as a price, for an entry at `price` on `side` (risk sizing needs it). */
export function stopPriceOf(intent: OrderIntent, price: Decimal, side: 'buy' | 'sell') {
  return intent.stop_loss ? offsetPrice(intent.stop_loss, price, side, 'stop') : undefined;
}

/**
 * The quantity and side the intent asks for: sized (any mode), then moved to a target position,
 * or cut to what reduces the position (reduce-only).
 */
export function resolveIntent(intent: OrderIntent, c: IntentContext): IntentDecision {
  checkMarketRules(intent, c);
  const type = intent.order_type ?? 'market';
  const sizedAt =
    type === 'limit' || type === 'stop_limit'
      ? new Decimal(intent.limit_price!)
      : type === 'stop'
        ? new Decimal(intent.stop_price!)
        : (c.market ?? c.close);
  const limits = amountLimits(c.exchange, c.base);
  const { position } = c.holdings;
  let side = c.action;
  let quantity: Decimal | undefined;
  let figures: Record<string, string> = {};
  let explanation = '';

  if (intent.target !== 'flat') {
    const size = intent.size ?? { mode: 'base' as const, value: c.contracts };
    const sized = sizeOrder({
      mode: size.mode,
      value: size.value,
      side,
      price: sizedAt,
      equity: c.holdings.equity,
      available: c.holdings.available,
      position,
      stopPrice: stopPriceOf(intent, sizedAt, side),
      feeRate: c.feeRate,
      limits,
      asset: c.base,
      exchange: c.exchange,
      quote: c.quote,
    });
    if (!sized.ok) throw fail(sized.field, sized.message, sized.figures);
    quantity = sized.quantity;
    figures = sized.figures;
    explanation = sized.explanation;
  }

  if (intent.target) {
    const wanted = intent.target === 'flat' ? new Decimal(0) : quantity!;
    const order = targetOrder(position, intent.target, wanted);
    const at = { position: position.toString(), target: intent.target, ...figures };
    if (!order) {
      return {
        kind: 'none',
        message: `La cuenta ya tiene la posición objetivo (${intent.target}, ${say(position)} ${c.base}): no se envía ninguna orden`,
        figures: at,
      };
    }
    side = order.side;
    quantity = order.quantity;
    figures = { ...at, closes: order.closes.toString(), opens: order.opens.toString() };
    explanation = `Posición ${say(position)} ${c.base} → objetivo ${intent.target}: ${side} ${say(quantity)} (cierra ${say(order.closes)}, abre ${say(order.opens)})`;
    if (limits) {
      const checked = orderQuantity(quantity, limits, { asset: c.base, exchange: c.exchange });
      if (!checked.ok) throw fail('target', checked.message, figures);
      quantity = checked.quantity;
    }
  }

  if (intent.reduce_only) {
    const reduced = reduceOnlyQuantity(position, side, quantity!);
    if (reduced.lte(0)) {
      return {
        kind: 'none',
        message: `Solo reducir: la posición es ${say(position)} ${c.base} y la orden no la reduce; no se envía ninguna orden`,
        figures: { position: position.toString(), ...figures },
      };
    }
    if (!reduced.eq(quantity!)) {
      figures = { ...figures, requested: quantity!.toString(), reduced: reduced.toString() };
      explanation = `${explanation}; solo reducir: ${say(reduced)} (la posición es ${say(position)})`;
      quantity = reduced;
    }
  }

  const resting = restingEntry(intent, side, c);
  if (resting)
    return { kind: 'rest', side, quantity: quantity!, entry: resting, figures, explanation };
  return {
    kind: 'order',
    side,
    quantity: quantity!,
    figures,
    explanation,
    ...(type === 'limit' ? { limit: new Decimal(intent.limit_price!) } : {}),
  };
}

/**
 * A limit or stop entry the market has not reached rests as a working order; one it has reached
 * (a buy limit at or above the market, a buy stop at or below it) executes now.
 */
function restingEntry(
  intent: OrderIntent,
  side: 'buy' | 'sell',
  c: IntentContext,
): RestingEntry | undefined {
  const type = intent.order_type ?? 'market';
  if (type === 'market') return undefined;
  const market = c.market ?? c.close;
  const expiresAt =
    intent.expire_after_seconds !== undefined
      ? new Date(c.now + intent.expire_after_seconds * 1000)
      : undefined;
  if (type === 'limit') {
    const limit = new Decimal(intent.limit_price!);
    const marketable = side === 'buy' ? market.lte(limit) : market.gte(limit);
    if (marketable) return undefined;
    if (intent.time_in_force === 'ioc' || intent.time_in_force === 'fok') {
      throw fail(
        'time_in_force',
        `La orden límite (${say(limit)}) no se puede ejecutar ahora al precio de mercado (${say(market)}) y su time_in_force (${intent.time_in_force}) no la deja esperar`,
      );
    }
    return { kind: 'limit', triggerPrice: limit.toString(), expiresAt };
  }
  const stop = new Decimal(intent.stop_price!);
  const reached = side === 'buy' ? market.gte(stop) : market.lte(stop);
  if (reached && type === 'stop') return undefined;
  return {
    kind: reached ? 'limit' : type,
    triggerPrice: reached ? intent.limit_price! : stop.toString(),
    limitPrice: type === 'stop_limit' && !reached ? intent.limit_price : undefined,
    expiresAt,
  };
}

// Issue 36: the protection rules live in the domain, so the backtest places the same orders.
export { hasProtection, protectionFor, type ProtectionPlan } from '@pulso/domain';
