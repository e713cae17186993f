/**
 * The paper exchange's working orders, evaluated against one closed candle (issue 36). Pure: the
 * server keeps the orders and the candles, calls `evaluateBar` once per order set and candle, and
 * applies the outcome. A candle only says open, high, low and close, not the path between them, so
 * whenever the path matters the rule is the pessimistic one (the worse outcome for the trader).
 *
 * The rules, as the user sees them explained:
 * 1. No look-ahead: an order is only evaluated against candles that open at or after the moment it
 *    was placed (`createdAtMs ≤ bar.openTime`); a candle that began before it is ignored.
 * 2. Expiry: an order whose `expiresAtMs ≤ bar.openTime` expires before the candle is looked at
 *    (listed in `expired`, never filled). A candle that opens before the expiry is evaluated whole.
 * 3. Stop and stop_loss: a sell stop (protecting a long, below the price) triggers when low ≤ stop
 *    and fills at the stop, or at the OPEN when the candle opens at or below it (a gap through the
 *    stop). A buy stop is the mirror: high ≥ stop, filled at max(open, stop).
 * 4. Limit and take_profit: a buy fills when low ≤ limit, at min(open, limit); a sell when
 *    high ≥ limit, at max(open, limit) — a gap through the limit in the trader's favour fills at
 *    the open.
 * 5. stop_limit: once its stop triggers (rule 3) it becomes a limit at `limitPrice` (an update with
 *    kind 'limit' and triggerPrice = limitPrice) that rests from the next candle. It fills in the
 *    triggering candle only if the candle's close is through the limit (sell: close ≥ limit; buy:
 *    close ≤ limit), at the limit — or at the stop's price when the limit was already marketable
 *    there (sell: max(stop fill, limit); buy: min).
 * 6. trailing_stop: with an activation price it waits until a candle reaches it (sell: high ≥ it;
 *    buy: low ≤ it). Activated during a candle, it starts trailing from that candle's high (sell) /
 *    low (buy) and can only fill from the next candle, since the candle may have made its low
 *    before the activation. Active from placement (no activation price) or activated at the open,
 *    without an extreme yet, it starts from the open. Then, each candle: the stop computed from the
 *    extreme BEFORE this candle is checked first (sell: low ≤ stop → fill at the stop, or at the
 *    open on a gap); only then the extreme moves with this candle's high (sell) / low (buy), and
 *    the new stop applies from the next candle. Stop = extreme ∓ distance, or extreme × (1 ∓ %/100).
 *    Every change of its state is returned in `updates`.
 * 7. One position, one candle: when a group's stop_loss or trailing_stop triggers in a candle in
 *    which one of its take_profits is also reached, the STOP fills ('Stop y objetivo tocados en la
 *    misma vela: se ejecuta el stop') and those take_profits do not. If several of the group's
 *    stops trigger, the one with the worse price fills. When a group's stop fills, every other
 *    order of the group is cancelled ('El stop cerró la posición').
 * 8. Breakeven: when a take_profit with `moveStopTo` fills (and no stop of its group did), the
 *    group's stop_loss orders move their stop to `moveStopTo` from the next candle — only when that
 *    tightens them (a stop already beyond it stays). With several, the tightest wins.
 * 9. Fill time: the candle's last millisecond (openTime + intervalMs − 1), or the open's time
 *    (openTime) when the fill is at the open because the candle opened through the price.
 * 10. An order missing the price its kind needs is cancelled, saying which.
 *
 * Prices are decimal text in and out: a fill at an order's or a candle's price returns that text
 * unchanged; a computed trailing stop is plain decimal text. One pass over the orders plus one to
 * settle groups: O(n), for 10,000 orders per candle.
 */
import Decimal from 'decimal.js';

export const WORKING_KINDS = [
  'limit',
  'stop',
  'stop_limit',
  'stop_loss',
  'take_profit',
  'trailing_stop',
] as const;
export type WorkingKind = (typeof WORKING_KINDS)[number];

export interface TrailState {
  /** Price distance, or */
  distance?: string;
  /** % of the extreme. */
  distancePercent?: string;
  /** Absent: active from placement. */
  activationPrice?: string;
  activated: boolean;
  /** Best price since activation (highest for a sell trailing stop; lowest for a buy one). */
  extreme?: string;
}

export interface WorkingOrder {
  id: string;
  side: 'buy' | 'sell';
  kind: WorkingKind;
  quantity: string;
  /** stop, stop_limit, stop_loss: the stop; take_profit and limit: the limit price. */
  triggerPrice?: string;
  /** stop_limit: the limit once triggered. */
  limitPrice?: string;
  /** trailing_stop. */
  trail?: TrailState;
  /** A position's protection: its stop_loss / trailing_stop / take_profits. */
  group?: string;
  /** take_profit only: when it fills, the group's stop_loss orders move their trigger here. */
  moveStopTo?: string;
  createdAtMs: number;
  expiresAtMs?: number;
}

export interface Bar {
  openTime: number;
  intervalMs: number;
  open: string;
  high: string;
  low: string;
  close: string;
}

export interface OrderFill {
  id: string;
  price: string;
  atMs: number;
  /** Spanish, shown to the user. */
  reason: string;
}
export interface OrderUpdate {
  id: string;
  triggerPrice?: string;
  kind?: WorkingKind;
  trail?: TrailState;
}
export interface BarOutcome {
  fills: OrderFill[];
  updates: OrderUpdate[];
  expired: string[];
  cancelled: { id: string; reason: string }[];
}

export const FILL_REASONS = {
  stop: 'Stop alcanzado',
  stopGapSell: 'Apertura por debajo del stop (hueco): se ejecuta a la apertura',
  stopGapBuy: 'Apertura por encima del stop (hueco): se ejecuta a la apertura',
  limit: 'Límite alcanzado',
  limitGapBuy: 'Apertura por debajo del límite: se ejecuta a la apertura',
  limitGapSell: 'Apertura por encima del límite: se ejecuta a la apertura',
  target: 'Objetivo alcanzado',
  targetGapBuy: 'Apertura por debajo del objetivo (hueco): se ejecuta a la apertura',
  targetGapSell: 'Apertura por encima del objetivo (hueco): se ejecuta a la apertura',
  stopLimit: 'Stop alcanzado y cierre de la vela a través del límite: se ejecuta al límite',
  trail: 'Stop dinámico alcanzado',
  trailGapSell: 'Apertura por debajo del stop dinámico (hueco): se ejecuta a la apertura',
  trailGapBuy: 'Apertura por encima del stop dinámico (hueco): se ejecuta a la apertura',
  stopOverTarget: 'Stop y objetivo tocados en la misma vela: se ejecuta el stop',
} as const;
export const STOP_CLOSED_POSITION = 'El stop cerró la posición';
export const INCOMPLETE_ORDER = {
  trigger: 'Orden incompleta: falta un precio de activación válido',
  limit: 'Orden incompleta: falta un precio límite válido',
  trail: 'Orden incompleta: falta una distancia válida para el stop dinámico',
} as const;

/** Enough digits that a percentage of a price is exact. */
const Exact = Decimal.clone({ precision: 60 });

/** A price as its decimal and its original text (returned unchanged when it is the fill). */
interface Price {
  d: Decimal;
  text: string;
}
interface Candle {
  open: Price;
  high: Price;
  low: Price;
  close: Price;
}
interface Fill {
  price: Price;
  atOpen: boolean;
  reason: string;
}
interface Result {
  fill?: Fill;
  update?: OrderUpdate;
  cancel?: string;
}
interface GroupState {
  /** Index of the stop that fills, if one triggered. */
  stop?: number;
  stopPrice?: Decimal;
  targetTouched: boolean;
  moveStopTo?: Price;
}

const EXPIRED: Result = {};
const NOTHING: Result = {};

function readPrice(text: string | undefined): Price | undefined {
  if (text === undefined) return undefined;
  try {
    const d = new Exact(text);
    return d.isFinite() && d.gt(0) ? { d, text } : undefined;
  } catch {
    return undefined; // not a number: the order is cancelled as incomplete
  }
}

const isStopKind = (kind: WorkingKind): boolean => kind === 'stop_loss' || kind === 'trailing_stop';

/** Rule 3: a stop at `stop` on `side`, or undefined when the candle does not reach it. */
function stopFill(
  sell: boolean,
  stop: Price,
  c: Candle,
  reasons: [string, string],
): Fill | undefined {
  if (sell ? c.low.d.gt(stop.d) : c.high.d.lt(stop.d)) return undefined;
  const gap = sell ? c.open.d.lte(stop.d) : c.open.d.gte(stop.d);
  return gap
    ? { price: c.open, atOpen: true, reason: reasons[1] }
    : { price: stop, atOpen: false, reason: reasons[0] };
}

/** Rule 4: a limit at `limit`, or undefined when the candle does not reach it. */
function limitFill(
  sell: boolean,
  limit: Price,
  c: Candle,
  reasons: [string, string],
): Fill | undefined {
  if (sell ? c.high.d.lt(limit.d) : c.low.d.gt(limit.d)) return undefined;
  const gap = sell ? c.open.d.gte(limit.d) : c.open.d.lte(limit.d);
  return gap
    ? { price: c.open, atOpen: true, reason: reasons[1] }
    : { price: limit, atOpen: false, reason: reasons[0] };
}

function stopLimit(o: WorkingOrder, sell: boolean, c: Candle): Result {
  const trigger = readPrice(o.triggerPrice);
  if (!trigger) return { cancel: INCOMPLETE_ORDER.trigger };
  const limit = readPrice(o.limitPrice);
  if (!limit) return { cancel: INCOMPLETE_ORDER.limit };
  const hit = stopFill(sell, trigger, c, ['', '']);
  if (!hit) return NOTHING;
  if (sell ? c.close.d.gte(limit.d) : c.close.d.lte(limit.d)) {
    const marketable = sell ? hit.price.d.gte(limit.d) : hit.price.d.lte(limit.d);
    const price = marketable ? hit.price : limit;
    return { fill: { price, atOpen: marketable && hit.atOpen, reason: FILL_REASONS.stopLimit } };
  }
  return { update: { id: o.id, kind: 'limit', triggerPrice: limit.text } };
}

function trailStop(sell: boolean, extreme: Decimal, t: TrailState): Price | undefined {
  const distance = readPrice(t.distance);
  let stop: Decimal;
  if (distance) stop = sell ? extreme.minus(distance.d) : extreme.plus(distance.d);
  else {
    const pct = readPrice(t.distancePercent);
    if (!pct) return undefined;
    const factor = sell ? new Exact(100).minus(pct.d) : pct.d.plus(100);
    stop = extreme.times(factor).div(100);
  }
  return { d: stop, text: stop.toFixed() };
}

function trailing(o: WorkingOrder, sell: boolean, c: Candle): Result {
  const t = o.trail;
  if (!t || (!readPrice(t.distance) && !readPrice(t.distancePercent)))
    return { cancel: INCOMPLETE_ORDER.trail };
  let extreme = readPrice(t.extreme);
  let changed = false;
  if (!t.activated && t.activationPrice !== undefined) {
    const activation = readPrice(t.activationPrice);
    if (!activation) return { cancel: INCOMPLETE_ORDER.trigger };
    if (sell ? c.high.d.lt(activation.d) : c.low.d.gt(activation.d)) return NOTHING;
    changed = true;
    if (sell ? c.open.d.lt(activation.d) : c.open.d.gt(activation.d)) {
      // Activated during the candle: its low may have come first, so no fill in this one.
      const from = sell ? c.high : c.low;
      return { update: { id: o.id, trail: { ...t, activated: true, extreme: from.text } } };
    }
    extreme = undefined; // activated at the open: it trails from the open
  }
  if (!extreme) {
    extreme = c.open;
    changed = true;
  }
  const stop = trailStop(sell, extreme.d, t);
  if (!stop) return { cancel: INCOMPLETE_ORDER.trail };
  const reasons: [string, string] = [
    FILL_REASONS.trail,
    sell ? FILL_REASONS.trailGapSell : FILL_REASONS.trailGapBuy,
  ];
  const fill = stopFill(sell, stop, c, reasons);
  if (fill) return { fill };
  const best = sell ? c.high : c.low;
  if (sell ? best.d.gt(extreme.d) : best.d.lt(extreme.d)) {
    extreme = best;
    changed = true;
  }
  if (!changed) return NOTHING;
  return { update: { id: o.id, trail: { ...t, activated: true, extreme: extreme.text } } };
}

function evaluateOrder(o: WorkingOrder, c: Candle): Result {
  const sell = o.side === 'sell';
  switch (o.kind) {
    case 'stop_limit':
      return stopLimit(o, sell, c);
    case 'trailing_stop':
      return trailing(o, sell, c);
    default: {
      const price = readPrice(o.triggerPrice);
      if (!price) return { cancel: INCOMPLETE_ORDER.trigger };
      let fill: Fill | undefined;
      if (o.kind === 'limit') {
        const gap = sell ? FILL_REASONS.limitGapSell : FILL_REASONS.limitGapBuy;
        fill = limitFill(sell, price, c, [FILL_REASONS.limit, gap]);
      } else if (o.kind === 'take_profit') {
        const gap = sell ? FILL_REASONS.targetGapSell : FILL_REASONS.targetGapBuy;
        fill = limitFill(sell, price, c, [FILL_REASONS.target, gap]);
      } else {
        const gap = sell ? FILL_REASONS.stopGapSell : FILL_REASONS.stopGapBuy;
        fill = stopFill(sell, price, c, [FILL_REASONS.stop, gap]);
      }
      return fill ? { fill } : NOTHING;
    }
  }
}

/** Notes a fill of a grouped order: the worst of its stops, or a reached take_profit. */
function noteGroupFill(g: GroupState, o: WorkingOrder, i: number, fill: Fill): void {
  const sell = o.side === 'sell';
  if (isStopKind(o.kind)) {
    const worse =
      g.stopPrice && (sell ? fill.price.d.lt(g.stopPrice) : fill.price.d.gt(g.stopPrice));
    if (g.stop === undefined || worse) {
      g.stop = i;
      g.stopPrice = fill.price.d;
    }
  } else if (o.kind === 'take_profit') {
    g.targetTouched = true;
    const to = readPrice(o.moveStopTo);
    // The stop protecting a long is a sell: the higher, the tighter.
    if (to && (!g.moveStopTo || (sell ? to.d.gt(g.moveStopTo.d) : to.d.lt(g.moveStopTo.d)))) {
      g.moveStopTo = to;
    }
  }
}

/** Evaluates every working order against one closed candle (rules in the file's comment). */
export function evaluateBar(orders: readonly WorkingOrder[], bar: Bar): BarOutcome {
  const out: BarOutcome = { fills: [], updates: [], expired: [], cancelled: [] };
  const c: Candle = {
    open: { d: new Exact(bar.open), text: bar.open },
    high: { d: new Exact(bar.high), text: bar.high },
    low: { d: new Exact(bar.low), text: bar.low },
    close: { d: new Exact(bar.close), text: bar.close },
  };
  const results: (Result | undefined)[] = new Array<Result | undefined>(orders.length);
  const groups = new Map<string, GroupState>();
  orders.forEach((o, i) => {
    if (o.expiresAtMs !== undefined && o.expiresAtMs <= bar.openTime) {
      results[i] = EXPIRED;
      out.expired.push(o.id);
      return;
    }
    if (o.createdAtMs > bar.openTime) return; // placed after this candle opened: not its candle
    const r = evaluateOrder(o, c);
    results[i] = r;
    if (o.group === undefined || !r.fill) return;
    let g = groups.get(o.group);
    if (!g) groups.set(o.group, (g = { targetTouched: false }));
    noteGroupFill(g, o, i, r.fill);
  });

  const end = bar.openTime + bar.intervalMs - 1;
  orders.forEach((o, i) => {
    const r = results[i];
    if (r === EXPIRED) return;
    const g = o.group === undefined ? undefined : groups.get(o.group);
    if (g?.stop !== undefined) {
      if (g.stop !== i) out.cancelled.push({ id: o.id, reason: STOP_CLOSED_POSITION });
      else if (r?.fill) {
        const reason = g.targetTouched ? FILL_REASONS.stopOverTarget : r.fill.reason;
        const atMs = r.fill.atOpen ? bar.openTime : end;
        out.fills.push({ id: o.id, price: r.fill.price.text, atMs, reason });
      }
      return;
    }
    if (r?.cancel) out.cancelled.push({ id: o.id, reason: r.cancel });
    else if (r?.fill) {
      const atMs = r.fill.atOpen ? bar.openTime : end;
      out.fills.push({ id: o.id, price: r.fill.price.text, atMs, reason: r.fill.reason });
    } else if (g?.moveStopTo && o.kind === 'stop_loss') {
      const to = g.moveStopTo;
      const stop = readPrice(o.triggerPrice);
      const tighter = stop && (o.side === 'sell' ? to.d.gt(stop.d) : to.d.lt(stop.d));
      if (tighter) out.updates.push({ id: o.id, triggerPrice: to.text });
    } else if (r?.update) out.updates.push(r.update);
  });
  return out;
}
