import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/working-orders/series.json';
import {
  FILL_REASONS,
  INCOMPLETE_ORDER,
  STOP_CLOSED_POSITION,
  WORKING_KINDS,
  evaluateBar,
} from './working-orders';
import type { Bar, BarOutcome, OrderUpdate, WorkingOrder } from './working-orders';

// Hourly candles from 2024-06-03T00:00Z (fixtures/working-orders/series.json).
type SeriesName = keyof typeof fixture.series;
const H = fixture.intervalMs;
/** Candle i's open time, and its last millisecond (the time of a fill inside it). */
const T = (i: number): number => fixture.startMs + i * H;
const END = (i: number): number => T(i) + H - 1;

function bars(name: SeriesName): Bar[] {
  return fixture.series[name].map(([open = '', high = '', low = '', close = ''], i) => ({
    openTime: T(i),
    intervalMs: H,
    open,
    high,
    low,
    close,
  }));
}

const order = (o: Partial<WorkingOrder> & Pick<WorkingOrder, 'id' | 'side' | 'kind'>) => ({
  quantity: '1',
  createdAtMs: T(0),
  ...o,
});

/** Replays a series as the server would: fills, expiries and cancels leave, updates are applied. */
function replay(name: SeriesName, placed: WorkingOrder[]): BarOutcome[] {
  let working = placed;
  return bars(name).map((bar) => {
    const outcome = evaluateBar(working, bar);
    const gone = new Set([
      ...outcome.fills.map((f) => f.id),
      ...outcome.expired,
      ...outcome.cancelled.map((c) => c.id),
    ]);
    const updates = new Map(outcome.updates.map((u) => [u.id, u]));
    working = working
      .filter((o) => !gone.has(o.id))
      .map((o) => {
        const { id: _id, ...change } = updates.get(o.id) ?? ({ id: o.id } as OrderUpdate);
        return { ...o, ...change };
      });
    return outcome;
  });
}
const none: BarOutcome = { fills: [], updates: [], expired: [], cancelled: [] };

describe('stops (rule 3)', () => {
  it.each(['stop', 'stop_loss'] as const)(
    'a sell %s at 97.5 fills at 97.5 when the low (97) reaches it',
    (kind) => {
      const out = replay('drift-down', [
        order({ id: 's', side: 'sell', kind, triggerPrice: '97.5' }),
      ]);
      expect(out[0]).toEqual(none); // low 99 > 97.5
      // candle 1 opens at 100.5 (above the stop), dips to 97 ≤ 97.5: filled at the stop
      expect(out[1]?.fills).toEqual([
        { id: 's', price: '97.5', atMs: END(1), reason: FILL_REASONS.stop },
      ]);
    },
  );

  it('buy mirror: a buy stop_loss at 102.5 fills at 102.5 when the high (103) reaches it', () => {
    const out = replay('drift-up', [
      order({ id: 's', side: 'buy', kind: 'stop_loss', triggerPrice: '102.5' }),
    ]);
    expect(out[0]).toEqual(none);
    expect(out[1]?.fills).toEqual([
      { id: 's', price: '102.5', atMs: END(1), reason: FILL_REASONS.stop },
    ]);
  });

  it('a gap down through a sell stop at 97 fills at the open (95), at the open time', () => {
    const out = replay('gap-down', [
      order({ id: 's', side: 'sell', kind: 'stop', triggerPrice: '97' }),
    ]);
    expect(out[1]?.fills).toEqual([
      { id: 's', price: '95', atMs: T(1), reason: FILL_REASONS.stopGapSell },
    ]);
    expect(FILL_REASONS.stopGapSell).toBe(
      'Apertura por debajo del stop (hueco): se ejecuta a la apertura',
    );
  });

  it('buy mirror: a gap up through a buy stop at 103 fills at the open (105)', () => {
    const out = replay('gap-up', [
      order({ id: 's', side: 'buy', kind: 'stop', triggerPrice: '103' }),
    ]);
    expect(out[1]?.fills).toEqual([
      { id: 's', price: '105', atMs: T(1), reason: FILL_REASONS.stopGapBuy },
    ]);
  });
});

describe('limits and take profits (rule 4)', () => {
  it('a sell take_profit at 102 fills at 102 when the high (103) reaches it', () => {
    const out = replay('drift-up', [
      order({ id: 'tp', side: 'sell', kind: 'take_profit', triggerPrice: '102' }),
    ]);
    expect(out[0]).toEqual(none); // high 101 < 102
    expect(out[1]?.fills).toEqual([
      { id: 'tp', price: '102', atMs: END(1), reason: FILL_REASONS.target },
    ]);
  });

  it('buy mirror: a buy take_profit (and a buy limit) at 98 fill at 98 when the low (97) reaches it', () => {
    const out = replay('drift-down', [
      order({ id: 'tp', side: 'buy', kind: 'take_profit', triggerPrice: '98' }),
      order({ id: 'l', side: 'buy', kind: 'limit', triggerPrice: '98' }),
    ]);
    expect(out[1]?.fills).toEqual([
      { id: 'tp', price: '98', atMs: END(1), reason: FILL_REASONS.target },
      { id: 'l', price: '98', atMs: END(1), reason: FILL_REASONS.limit },
    ]);
  });

  it('a gap up through a sell take_profit at 103 fills at the better open (105)', () => {
    const out = replay('gap-up', [
      order({ id: 'tp', side: 'sell', kind: 'take_profit', triggerPrice: '103' }),
    ]);
    expect(out[1]?.fills).toEqual([
      { id: 'tp', price: '105', atMs: T(1), reason: FILL_REASONS.targetGapSell },
    ]);
  });

  it('buy mirror: a gap down through a buy take_profit at 97 fills at the better open (95)', () => {
    const out = replay('gap-down', [
      order({ id: 'tp', side: 'buy', kind: 'take_profit', triggerPrice: '97' }),
    ]);
    expect(out[1]?.fills).toEqual([
      { id: 'tp', price: '95', atMs: T(1), reason: FILL_REASONS.targetGapBuy },
    ]);
  });
});

describe('one group, one candle (rule 7)', () => {
  it('long: stop 95 and target 105 both inside 94–106 → the stop fills, the targets are cancelled', () => {
    const out = replay('wide', [
      order({ id: 'sl', side: 'sell', kind: 'stop_loss', triggerPrice: '95', group: 'p' }),
      order({ id: 'tp1', side: 'sell', kind: 'take_profit', triggerPrice: '105', group: 'p' }),
      order({ id: 'tp2', side: 'sell', kind: 'take_profit', triggerPrice: '108', group: 'p' }),
    ]);
    expect(out[1]).toEqual({
      fills: [{ id: 'sl', price: '95', atMs: END(1), reason: FILL_REASONS.stopOverTarget }],
      updates: [],
      expired: [],
      cancelled: [
        { id: 'tp1', reason: STOP_CLOSED_POSITION },
        { id: 'tp2', reason: STOP_CLOSED_POSITION },
      ],
    });
    expect(FILL_REASONS.stopOverTarget).toBe(
      'Stop y objetivo tocados en la misma vela: se ejecuta el stop',
    );
  });

  it('buy mirror (short): stop 105 and target 95 → the stop fills at 105', () => {
    const out = replay('wide', [
      order({ id: 'tp', side: 'buy', kind: 'take_profit', triggerPrice: '95', group: 'p' }),
      order({ id: 'sl', side: 'buy', kind: 'stop_loss', triggerPrice: '105', group: 'p' }),
    ]);
    expect(out[1]?.fills).toEqual([
      { id: 'sl', price: '105', atMs: END(1), reason: FILL_REASONS.stopOverTarget },
    ]);
    expect(out[1]?.cancelled).toEqual([{ id: 'tp', reason: STOP_CLOSED_POSITION }]);
  });

  it('two stops of a group triggered together: the worse price (lower, for a long) fills', () => {
    const out = replay('wide', [
      order({ id: 'a', side: 'sell', kind: 'stop_loss', triggerPrice: '97', group: 'p' }),
      order({ id: 'b', side: 'sell', kind: 'stop_loss', triggerPrice: '96', group: 'p' }),
    ]);
    expect(out[1]?.fills.map((f) => [f.id, f.price])).toEqual([['b', '96']]);
    expect(out[1]?.cancelled).toEqual([{ id: 'a', reason: STOP_CLOSED_POSITION }]);
  });
});

describe('trailing stop (rule 6)', () => {
  const trail = (side: 'buy' | 'sell', distance: Record<string, string>, activationPrice: string) =>
    order({
      id: 't',
      side,
      kind: 'trailing_stop',
      trail: { ...distance, activationPrice, activated: false },
    });

  it('sell, 2 below the high, activated at 102: activation, ratchet, fill at 104', () => {
    const out = replay('rally', [trail('sell', { distance: '2' }, '102')]);
    const state = { distance: '2', activationPrice: '102', activated: true };
    expect(out[0]).toEqual(none); // high 101 < 102: not active
    // candle 1 opens at 100.5 and reaches 102 during the candle: active, extreme = its high 103,
    // no fill in this candle (its low 100 may have come before the activation)
    expect(out[1]?.updates).toEqual([{ id: 't', trail: { ...state, extreme: '103' } }]);
    // candle 2: stop 103 − 2 = 101 checked first, low 101.5 > 101; then extreme → 105
    expect(out[2]).toEqual({
      ...none,
      updates: [{ id: 't', trail: { ...state, extreme: '105' } }],
    });
    // candle 3: stop 105 − 2 = 103, low 104 > 103; extreme → 106
    expect(out[3]?.updates).toEqual([{ id: 't', trail: { ...state, extreme: '106' } }]);
    // candle 4: stop 106 − 2 = 104, low 103 ≤ 104 and open 105.5 above it: filled at 104
    expect(out[4]).toEqual({
      ...none,
      fills: [{ id: 't', price: '104', atMs: END(4), reason: FILL_REASONS.trail }],
    });
  });

  it('sell, 2 % below the high: stops 100.94, 102.9, then 103.88 filled', () => {
    const out = replay('rally', [trail('sell', { distancePercent: '2' }, '102')]);
    // candle 2: 103 × 0.98 = 100.94 < low 101.5; candle 3: 105 × 0.98 = 102.9 < low 104;
    // candle 4: 106 × 0.98 = 103.88 ≥ low 103, open 105.5 above: filled at 103.88
    expect(out.slice(0, 4).flatMap((o) => o.fills)).toEqual([]);
    expect(out[4]?.fills).toEqual([
      { id: 't', price: '103.88', atMs: END(4), reason: FILL_REASONS.trail },
    ]);
  });

  it('buy mirror, 2 above the low, activated at 98: extreme 97 → 95 → 94, fill at 96', () => {
    const out = replay('slide', [trail('buy', { distance: '2' }, '98')]);
    const state = { distance: '2', activationPrice: '98', activated: true };
    expect(out[0]).toEqual(none); // low 99 > 98
    expect(out[1]?.updates).toEqual([{ id: 't', trail: { ...state, extreme: '97' } }]);
    // candle 2: stop 97 + 2 = 99 > high 98.5; extreme → 95. Candle 3: stop 97 > high 96; → 94
    expect(out[2]?.updates).toEqual([{ id: 't', trail: { ...state, extreme: '95' } }]);
    expect(out[3]?.updates).toEqual([{ id: 't', trail: { ...state, extreme: '94' } }]);
    // candle 4: stop 94 + 2 = 96 ≤ high 97, open 94.5 below it: filled at 96
    expect(out[4]?.fills).toEqual([
      { id: 't', price: '96', atMs: END(4), reason: FILL_REASONS.trail },
    ]);
  });

  it('buy mirror, 2 %: stops 98.94, 96.9, then 95.88 filled', () => {
    // 97 × 1.02 = 98.94 > high 98.5; 95 × 1.02 = 96.9 > high 96; 94 × 1.02 = 95.88 ≤ high 97
    const out = replay('slide', [trail('buy', { distancePercent: '2' }, '98')]);
    expect(out[4]?.fills).toEqual([
      { id: 't', price: '95.88', atMs: END(4), reason: FILL_REASONS.trail },
    ]);
  });

  it('active from placement: trails from the first open, the stop checked before the ratchet', () => {
    const t = order({
      id: 't',
      side: 'sell',
      kind: 'trailing_stop',
      trail: { distance: '1.5', activated: false },
    });
    const out = replay('rally', [t]);
    // candle 0: from the open 100, stop 98.5 < low 99; extreme → 101
    expect(out[0]?.updates).toEqual([
      { id: 't', trail: { distance: '1.5', activated: true, extreme: '101' } },
    ]);
    // candle 1: stop 99.5 < low 100; extreme → 103. Candle 2: stop 101.5 = low 101.5: filled
    expect(out[2]?.fills).toEqual([
      { id: 't', price: '101.5', atMs: END(2), reason: FILL_REASONS.trail },
    ]);
  });

  it('a gap through the trailing stop fills at the open', () => {
    const t = order({
      id: 't',
      side: 'sell',
      kind: 'trailing_stop',
      trail: { distance: '2', activated: true },
    });
    // candle 0: from 100, stop 98 < low 99, extreme → 101 (stop 99); candle 1 opens at 95 ≤ 99
    const out = replay('gap-down', [t]);
    expect(out[1]?.fills).toEqual([
      { id: 't', price: '95', atMs: T(1), reason: FILL_REASONS.trailGapSell },
    ]);
  });
});

describe('stop limit (rule 5)', () => {
  it('sell 98 / limit 97.5: triggered with the close (96.5) short of the limit, rests, fills later', () => {
    const out = replay('stall-down', [
      order({ id: 'sl', side: 'sell', kind: 'stop_limit', triggerPrice: '98', limitPrice: '97.5' }),
    ]);
    expect(out[0]).toEqual(none);
    // candle 1: low 96 ≤ 98 triggers; close 96.5 < 97.5 → a sell limit at 97.5
    expect(out[1]).toEqual({
      ...none,
      updates: [{ id: 'sl', kind: 'limit', triggerPrice: '97.5' }],
    });
    expect(out[2]).toEqual(none); // high 97 < 97.5
    // candle 3: high 98.2 ≥ 97.5, open 96.8 below: filled at the limit
    expect(out[3]?.fills).toEqual([
      { id: 'sl', price: '97.5', atMs: END(3), reason: FILL_REASONS.limit },
    ]);
  });

  it('buy mirror 102 / limit 102.5: rests after the close 103.5, fills at 102.5 later', () => {
    const out = replay('stall-up', [
      order({
        id: 'sl',
        side: 'buy',
        kind: 'stop_limit',
        triggerPrice: '102',
        limitPrice: '102.5',
      }),
    ]);
    expect(out[1]?.updates).toEqual([{ id: 'sl', kind: 'limit', triggerPrice: '102.5' }]);
    expect(out[2]).toEqual(none); // low 103 > 102.5
    expect(out[3]?.fills).toEqual([
      { id: 'sl', price: '102.5', atMs: END(3), reason: FILL_REASONS.limit },
    ]);
  });

  it('fills in the triggering candle when the close is through the limit', () => {
    const out = replay('drift-down', [
      // limit 97.5 already marketable at the stop 98: filled at 98
      order({ id: 'a', side: 'sell', kind: 'stop_limit', triggerPrice: '98', limitPrice: '97.5' }),
      // stop 97.5, limit 97.7 above it: close 97.8 ≥ 97.7, filled at the limit
      order({
        id: 'b',
        side: 'sell',
        kind: 'stop_limit',
        triggerPrice: '97.5',
        limitPrice: '97.7',
      }),
    ]);
    expect(out[1]?.fills).toEqual([
      { id: 'a', price: '98', atMs: END(1), reason: FILL_REASONS.stopLimit },
      { id: 'b', price: '97.7', atMs: END(1), reason: FILL_REASONS.stopLimit },
    ]);
  });
});

describe('breakeven after the first target (rule 8)', () => {
  it('long from 100: TP1 102 fills, the stop moves 97 → 100 and then fills at entry', () => {
    const out = replay('up-then-down', [
      order({ id: 'sl', side: 'sell', kind: 'stop_loss', triggerPrice: '97', group: 'p' }),
      order({
        id: 'tp1',
        side: 'sell',
        kind: 'take_profit',
        triggerPrice: '102',
        moveStopTo: '100',
        group: 'p',
        quantity: '0.5',
      }),
      order({
        id: 'tp2',
        side: 'sell',
        kind: 'take_profit',
        triggerPrice: '106',
        group: 'p',
        quantity: '0.5',
      }),
    ]);
    expect(out[0]).toEqual(none);
    // candle 1: high 102.5 ≥ 102 (open 100.5 below): TP1 at 102; the stop moves to 100
    expect(out[1]).toEqual({
      ...none,
      fills: [{ id: 'tp1', price: '102', atMs: END(1), reason: FILL_REASONS.target }],
      updates: [{ id: 'sl', triggerPrice: '100' }],
    });
    // candle 2: low 99.5 ≤ 100 (the old 97 would have held): out at entry, TP2 cancelled
    expect(out[2]).toEqual({
      ...none,
      fills: [{ id: 'sl', price: '100', atMs: END(2), reason: FILL_REASONS.stop }],
      cancelled: [{ id: 'tp2', reason: STOP_CLOSED_POSITION }],
    });
  });

  it('short mirror from 100: TP1 98 fills, the stop moves 103 → 100 and then fills at entry', () => {
    const out = replay('down-then-up', [
      order({ id: 'sl', side: 'buy', kind: 'stop_loss', triggerPrice: '103', group: 'p' }),
      order({
        id: 'tp1',
        side: 'buy',
        kind: 'take_profit',
        triggerPrice: '98',
        moveStopTo: '100',
        group: 'p',
      }),
      order({ id: 'tp2', side: 'buy', kind: 'take_profit', triggerPrice: '94', group: 'p' }),
    ]);
    expect(out[1]?.fills.map((f) => [f.id, f.price])).toEqual([['tp1', '98']]);
    expect(out[1]?.updates).toEqual([{ id: 'sl', triggerPrice: '100' }]);
    expect(out[2]?.fills.map((f) => [f.id, f.price])).toEqual([['sl', '100']]); // high 100.5
    expect(out[2]?.cancelled).toEqual([{ id: 'tp2', reason: STOP_CLOSED_POSITION }]);
  });

  it('never loosens a stop already beyond the breakeven price', () => {
    const out = replay('up-then-down', [
      order({ id: 'sl', side: 'sell', kind: 'stop_loss', triggerPrice: '101', group: 'p' }),
      order({
        id: 'tp',
        side: 'sell',
        kind: 'take_profit',
        triggerPrice: '102',
        moveStopTo: '100',
        group: 'p',
      }),
    ]);
    expect(out[1]?.updates).toEqual([]);
  });
});

describe('expiry and look-ahead (rules 1, 2)', () => {
  it('a buy limit 95 expiring when candle 1 opens never fills, though candle 1 falls to 93', () => {
    const out = replay('gap-down', [
      order({ id: 'x', side: 'buy', kind: 'limit', triggerPrice: '95', expiresAtMs: T(1) }),
      order({ id: 'y', side: 'buy', kind: 'limit', triggerPrice: '95', expiresAtMs: T(1) + 1 }),
    ]);
    expect(out[1]?.expired).toEqual(['x']);
    expect(out[1]?.fills).toEqual([
      { id: 'y', price: '95', atMs: T(1), reason: FILL_REASONS.limitGapBuy },
    ]);
  });

  it('sell mirror: a sell limit 105 expiring at candle 1 never fills', () => {
    const out = replay('gap-up', [
      order({ id: 'x', side: 'sell', kind: 'limit', triggerPrice: '105', expiresAtMs: T(1) }),
    ]);
    expect(out[1]).toEqual({ ...none, expired: ['x'] });
  });

  it('a sell stop placed mid-candle ignores that candle (low 97) and fills in the next', () => {
    const out = replay('drift-down', [
      order({
        id: 'late',
        side: 'sell',
        kind: 'stop',
        triggerPrice: '97.5',
        createdAtMs: T(1) + 1_800_000,
      }),
      order({ id: 'onTime', side: 'sell', kind: 'stop', triggerPrice: '97.5', createdAtMs: T(1) }),
    ]);
    expect(out[1]?.fills.map((f) => f.id)).toEqual(['onTime']);
    expect(out[2]?.fills).toEqual([
      { id: 'late', price: '97.5', atMs: END(2), reason: FILL_REASONS.stop },
    ]);
  });

  it('buy mirror: a buy stop placed mid-candle 1 (high 103) fills in candle 2 at 102.5', () => {
    const out = replay('drift-up', [
      order({
        id: 'late',
        side: 'buy',
        kind: 'stop',
        triggerPrice: '102.5',
        createdAtMs: T(1) + 1,
      }),
    ]);
    expect(out[1]).toEqual(none);
    expect(out[2]?.fills).toEqual([
      { id: 'late', price: '102.5', atMs: END(2), reason: FILL_REASONS.stop },
    ]);
  });
});

it('cancels an order missing the price its kind needs', () => {
  const out = replay('gap-down', [
    order({ id: 'a', side: 'sell', kind: 'stop_loss' }),
    order({ id: 'b', side: 'sell', kind: 'stop_limit', triggerPrice: '97', limitPrice: 'x' }),
    order({ id: 'c', side: 'sell', kind: 'trailing_stop', trail: { activated: true } }),
  ]);
  expect(out[0]?.cancelled).toEqual([
    { id: 'a', reason: INCOMPLETE_ORDER.trigger },
    { id: 'b', reason: INCOMPLETE_ORDER.limit },
    { id: 'c', reason: INCOMPLETE_ORDER.trail },
  ]);
});

describe('properties', () => {
  const cents = fc.integer({ min: 1, max: 20_000 });
  const text = (n: number): string => (n / 100).toFixed(2);
  const barArb = fc
    .tuple(fc.array(cents, { minLength: 4, maxLength: 4 }), fc.boolean())
    .map(([four, swap]): Bar => {
      const [low = 1, a = 1, b = 1, high = 1] = [...four].sort((x, y) => x - y);
      const [open, close] = swap ? [b, a] : [a, b];
      return {
        openTime: T(5),
        intervalMs: H,
        open: text(open),
        high: text(high),
        low: text(low),
        close: text(close),
      };
    });
  const orderArb = fc
    .record({
      side: fc.constantFrom('buy' as const, 'sell' as const),
      kind: fc.constantFrom(...WORKING_KINDS),
      trigger: cents,
      limit: cents,
      moveTo: fc.option(cents, { nil: undefined }),
      group: fc.constantFrom('g1', 'g2', undefined),
      createdAtMs: fc.constantFrom(T(4), T(5), T(5) + 1),
      expiresAtMs: fc.constantFrom(undefined, T(5), T(6)),
      trail: fc.record({
        distance: fc.option(cents.map(text), { nil: undefined }),
        distancePercent: fc.option(fc.integer({ min: 1, max: 50 }).map(String), { nil: undefined }),
        activationPrice: fc.option(cents.map(text), { nil: undefined }),
        activated: fc.boolean(),
        extreme: fc.option(cents.map(text), { nil: undefined }),
      }),
    })
    .map((r): Omit<WorkingOrder, 'id'> => ({
      side: r.side,
      kind: r.kind,
      quantity: '1',
      triggerPrice: text(r.trigger),
      limitPrice: text(r.limit),
      trail: r.trail,
      group: r.group,
      moveStopTo: r.moveTo === undefined ? undefined : text(r.moveTo),
      createdAtMs: r.createdAtMs,
      expiresAtMs: r.expiresAtMs,
    }));
  const ordersArb = fc
    .array(orderArb, { maxLength: 12 })
    .map((os) => os.map((o, i): WorkingOrder => ({ ...o, id: `o${i}` })));

  it('every fill lies within its candle; a group never fills a stop and a target together', () => {
    fc.assert(
      fc.property(barArb, ordersArb, (bar, orders) => {
        const out = evaluateBar(orders, bar);
        const byId = new Map(orders.map((o) => [o.id, o]));
        for (const f of out.fills) {
          expect(Number(f.price)).toBeGreaterThanOrEqual(Number(bar.low));
          expect(Number(f.price)).toBeLessThanOrEqual(Number(bar.high));
          expect([bar.openTime, bar.openTime + bar.intervalMs - 1]).toContain(f.atMs);
        }
        const filled = out.fills.map((f) => byId.get(f.id));
        for (const group of ['g1', 'g2']) {
          const kinds = filled.filter((o) => o?.group === group).map((o) => o?.kind);
          const stops = kinds.filter((k) => k === 'stop_loss' || k === 'trailing_stop').length;
          expect(stops).toBeLessThanOrEqual(1);
          if (stops === 1) expect(kinds).toHaveLength(1);
        }
        // each order ends in at most one of fills / expired / cancelled / updates
        const ids = [
          ...out.fills.map((f) => f.id),
          ...out.expired,
          ...out.cancelled.map((c) => c.id),
          ...out.updates.map((u) => u.id),
        ];
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 2000 },
    );
  });
});
