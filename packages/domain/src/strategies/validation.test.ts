import { describe, expect, it } from 'vitest';
import type { Candle } from '../market';
import {
  STRATEGY_MESSAGES,
  candleAt,
  strategyCodeError,
  validateStrategyResult,
} from './validation';
import { STRATEGY_TEMPLATES } from './templates';

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 0, 1);
const NOW = Date.UTC(2025, 5, 1);
const candles: Candle[] = [0, 1, 2].map((i) => ({
  openTime: T0 + i * HOUR,
  open: 100,
  high: 110,
  low: 90,
  close: 100 + i,
  volume: 1,
}));
const check = (result: unknown) =>
  validateStrategyResult(result, { candles, grouping: '1h', now: NOW });
const trade = (over: Record<string, unknown> = {}) => ({
  action: 'buy',
  price: 100,
  timestamp: T0,
  quantity: 1,
  ...over,
});

describe('strategy code (spec §5)', () => {
  it.each([
    ['', 'Strategy code cannot be empty'],
    ['   \n\t', 'Strategy code cannot be empty'],
    [undefined, 'Strategy code cannot be empty'],
    ['null', 'Strategy code is invalid (contains null/undefined as string)'],
    [' undefined ', 'Strategy code is invalid (contains null/undefined as string)'],
    ['function strat() { return [] }', 'Code must contain a function named "strategy"'],
    ['// function strategy() {}\nconst x = 1', 'Code must contain a function named "strategy"'],
  ])('%j → %s', (code, message) => {
    expect(strategyCodeError(code)).toBe(message);
  });

  it.each([
    'function strategy(candles, context) { return [] }',
    'async function strategy(c) { return [] }',
    'const strategy = (candles) => []',
    'let strategy = function (c) { return [] }',
    'var strategy = c => []',
  ])('accepts %s', (code) => expect(strategyCodeError(code)).toBeNull());

  it('accepts every template', () => {
    for (const t of STRATEGY_TEMPLATES) expect(strategyCodeError(t.code)).toBeNull();
  });
});

describe('strategy result (spec §5)', () => {
  it.each([undefined, null, {}, 'trades', 3])('%j is not an array', (result) => {
    expect(check(result)).toEqual({ ok: false, error: 'Strategy must return an array of trades' });
  });

  it.each([
    [[null], 'Trade at index 0 is not a valid object'],
    [[trade(), 5], 'Trade at index 1 is not a valid object'],
    [[trade(), trade(), []], 'Trade at index 2 is not a valid object'],
    [[trade({ action: 'hold' })], "Trade at index 0 has invalid action. Must be 'buy' or 'sell'"],
    [[trade({ action: 'BUY' })], "Trade at index 0 has invalid action. Must be 'buy' or 'sell'"],
    [[trade({ price: 0 })], 'Trade at index 0 has invalid price. Must be a positive number'],
    [[trade({ price: '100' })], 'Trade at index 0 has invalid price. Must be a positive number'],
    [[trade({ price: NaN })], 'Trade at index 0 has invalid price. Must be a positive number'],
    [
      [trade({ timestamp: -1 })],
      'Trade at index 0 has invalid timestamp. Must be a positive number',
    ],
    [
      [trade({ timestamp: '2025' })],
      'Trade at index 0 has invalid timestamp. Must be a positive number',
    ],
    // 1999-12-31: positive, but before the year 2000.
    [
      [trade({ timestamp: Date.UTC(1999, 11, 31) })],
      'Trade at index 0 has invalid timestamp. Must be a positive number',
    ],
    // More than a year after now.
    [
      [trade({ timestamp: NOW + 366 * 86_400_000 })],
      'Trade at index 0 has invalid timestamp. Must be a positive number',
    ],
    [[trade({ timestamp: T0 - 1 })], 'Trade at index 0 has timestamp outside history range'],
    // The last candle (T0 + 2h) closes at T0 + 3h.
    [[trade({ timestamp: T0 + 3 * HOUR })], 'Trade at index 0 has timestamp outside history range'],
    [[trade({ quantity: 0 })], 'Trade at index 0 has invalid quantity. Must be a positive number'],
    [
      [trade({ quantity: Infinity })],
      'Trade at index 0 has invalid quantity. Must be a positive number',
    ],
    // Reference close 100: 9.99 is under a tenth, 1000.01 over ten times.
    [[trade({ price: 9.99 })], STRATEGY_MESSAGES.unrealisticPrice(0)],
    [[trade({ price: 1000.01 })], STRATEGY_MESSAGES.unrealisticPrice(0)],
  ])('%j → %s', (result, error) => {
    expect(check(result)).toMatchObject({ ok: false, error });
  });

  it('answers the valid trades in time order, extra fields dropped', () => {
    const result = check([
      trade({ action: 'sell', timestamp: T0 + 2 * HOUR + 59 * 60_000, price: 1020, note: 'x' }),
      trade({ price: 10 }),
    ]);
    expect(result).toEqual({
      ok: true,
      trades: [
        { action: 'buy', price: 10, timestamp: T0, quantity: 1 },
        { action: 'sell', price: 1020, timestamp: T0 + 2 * HOUR + 59 * 60_000, quantity: 1 },
      ],
    });
  });

  it('refuses more than 10,000 trades, naming the cap; 10,000 pass', () => {
    const many = (n: number) => Array.from({ length: n }, () => trade());
    expect(check(many(10_001))).toEqual({
      ok: false,
      error: 'La estrategia devolvió más de 10.000 operaciones (máximo 10.000)',
    });
    expect(check(many(10_000)).ok).toBe(true);
  });

  it('an empty array is a valid result', () => {
    expect(check([])).toEqual({ ok: true, trades: [] });
  });

  it('finds the candle holding a time', () => {
    expect(candleAt(candles, T0 + HOUR + 5)?.openTime).toBe(T0 + HOUR);
    expect(candleAt(candles, T0 - 1)).toBeUndefined();
  });
});
