import {
  EXCHANGES,
  GROUPINGS,
  SUPPORTED_SYMBOLS,
  aggregateCandles,
  candleOpenTime,
  groupingIntervalMs,
  type Candle,
  type Grouping,
} from '@pulso/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COINS, REFERENCE_DATE } from './params';
import { SIMULATED_HISTORY_START_MS, SimulatedMarket } from './simulated-market';

const NOW = Date.parse('2025-11-19T15:42:17.250Z');
const HOUR = 3_600_000;
const DAY = 86_400_000;

const symbol = fc.constantFrom(...SUPPORTED_SYMBOLS);
const exchange = fc.constantFrom(...EXCHANGES);
const grouping = fc.constantFrom(...GROUPINGS);
const instant = fc.integer({ min: SIMULATED_HISTORY_START_MS, max: NOW });

/** Every (fine, coarse) pair where a coarse candle is made of whole fine ones. */
const NESTED: Array<[Grouping, Grouping]> = GROUPINGS.flatMap((fine) =>
  GROUPINGS.filter(
    (coarse) =>
      groupingIntervalMs(coarse) > groupingIntervalMs(fine) &&
      groupingIntervalMs(coarse) % groupingIntervalMs(fine) === 0 &&
      // Keep each run quick; 1w over 1s and 30s is covered through 1d below.
      groupingIntervalMs(coarse) / groupingIntervalMs(fine) <= 10_080,
  ).map((coarse): [Grouping, Grouping] => [fine, coarse]),
);

function candleAt(
  market: SimulatedMarket,
  s: (typeof SUPPORTED_SYMBOLS)[number],
  g: Grouping,
  t: number,
  now = NOW,
) {
  return market.candles(s, 'binance', g, t, t, now)[0]!;
}

describe('simulated market: determinism', () => {
  it('gives the same candles for the same symbol and time, whatever was asked before', () => {
    const warmed = new SimulatedMarket();
    fc.assert(
      fc.property(symbol, exchange, grouping, instant, (s, ex, g, t) => {
        const fresh = new SimulatedMarket().candles(s, ex, g, t, t, NOW);
        const step = groupingIntervalMs(g);
        warmed.candles(s, ex, g, t - 40 * step, t + 3 * step, NOW); // other ranges first
        expect(warmed.candles(s, ex, g, t, t, NOW)).toEqual(fresh);
        expect(fresh).toHaveLength(1);
      }),
      { numRuns: 60 },
    );
  });

  it('answers a range as the concatenation of its parts', () => {
    fc.assert(
      fc.property(
        symbol,
        fc.constantFrom<Grouping>('1m', '5m', '1h', '4h', '1d'),
        instant,
        (s, g, t) => {
          const market = new SimulatedMarket();
          const step = groupingIntervalMs(g);
          const whole = market.candles(s, 'bybit', g, t, t + 40 * step, NOW);
          const left = market.candles(s, 'bybit', g, t, t + 19 * step, NOW);
          const right = market.candles(s, 'bybit', g, t + 20 * step, t + 40 * step, NOW);
          expect([...left, ...right]).toEqual(whole);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('simulated market: every grouping agrees with the finer ones', () => {
  it('a candle equals the aggregate of the finer candles inside it (any nested pair)', () => {
    const market = new SimulatedMarket();
    fc.assert(
      fc.property(
        symbol,
        exchange,
        fc.constantFrom(...NESTED),
        instant,
        (s, ex, [fine, coarse], t) => {
          const [big] = market.candles(s, ex, coarse, t, t, NOW);
          const end = Math.min(big!.openTime + groupingIntervalMs(coarse) - 1, NOW);
          const small = market.candles(s, ex, fine, big!.openTime, end, NOW);
          expect(aggregateCandles(small, big!.openTime)).toEqual(big);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a day equals its 86,400 seconds, and a week its 7 days', () => {
    const market = new SimulatedMarket();
    const day = candleAt(market, 'SOLUSDC', '1d', Date.parse('2024-03-14T10:00:00Z'));
    const seconds = market.candles(
      'SOLUSDC',
      'binance',
      '1s',
      day.openTime,
      day.openTime + DAY - 1,
      NOW,
    );
    expect(seconds).toHaveLength(86_400);
    expect(aggregateCandles(seconds)).toEqual(day);
    const week = candleAt(market, 'SOLUSDC', '1w', day.openTime);
    const days = market.candles(
      'SOLUSDC',
      'binance',
      '1d',
      week.openTime,
      week.openTime + 6 * DAY,
      NOW,
    );
    expect(aggregateCandles(days)).toEqual(week);
  });

  it('the candle in progress aggregates the finer candles up to now', () => {
    fc.assert(
      fc.property(symbol, fc.constantFrom(...NESTED), instant, (s, [fine, coarse], now) => {
        const market = new SimulatedMarket();
        const [live] = market.candles(s, 'kucoin', coarse, now, now, now);
        const parts = market.candles(s, 'kucoin', fine, live!.openTime, now, now);
        expect(aggregateCandles(parts, live!.openTime)).toEqual(live);
        expect(parts[parts.length - 1]!.openTime).toBe(candleOpenTime(fine, now));
      }),
      { numRuns: 60 },
    );
  });
});

describe('simulated market: shape of the data', () => {
  const market = new SimulatedMarket();

  it('keeps every candle well-formed and aligned', () => {
    fc.assert(
      fc.property(symbol, exchange, grouping, instant, (s, ex, g, t) => {
        for (const c of market.candles(s, ex, g, t, t + 30 * groupingIntervalMs(g), NOW)) {
          expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
          expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
          expect(c.low).toBeGreaterThan(0);
          expect(c.volume).toBeGreaterThanOrEqual(0);
          expect(c.openTime).toBe(candleOpenTime(g, c.openTime));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('chains candles: each opens where the previous closed', () => {
    const hours = market.candles('ETHUSDT', 'binance', '1h', NOW - 30 * DAY, NOW, NOW);
    expect(hours).toHaveLength(30 * 24 + 1);
    hours.slice(1).forEach((c, i) => expect(c.open).toBe(hours[i]!.close));
  });

  it('prices each coin at its real order of magnitude', () => {
    for (const s of SUPPORTED_SYMBOLS) {
      const coin = COINS[s.replace(/USD[TC]$/, '') as keyof typeof COINS];
      const price = market.priceAt(s, 'binance', REFERENCE_DATE)!;
      expect(price / coin.price, s).toBeGreaterThan(1 / 3);
      expect(price / coin.price, s).toBeLessThan(3);
    }
  });

  it('keeps USDT and USDC pairs, and the four exchanges, a few basis points apart', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_SYMBOLS.filter((s) => s.endsWith('USDT'))),
        instant,
        (s, t) => {
          const usdt = market.priceAt(s, 'binance', t)!;
          const usdc = market.priceAt(s.replace('USDT', 'USDC') as typeof s, 'binance', t)!;
          expect(Math.abs(usdc / usdt - 1)).toBeLessThan(0.001);
          const quotes = EXCHANGES.map((ex) => market.priceAt(s, ex, t)!);
          for (const q of quotes) expect(Math.abs(q / usdt - 1)).toBeLessThan(0.001);
        },
      ),
      { numRuns: 40 },
    );
    const btc = EXCHANGES.map((ex) => market.priceAt('BTCUSDT', ex, NOW));
    expect(new Set(btc).size).toBe(4);
  });

  it('has no candles before its history starts, and none after now', () => {
    expect(
      market.candles('BTCUSDT', 'binance', '1d', Date.UTC(2016, 0, 1), Date.UTC(2016, 11, 31), NOW),
    ).toEqual([]);
    const future = market.candles('BTCUSDT', 'binance', '1h', NOW - 2 * HOUR, NOW + 5 * HOUR, NOW);
    expect(future.map((c: Candle) => c.openTime)).toEqual([
      candleOpenTime('1h', NOW) - 2 * HOUR,
      candleOpenTime('1h', NOW) - HOUR,
      candleOpenTime('1h', NOW),
    ]);
  });
});
