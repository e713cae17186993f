import { describe, expect, it } from 'vitest';
import {
  aggregateCandles,
  candleCount,
  candleOpenTime,
  finestGroupingWithin,
  newestCandlesWindow,
  isCandleStale,
  mergeCandles,
  ohlcWindow,
  priceDisplayDecimals,
  regroupCandles,
  type Candle,
} from './market';
import { ohlcQuerySchema } from './market-api';

const at = (iso: string) => Date.parse(iso);
const candle = (
  openTime: number,
  open: number,
  high: number,
  low: number,
  close: number,
  volume: number,
): Candle => ({
  openTime,
  open,
  high,
  low,
  close,
  volume,
});

describe('candle alignment and counting', () => {
  it('aligns each grouping; weeks open on Monday 00:00 UTC', () => {
    const t = at('2025-11-19T15:42:17.250Z'); // a Wednesday
    expect(candleOpenTime('1s', t)).toBe(at('2025-11-19T15:42:17Z'));
    expect(candleOpenTime('2m', t)).toBe(at('2025-11-19T15:42:00Z'));
    expect(candleOpenTime('4h', t)).toBe(at('2025-11-19T12:00:00Z'));
    expect(candleOpenTime('1d', t)).toBe(at('2025-11-19T00:00:00Z'));
    expect(candleOpenTime('1w', t)).toBe(at('2025-11-17T00:00:00Z'));
    expect(candleOpenTime('1w', at('2025-11-17T00:00:00Z'))).toBe(at('2025-11-17T00:00:00Z'));
  });

  it('counts from the candle holding start to the one holding end', () => {
    // 00:00 → 15:42 is 16 hourly candles (00:00 … 15:00)
    expect(candleCount('1h', at('2025-11-19T00:00Z'), at('2025-11-19T15:42Z'))).toBe(16);
    expect(candleCount('1h', at('2025-11-19T00:30Z'), at('2025-11-19T00:40Z'))).toBe(1);
    expect(candleCount('1h', at('2025-11-19T01:00Z'), at('2025-11-19T00:00Z'))).toBe(0);
  });

  it('finds the finest grouping within a number of candles (a backtest’s limit)', () => {
    const start = at('2025-10-20T00:00Z');
    const end = at('2025-11-19T15:42Z');
    // 1m: 44,143; 2m: 22,072; 5m: 8,829; 15m: 2,944
    expect(finestGroupingWithin(start, end, 5_000)).toBe('15m');
    expect(finestGroupingWithin(start, end, 20_000)).toBe('5m');
    expect(finestGroupingWithin(end - 3_600_000, end, 5_000)).toBe('1s');
  });

  it('pages a long range from its newest candle back', () => {
    const start = at('2025-10-20T00:00Z');
    const end = at('2025-11-19T15:42:30Z');
    // 1m over the month: 44,143 candles; the newest 5,000 end with 15:42's candle.
    const page = newestCandlesWindow('1m', start, end);
    expect(page).toEqual({ start: at('2025-11-19T15:42Z') - 4_999 * 60_000, more: true });
    expect(candleCount('1m', page.start, end)).toBe(5_000);
    // A range that fits is answered whole.
    expect(newestCandlesWindow('15m', start, end)).toEqual({ start, more: false });
    expect(newestCandlesWindow('1h', start, end, 10)).toEqual({
      start: at('2025-11-19T06:00Z'),
      more: true,
    });
  });
});

describe('aggregating candles', () => {
  const a = candle(0, 10, 12, 9, 11, 1.5);
  const b = candle(60_000, 11, 15, 10, 14, 2.25);
  const c = candle(120_000, 14, 14, 8, 9, 0.25);

  it('takes the first open, last close, extremes and the summed volume', () => {
    expect(aggregateCandles([a, b, c])).toEqual(candle(0, 10, 15, 8, 9, 4));
  });

  it('regroups finer candles into coarser buckets', () => {
    expect(regroupCandles([a, b, c], '2m')).toEqual([candle(0, 10, 15, 9, 14, 3.75), { ...c }]);
  });

  it('lays newer candles over older ones by open time', () => {
    const bNew = { ...b, close: 16, high: 16 };
    const d = candle(180_000, 9, 10, 9, 10, 1);
    expect(mergeCandles([a, b], [bNew, d])).toEqual([a, bNew, d]);
    expect(mergeCandles([a, b], [])).toEqual([a, b]);
  });

  it('calls a candle stale when more than 2 intervals behind (spec §9)', () => {
    const now = at('2025-11-19T15:42:17Z');
    expect(isCandleStale('1m', at('2025-11-19T15:40:00Z'), now)).toBe(false); // 2 behind
    expect(isCandleStale('1m', at('2025-11-19T15:39:00Z'), now)).toBe(true); // 3 behind
    expect(isCandleStale('1d', at('2025-11-17T00:00:00Z'), now)).toBe(false);
  });
});

describe('ohlc query schema', () => {
  it('normalises the symbol and exchange, parses dates, defaults to binance', () => {
    expect(
      ohlcQuerySchema.parse({ symbol: 'eth/usdc', start: '2025-11-12', grouping: '1h' }),
    ).toEqual({
      symbol: 'ETHUSDC',
      start: at('2025-11-12T00:00:00Z'),
      grouping: '1h',
      exchange: 'binance',
      limit: 5000,
    });
    expect(
      ohlcQuerySchema.parse({
        symbol: 'BTCUSDT',
        start: '1763510400000',
        grouping: '1d',
        exchange: 'ByBit',
      }),
    ).toMatchObject({
      start: 1_763_510_400_000,
      exchange: 'bybit',
    });
  });

  it('names what is supported when a value is not', () => {
    const result = ohlcQuerySchema.safeParse({
      symbol: 'BTCEUR',
      start: 'x',
      grouping: '2h',
      exchange: 'ftx',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^symbol: Unsupported symbol "BTCEUR"\. Supported symbols: BTCUSDT, /),
      'start: start must be a date (2025-06-01), an ISO date-time or epoch milliseconds',
      'grouping: Unsupported grouping "2h". Supported groupings: 1s, 30s, 1m, 2m, 5m, 15m, 30m, 1h, 4h, 1d, 1w',
      'exchange: Unsupported exchange "ftx". Supported exchanges: binance, kucoin, bybit, bitget',
    ]);
  });
});

describe('display and request helpers', () => {
  it('shows prices with about five significant digits', () => {
    expect([105_000, 2_600, 155, 2.2, 0.19, 0.000011].map(priceDisplayDecimals)).toEqual([
      2, 2, 2, 4, 5, 9,
    ]);
  });

  it('asks from 00:00Z of the range start, except for hour-long timeframes; past ranges send their end', () => {
    const now = at('2025-11-19T15:42:00Z');
    const week = { startDate: new Date(now - 7 * 86_400_000), endDate: new Date(now) };
    expect(ohlcWindow('last_7_days', week, now)).toEqual({ start: '2025-11-12T00:00:00.000Z' });
    const hour = { startDate: new Date(now - 3_600_000), endDate: new Date(now) };
    expect(ohlcWindow('last_1_hour', hour, now)).toEqual({ start: '2025-11-19T14:42:00.000Z' });
    const yesterday = {
      startDate: new Date(at('2025-11-18T00:00Z')),
      endDate: new Date(at('2025-11-19T00:00Z')),
    };
    expect(ohlcWindow('yesterday', yesterday, now)).toEqual({
      start: '2025-11-18T00:00:00.000Z',
      end: '2025-11-19T00:00:00.000Z',
    });
  });
});
