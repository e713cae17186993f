/**
 * Issue 36 scenarios: a strategy's orders carrying the webhook's intent fields, read with the
 * webhook's rules (validateStrategyOrders) and executed by the backtest with the paper engine's
 * (evaluateBar): brackets with breakeven, a resting limit entry, risk sizing, hostile orders.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { validateStrategyOrders } from '../api/strategy-orders';
import type { Candle } from '../market';
import { runBacktest } from './backtest';
import { STRATEGY_INTENT_FIELDS } from './validation';
import { alertIntentFields } from '../api/alert-intent';

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 0, 1);
const NOW = Date.UTC(2025, 5, 1);
/** [open, high, low, close] per hour from T0. */
const bars = (...ohlc: [number, number, number, number][]): Candle[] =>
  ohlc.map(([open, high, low, close], i) => ({
    openTime: T0 + i * HOUR,
    open,
    high,
    low,
    close,
    volume: 1,
  }));
/** What a strategy returns, validated as the sandbox does, then backtested. */
function backtest(candles: Candle[], orders: unknown[], feeRate = 0, startingCapital = 1000) {
  const checked = validateStrategyOrders(orders, { candles, grouping: '1h', now: NOW });
  if (!checked.ok) throw new Error(checked.error);
  return runBacktest({ candles, trades: checked.trades, grouping: '1h', startingCapital, feeRate });
}
const end = (candle: number) => T0 + (candle + 1) * HOUR - 1;

describe('a buy with stop_loss, two take_profits and breakeven', () => {
  // h0 buys 1 at 100: stop 95, targets 105 (50 %) and 110 (50 %), breakeven.
  // h1 reaches 105 (high 106, low 100.5): the first target fills at 105; the stop moves to 100.
  // h2 falls to 99 from 103: the stop, now at the entry, fills at 100; the 110 target is cancelled.
  const candles = bars(
    [100, 100, 100, 100],
    [101, 106, 100.5, 104],
    [103, 104, 99, 99.5],
    [99, 112, 99, 111],
  );
  const { fills, metrics } = backtest(
    candles,
    [
      {
        action: 'buy',
        price: 100,
        timestamp: T0,
        quantity: 1,
        stop_loss: 95,
        take_profit: [
          { price: 105, share: 50 },
          { price: 110, share: 50 },
        ],
        breakeven: true,
      },
    ],
    0.001,
  );

  it('fills the entry, the first target at its price, then the stop at the entry', () => {
    expect(
      fills.map(({ action, price, timestamp, quantity, kind }) => ({
        action,
        price,
        timestamp,
        quantity,
        kind,
      })),
    ).toEqual([
      { action: 'buy', price: 100, timestamp: T0, quantity: 1, kind: undefined },
      { action: 'sell', price: 105, timestamp: end(1), quantity: 0.5, kind: 'take_profit' },
      { action: 'sell', price: 100, timestamp: end(2), quantity: 0.5, kind: 'stop_loss' },
    ]);
    expect(fills[1]!.reason).toBe('Objetivo alcanzado');
    expect(fills[2]!.reason).toBe('Stop alcanzado');
  });

  it('realizes 0.5·(105 − 100) + 0.5·(100 − 100) = 2.5, less 0.001·(100 + 52.5 + 50) in fees', () => {
    expect(fills.map((f) => f.realizedPnl)).toEqual([0, 2.5, 0]);
    expect(metrics.realizedPnL).toBe(2.5);
    expect(metrics.fees).toBeCloseTo(0.2025, 12);
    expect(metrics.openPosition).toBe(0);
    // The 110 target went with the stop: h3's 112 fills nothing.
    expect(metrics.tradeCount).toBe(3);
  });
});

describe('a limit entry rests until a later candle reaches it', () => {
  // h0 asks to buy 2 at 97 while the price is 100; h1's low is 98; h2 opens 99 and trades down to
  // 96: the limit fills there at 97 (not at the open, which was above it).
  const candles = bars(
    [100, 100, 100, 100],
    [100, 101, 98, 99],
    [99, 99, 96, 98],
    [98, 99, 97, 99],
  );
  const { fills, metrics } = backtest(candles, [
    { action: 'buy', price: 100, timestamp: T0, quantity: 2, order_type: 'limit', limit_price: 97 },
  ]);

  it('fills at the limit, at the end of the candle that reached it', () => {
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({
      action: 'buy',
      price: 97,
      quantity: 2,
      timestamp: end(2),
      kind: 'limit',
      positionAfter: 2,
    });
    // Marked at 99: 2·(99 − 97).
    expect(metrics.unrealizedPnL).toBe(4);
  });

  it('a limit the price never reaches fills nothing, and one that expires says so', () => {
    const never = backtest(candles, [
      { action: 'buy', price: 100, timestamp: T0, quantity: 2, limit_price: 90 },
    ]);
    expect(never.fills).toEqual([]);
    const expiring = backtest(candles, [
      {
        action: 'buy',
        price: 100,
        timestamp: T0,
        quantity: 2,
        limit_price: 97,
        expire_after: 3600,
      },
    ]);
    expect(expiring.fills).toEqual([]);
    expect(expiring.skipped).toEqual([
      { timestamp: T0 + HOUR, reason: 'Orden caducada sin ejecutarse' },
    ]);
  });

  it('an entry of the same candle never sees that candle: working orders come first', () => {
    // h1 reaches 98, yet an order placed at h1 to buy at 98.5 waits for h2 (low 96, open 99).
    const { fills: later } = backtest(candles, [
      { action: 'buy', price: 99, timestamp: T0 + HOUR, quantity: 1, limit_price: 98.5 },
    ]);
    expect(later.map((f) => [f.price, f.timestamp])).toEqual([[98.5, end(2)]]);
  });
});

describe('a risk-sized order', () => {
  // Capital 1000, risk 1 % = 10 with the stop 5 % under the 100 entry (95), fee 0.1 %:
  // loss per unit = 5 + 0.001·100 + 0.001·95 = 5.195 → quantity = 10 / 5.195, cut down.
  const candles = bars([100, 100, 100, 100], [99, 99, 94, 94]);
  const { fills, metrics } = backtest(
    candles,
    [
      {
        action: 'buy',
        price: 100,
        timestamp: T0,
        size_type: 'risk_pct',
        size: 1,
        stop_loss: { percent: 5 },
      },
    ],
    0.001,
  );

  it('sizes from the budget and loses at most the budget at the stop, fees included', () => {
    const quantity = new Decimal(10).div(5.195).toDecimalPlaces(18, Decimal.ROUND_DOWN);
    expect(fills[0]!.quantity).toBe(quantity.toNumber());
    expect(fills[1]).toMatchObject({ action: 'sell', price: 95, kind: 'stop_loss' });
    expect(metrics.openPosition).toBe(0);
    expect(metrics.totalPnL).toBeLessThan(0);
    expect(metrics.totalPnL).toBeGreaterThanOrEqual(-10);
    expect(metrics.totalPnL).toBeCloseTo(-10, 9);
  });

  it('an order whose sizing is refused places nothing and says why', () => {
    const { fills: none, skipped } = backtest(candles, [
      { action: 'sell', price: 100, timestamp: T0, size_type: 'position_pct', size: 50 },
    ]);
    expect(none).toEqual([]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.reason).toMatch(/No hay posición abierta/);
  });

  it('target flat closes whatever the backtest holds', () => {
    const { fills: closed } = backtest(bars([100, 100, 100, 100], [100, 101, 99, 101]), [
      { action: 'buy', price: 100, timestamp: T0, quantity: 3 },
      { action: 'sell', price: 101, timestamp: T0 + HOUR, target: 'flat' },
    ]);
    expect(closed.map((f) => [f.action, f.quantity, f.positionAfter])).toEqual([
      ['buy', 3, 3],
      ['sell', 3, 0],
    ]);
  });
});

describe('strategy orders read with the webhook rules', () => {
  const candles = bars([100, 110, 90, 100]);
  const check = (order: Record<string, unknown>) =>
    validateStrategyOrders([{ action: 'buy', price: 100, timestamp: T0, quantity: 1, ...order }], {
      candles,
      grouping: '1h',
      now: NOW,
    });

  it('names the same fields as the webhook', () => {
    expect([...STRATEGY_INTENT_FIELDS].sort()).toEqual(Object.keys(alertIntentFields).sort());
  });

  it('an order without them is read exactly as before; null counts as left out', () => {
    const plain = { action: 'buy', price: 100, timestamp: T0, quantity: 1 };
    expect(check({})).toEqual({ ok: true, trades: [plain] });
    expect(check({ stop_loss: null, extra: 'x' })).toEqual({ ok: true, trades: [plain] });
  });

  it('carries the intent the webhook would store', () => {
    const read = check({
      stop_loss: { percent: 2 },
      take_profit: 110,
      order_type: 'LIMIT',
      limit_price: '99',
    });
    expect(read).toEqual({
      ok: true,
      trades: [
        {
          action: 'buy',
          price: 100,
          timestamp: T0,
          quantity: 1,
          intent: {
            order_type: 'limit',
            limit_price: '99',
            stop_loss: { percent: '2' },
            take_profits: [{ price: '110', share: '100' }],
          },
        },
      ],
    });
  });

  it.each<[string, Record<string, unknown>, string | RegExp]>([
    [
      'a thousand take-profits',
      { take_profit: Array.from({ length: 1000 }, () => ({ price: 110, share: 0.1 })) },
      'Trade at index 0 has invalid take_profit: El campo take_profit admite como mucho 6 objetivos',
    ],
    [
      'NUL in size_type',
      { size_type: 'base\u0000', size: 1 },
      /^Trade at index 0 has invalid size_type: /,
    ],
    ['NUL in a price', { limit_price: '99\u0000' }, /^Trade at index 0 has invalid limit_price: /],
    ['NUL in order_type', { order_type: 'limit\u0000', limit_price: 99 }, /invalid order_type/],
    ['an unknown bracket key', { stop_loss: { price: 95, evil: 1 } }, /invalid stop_loss/],
    ['a huge size', { size: '9'.repeat(100_000) }, /invalid size: /],
    ['a nested array', { trailing_stop: [[[[1]]]] }, /invalid trailing_stop/],
    ['a stop above a buy', { stop_loss: 120 }, /invalid stop_loss: .*por debajo/],
    ['risk sizing without a stop', { size_type: 'risk_pct' }, /invalid stop_loss: /],
    [
      'no quantity and no size',
      { quantity: undefined, stop_loss: 95 },
      'Trade at index 0 has invalid quantity. Must be a positive number',
    ],
  ])('refuses %s with the strategy-error message', (_, order, message) => {
    const read = check(order);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error).toMatch(message);
      expect(read.index).toBe(0);
    }
  });
});
