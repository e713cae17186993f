import { describe, expect, it } from 'vitest';
import { applyTrade, Decimal, FLAT, replay, unrealized, type LedgerStep } from './ledger';

const last = (steps: LedgerStep[]) => steps[steps.length - 1]!;
const n = (d: Decimal) => d.toNumber();

describe('ledger scenarios (DESIGN §7)', () => {
  it('buy and sell in parts', () => {
    const steps = replay([
      { side: 'buy', quantity: 2, price: 100 }, // P = 2, A = 100
      { side: 'sell', quantity: 1, price: 110 }, // closes 1: 1·(110 − 100) = +10; P = 1, A = 100
      { side: 'sell', quantity: 1, price: 90 }, //  closes 1: 1·(90 − 100) = −10; P = 0
    ]);
    expect(steps.map((s) => n(s.realized))).toEqual([0, 10, -10]);
    expect(steps.map((s) => s.closing)).toEqual([false, true, true]);
    expect(n(last(steps).state.position)).toBe(0);
    expect(n(last(steps).state.averagePrice)).toBe(0);
    expect(steps.map((s) => n(s.openedNotional))).toEqual([200, 0, 0]);
  });

  it('averaging up and down', () => {
    const steps = replay([
      { side: 'buy', quantity: 1, price: 100 }, // A = 100
      { side: 'buy', quantity: 1, price: 120 }, // A = (1·100 + 1·120) / 2 = 110
      { side: 'buy', quantity: 2, price: 80 }, //  A = (2·110 + 2·80) / 4 = 95
    ]);
    expect(steps.map((s) => n(s.state.averagePrice))).toEqual([100, 110, 95]);
    expect(n(last(steps).state.position)).toBe(4);
    expect(n(unrealized(last(steps).state, 100))).toBe(20); // 4·(100 − 95)
  });

  it('a short: sell first, buy back lower', () => {
    const steps = replay([
      { side: 'sell', quantity: 3, price: 50 }, // P = −3, A = 50
      { side: 'buy', quantity: 3, price: 40 }, //  closes 3: 3·(40 − 50)·(−1) = +30
    ]);
    expect(n(steps[0]!.state.position)).toBe(-3);
    expect(n(unrealized(steps[0]!.state, 45))).toBe(15); // −3·(45 − 50)
    expect(n(last(steps).realized)).toBe(30);
  });

  it('a long that flips to short in one trade', () => {
    const steps = replay([
      { side: 'buy', quantity: 1, price: 100 }, // P = 1, A = 100
      { side: 'sell', quantity: 3, price: 130 }, // closes 1: +30; the other 2 open a short at 130
    ]);
    const flip = last(steps);
    expect(n(flip.realized)).toBe(30);
    expect(flip.closing).toBe(true);
    expect(n(flip.state.position)).toBe(-2);
    expect(n(flip.state.averagePrice)).toBe(130);
    expect(n(flip.openedNotional)).toBe(260); // 2·130 opens the new position
  });

  it('keeps exact decimals where floats would drift', () => {
    const steps = replay([
      { side: 'buy', quantity: '0.1', price: '0.3' },
      { side: 'buy', quantity: '0.2', price: '0.3' },
      { side: 'sell', quantity: '0.3', price: '0.4' }, // 0.3·(0.4 − 0.3) = 0.03 exactly
    ]);
    expect(last(steps).realized.toString()).toBe('0.03');
  });

  it('refuses non-positive quantities and prices', () => {
    expect(() => applyTrade(FLAT, { side: 'buy', quantity: 0, price: 1 })).toThrow(RangeError);
    expect(() => applyTrade(FLAT, { side: 'buy', quantity: 1, price: -1 })).toThrow(RangeError);
    expect(() => applyTrade(FLAT, { side: 'buy', quantity: new Decimal(NaN), price: 1 })).toThrow(
      RangeError,
    );
  });
});
