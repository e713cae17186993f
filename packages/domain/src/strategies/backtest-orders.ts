/**
 * The orders of a backtest (issue 36), executed as the paper exchange executes an alert's intent:
 * sized with order-sizing (`sizeOrder`, `targetOrder`, `reduceOnlyQuantity`) on the backtest's own
 * equity and position; a limit or stop entry the price has not reached rests; an entry that fills
 * hangs its protection on the position (`protectionFor`); resting entries and protection are
 * checked against each later candle by the paper engine's own `evaluateBar`. A strategy order
 * without an intent is a market order of its quantity at its price, as before.
 *
 * Not simulated (they concern a live account, not history): max_lag, max_slippage, leverage,
 * margin_mode and the exchange's price bands and lot steps.
 */
import Decimal from 'decimal.js';
import { applyTrade, FLAT, unrealized, type LedgerState } from '../ledger';
import type { Candle } from '../market';
import { hasProtection, protectionFor } from '../order-protection';
import { offsetPrice, type OrderIntent } from '../order-intent';
import { reduceOnlyQuantity, sizeOrder, targetOrder } from '../order-sizing';
import { evaluateBar, type WorkingKind, type WorkingOrder } from '../working-orders';
import type { StrategyTrade } from './validation';

export interface BacktestFill {
  action: 'buy' | 'sell';
  price: number;
  timestamp: number;
  quantity: number;
  fee: number;
  /** Realized PnL of this trade (0 unless it reduces a position), before fees. */
  realizedPnl: number;
  positionAfter: number;
  averagePriceAfter: number;
  closing: boolean;
  /** Issue 36: the working order that filled (absent on a strategy's market order). */
  kind?: WorkingKind;
  /** Why it filled (evaluateBar's words), with `kind`. */
  reason?: string;
}

/** A strategy order that placed nothing, or a working order that ended unfilled, and why. */
export interface BacktestSkip {
  timestamp: number;
  reason: string;
}

const PROTECTIVE: readonly WorkingKind[] = ['stop_loss', 'take_profit', 'trailing_stop'];
const isProtective = (o: WorkingOrder) => PROTECTIVE.includes(o.kind);
/** The paper exchange's sizing messages name the base coin; a backtest's symbol is not known here. */
const ASSET = 'unidades';

/** The part of an intent a resting entry keeps for when it fills: its protection. */
const protectionOnly = ({ stop_loss, take_profits, trailing_stop, breakeven }: OrderIntent) => {
  const then: OrderIntent = {
    ...(stop_loss ? { stop_loss } : {}),
    ...(take_profits ? { take_profits } : {}),
    ...(trailing_stop ? { trailing_stop } : {}),
    ...(breakeven !== undefined ? { breakeven } : {}),
  };
  return hasProtection(then) ? then : undefined;
};

/** The account of one backtest: its ledger, its counters and its working orders. */
export class BacktestBook {
  state: LedgerState = FLAT;
  realized = new Decimal(0);
  fees = new Decimal(0);
  invested = new Decimal(0);
  volume = new Decimal(0);
  grossProfit = new Decimal(0);
  grossLoss = new Decimal(0);
  wins = 0;
  closingTrades = 0;
  readonly fills: BacktestFill[] = [];
  readonly skipped: BacktestSkip[] = [];
  private orders: WorkingOrder[] = [];
  /** A resting entry's protection, by order id. */
  private readonly then = new Map<string, OrderIntent>();
  private sequence = 0;

  constructor(
    private readonly startingCapital: number,
    private readonly rate: Decimal,
    private readonly intervalMs: number,
  ) {}

  /** Cash: the starting capital plus realized PnL, less fees. */
  cash(): Decimal {
    return this.realized.minus(this.fees).plus(this.startingCapital);
  }

  /**
   * The working orders placed on earlier candles, against this one (before the strategy's orders
   * of this candle): fills executed in evaluateBar's order, then its updates, expiries and
   * cancellations applied.
   */
  evaluate(candle: Candle): void {
    if (this.orders.length === 0) return;
    const outcome = evaluateBar(this.orders, {
      openTime: candle.openTime,
      intervalMs: this.intervalMs,
      open: String(candle.open),
      high: String(candle.high),
      low: String(candle.low),
      close: String(candle.close),
    });
    const byId = new Map(this.orders.map((o) => [o.id, o]));
    const ended = new Set([
      ...outcome.fills.map((f) => f.id),
      ...outcome.expired,
      ...outcome.cancelled.map((c) => c.id),
    ]);
    const updates = new Map(outcome.updates.map((u) => [u.id, u]));
    this.orders = this.orders
      .filter((o) => !ended.has(o.id))
      .map((o) => {
        const u = updates.get(o.id);
        if (!u) return o;
        return {
          ...o,
          ...(u.triggerPrice ? { triggerPrice: u.triggerPrice } : {}),
          ...(u.kind ? { kind: u.kind } : {}),
          ...(u.trail ? { trail: u.trail } : {}),
        };
      });
    for (const id of outcome.expired) {
      this.then.delete(id);
      this.skipped.push({ timestamp: candle.openTime, reason: 'Orden caducada sin ejecutarse' });
    }
    for (const fill of outcome.fills) {
      const order = byId.get(fill.id)!;
      const intent = this.then.get(order.id);
      this.then.delete(order.id);
      let quantity = new Decimal(order.quantity);
      // A protective order is reduce-only (the paper exchange's fill signal says so).
      if (isProtective(order))
        quantity = reduceOnlyQuantity(this.state.position, order.side, quantity);
      if (quantity.lte(0)) continue; // the position it protected is already closed
      const at = { kind: order.kind, reason: fill.reason };
      this.execute(order.side, quantity, fill.price, fill.atMs, intent, at);
    }
  }

  /** A strategy's order of this candle. */
  order(trade: StrategyTrade): void {
    const intent = trade.intent;
    if (!intent) {
      this.execute(trade.action, new Decimal(trade.quantity), trade.price, trade.timestamp);
      return;
    }
    const skip = (reason: string) => this.skipped.push({ timestamp: trade.timestamp, reason });
    // A flat target cancels every working order of the market (the paper exchange does too).
    if (intent.target === 'flat') this.cancel(() => true);
    const type = intent.order_type ?? 'market';
    const price = new Decimal(trade.price);
    const sizedAt =
      type === 'limit' || type === 'stop_limit'
        ? new Decimal(intent.limit_price!)
        : type === 'stop'
          ? new Decimal(intent.stop_price!)
          : price;
    const position = this.state.position;
    let side = trade.action;
    let quantity = new Decimal(0);
    if (intent.target !== 'flat') {
      const equity = this.cash().plus(unrealized(this.state, price));
      const size = intent.size ?? {
        mode: 'base' as const,
        value: new Decimal(trade.quantity).toFixed(),
      };
      const sized = sizeOrder({
        mode: size.mode,
        value: size.value,
        side,
        price: sizedAt,
        equity,
        // What the open position does not hold, at this price.
        available: Decimal.max(0, equity.minus(position.abs().times(price))),
        position,
        ...(intent.stop_loss
          ? { stopPrice: offsetPrice(intent.stop_loss, sizedAt, side, 'stop') }
          : {}),
        feeRate: this.rate,
        asset: ASSET,
        exchange: 'backtest',
      });
      if (!sized.ok) return void skip(sized.message);
      quantity = sized.quantity;
    }
    if (intent.target) {
      const moved = targetOrder(position, intent.target, quantity);
      if (!moved) return void skip(`La posición ya es la objetivo (${intent.target})`);
      side = moved.side;
      quantity = moved.quantity;
    }
    if (intent.reduce_only) {
      quantity = reduceOnlyQuantity(position, side, quantity);
      if (quantity.lte(0)) return void skip('Solo reducir: la orden no reduce la posición');
    }
    const resting = this.restingEntry(intent, side, price, trade.timestamp);
    if (resting === 'refused') {
      return void skip(
        `La orden límite no se ejecuta al precio y su time_in_force no la deja esperar`,
      );
    }
    if (resting) {
      const id = String(this.sequence++);
      this.orders.push({ ...resting, id, side, quantity: quantity.toFixed() });
      const then = protectionOnly(intent);
      if (then) this.then.set(id, then);
      return;
    }
    this.execute(side, quantity, trade.price, trade.timestamp, intent);
  }

  /** As the paper exchange's restingEntry: one the price has reached executes now. */
  private restingEntry(
    intent: OrderIntent,
    side: 'buy' | 'sell',
    market: Decimal,
    now: number,
  ): Omit<WorkingOrder, 'id' | 'side' | 'quantity'> | 'refused' | undefined {
    const type = intent.order_type ?? 'market';
    if (type === 'market') return undefined;
    const placed = {
      createdAtMs: now,
      ...(intent.expire_after_seconds !== undefined
        ? { expiresAtMs: now + intent.expire_after_seconds * 1000 }
        : {}),
    };
    if (type === 'limit') {
      const limit = new Decimal(intent.limit_price!);
      if (side === 'buy' ? market.lte(limit) : market.gte(limit)) return undefined;
      if (intent.time_in_force === 'ioc' || intent.time_in_force === 'fok') return 'refused';
      return { kind: 'limit', triggerPrice: intent.limit_price!, ...placed };
    }
    const stop = new Decimal(intent.stop_price!);
    const reached = side === 'buy' ? market.gte(stop) : market.lte(stop);
    if (reached && type === 'stop') return undefined;
    if (reached) return { kind: 'limit', triggerPrice: intent.limit_price!, ...placed };
    return {
      kind: type,
      triggerPrice: intent.stop_price!,
      ...(type === 'stop_limit' ? { limitPrice: intent.limit_price! } : {}),
      ...placed,
    };
  }

  private cancel(which: (o: WorkingOrder) => boolean): void {
    this.orders = this.orders.filter((o) => {
      if (!which(o)) return true;
      this.then.delete(o.id);
      return false;
    });
  }

  /** One trade through the ledger, then the position's protection follows it. */
  private execute(
    side: 'buy' | 'sell',
    quantity: Decimal,
    price: Decimal.Value,
    timestamp: number,
    intent?: OrderIntent,
    from?: { kind: WorkingKind; reason: string },
  ): void {
    const before = this.state.position;
    const notional = quantity.times(price);
    const fee = notional.times(this.rate);
    const step = applyTrade(this.state, { side, quantity, price });
    this.state = step.state;
    this.realized = this.realized.plus(step.realized);
    this.fees = this.fees.plus(fee);
    this.invested = this.invested.plus(step.openedNotional);
    this.volume = this.volume.plus(notional);
    if (step.closing) {
      this.closingTrades++;
      if (step.realized.gt(0)) {
        this.wins++;
        this.grossProfit = this.grossProfit.plus(step.realized);
      } else this.grossLoss = this.grossLoss.plus(step.realized.neg());
    }
    this.fills.push({
      action: side,
      price: new Decimal(price).toNumber(),
      timestamp,
      quantity: quantity.toNumber(),
      fee: fee.toNumber(),
      realizedPnl: step.realized.toNumber(),
      positionAfter: this.state.position.toNumber(),
      averagePriceAfter: this.state.averagePrice.toNumber(),
      closing: step.closing,
      ...(from ?? {}),
    });
    if (this.orders.length > 0 || hasProtection(intent)) {
      this.follow(side, new Decimal(price), timestamp, before, intent);
    }
  }

  /**
   * As the paper exchange's order book after a trade: a flat target cancels every working order; a
   * closed position its protection; an entry that grew or flipped the position with protection
   * asked for replaces it (placed now, so checked from the next candle); otherwise protection on
   * the wrong side (a flip) is cancelled and the rest cut to the position's size.
   */
  private follow(
    side: 'buy' | 'sell',
    price: Decimal,
    timestamp: number,
    before: Decimal,
    intent: OrderIntent | undefined,
  ): void {
    if (intent?.target === 'flat') this.cancel(() => true);
    const after = this.state.position;
    if (after.isZero()) return this.cancel(isProtective);
    const flipped = !before.isZero() && after.isPositive() !== before.isPositive();
    const grew = after.abs().gt(before.abs()) && !flipped;
    if (hasProtection(intent) && (grew || flipped)) {
      this.cancel(isProtective);
      const group = `g${this.sequence++}`;
      const plans = protectionFor(intent, side, price, this.state.averagePrice, after, undefined);
      for (const p of plans) {
        this.orders.push({
          id: String(this.sequence++),
          side: p.side,
          kind: p.kind,
          quantity: p.quantity,
          ...(p.triggerPrice ? { triggerPrice: p.triggerPrice } : {}),
          ...(p.trail ? { trail: p.trail } : {}),
          ...(p.moveStopTo ? { moveStopTo: p.moveStopTo } : {}),
          group,
          createdAtMs: timestamp,
        });
      }
      return;
    }
    const closeSide = after.isPositive() ? 'sell' : 'buy';
    const size = after.abs();
    this.cancel((o) => isProtective(o) && o.side !== closeSide);
    for (const o of this.orders) {
      if (isProtective(o) && new Decimal(o.quantity).gt(size)) o.quantity = size.toFixed();
    }
  }
}
