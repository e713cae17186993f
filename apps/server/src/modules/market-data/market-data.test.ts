import { EXCHANGES, GROUPINGS, SUPPORTED_SYMBOLS, candleOpenTime } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { CcxtClient } from './exchange/ccxt-client';
import { FakeExchange } from './exchange/testing/fake-exchange';
import { createMarketData } from './market-data';
import { useMarketData } from './testing';
import { SimulatedMarket } from './simulated/simulated-market';

const NOW = Date.parse('2025-11-19T15:42:17.250Z');
const HOUR = 3_600_000;
const DAY = 86_400_000;
const SEVEN_DAYS_AGO = '2025-11-12';

describe('GET /api/crypto-price/ohlc (simulated market)', () => {
  let t: TestApp;
  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/crypto-price/ohlc?${query}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    useMarketData(t.container, createMarketData(t.container, { clock: () => NOW }));
  });
  afterAll(() => t.close());

  it('answers BTCUSDT 1h over 7 days without a token, marked simulated', async () => {
    const res = await get(`symbol=BTCUSDT&start=${SEVEN_DAYS_AGO}&grouping=1h`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.simulated).toBe(true);
    expect(body.stale).toBeUndefined();
    // 2025-11-12T00:00Z to 15:00Z on the 19th: 7 × 24 + 16 candles
    expect(body.data).toHaveLength(7 * 24 + 16);
    expect(body.data[0].openTime).toBe(Date.parse('2025-11-12T00:00:00Z'));
    expect(body.data.at(-1).openTime).toBe(candleOpenTime('1h', NOW));
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'close',
      'high',
      'low',
      'open',
      'openTime',
      'volume',
    ]);
  });

  it('defaults to binance, and accepts lower case and ccxt-style symbols', async () => {
    const implicit = await get(`symbol=BTCUSDT&start=${SEVEN_DAYS_AGO}&grouping=4h`);
    const explicit = await get(
      `symbol=btc/usdt&start=${SEVEN_DAYS_AGO}&grouping=4h&exchange=BINANCE`,
    );
    expect(explicit.json()).toEqual(implicit.json());
    const kucoin = await get(`symbol=BTCUSDT&start=${SEVEN_DAYS_AGO}&grouping=4h&exchange=kucoin`);
    expect(kucoin.json().data[0].open).not.toBe(implicit.json().data[0].open);
  });

  it('accepts an ISO date-time, epoch milliseconds and an end', async () => {
    const iso = await get(`symbol=ETHUSDC&start=2025-11-18T06:30:00Z&grouping=1h`);
    const ms = await get(`symbol=ETHUSDC&start=${Date.parse('2025-11-18T06:30:00Z')}&grouping=1h`);
    expect(iso.json()).toEqual(ms.json());
    expect(iso.json().data[0].openTime).toBe(Date.parse('2025-11-18T06:00:00Z'));
    const ended = await get(`symbol=ETHUSDC&start=2025-11-18&end=2025-11-18T23:59:59Z&grouping=1h`);
    expect(ended.json().data).toHaveLength(24);
  });

  it('is public: a bad token does not turn it away', async () => {
    const res = await get(`symbol=SOLUSDT&start=${SEVEN_DAYS_AGO}&grouping=1d`, {
      authorization: 'Bearer not-a-token',
    });
    expect(res.statusCode).toBe(200);
  });

  const cases: Array<[string, string, string, RegExp]> = [
    [
      'an unknown symbol',
      'symbol=DOGEEUR&start=2025-11-12&grouping=1h',
      'symbol',
      /^Unsupported symbol "DOGEEUR"\. Supported symbols: BTCUSDT, BTCUSDC, ETHUSDT, .*NEARUSDC$/,
    ],
    [
      'an unknown grouping',
      'symbol=BTCUSDT&start=2025-11-12&grouping=3m',
      'grouping',
      /^Unsupported grouping "3m"\. Supported groupings: 1s, 30s, 1m, 2m, 5m, 15m, 30m, 1h, 4h, 1d, 1w$/,
    ],
    [
      'an unknown exchange',
      'symbol=BTCUSDT&start=2025-11-12&grouping=1h&exchange=kraken',
      'exchange',
      /^Unsupported exchange "kraken"\. Supported exchanges: binance, kucoin, bybit, bitget$/,
    ],
    [
      'a start that is not a date',
      'symbol=BTCUSDT&start=yesterday&grouping=1h',
      'start',
      /^start must be a date/,
    ],
    [
      'an impossible date',
      'symbol=BTCUSDT&start=2025-02-30&grouping=1h',
      'start',
      /^start must be a date/,
    ],
    ['a missing symbol', 'start=2025-11-12&grouping=1h', 'symbol', /\S/],
    ['a missing start', 'symbol=BTCUSDT&grouping=1h', 'start', /\S/],
    ['a missing grouping', 'symbol=BTCUSDT&start=2025-11-12', 'grouping', /\S/],
    [
      'a start after the end',
      'symbol=BTCUSDT&start=2025-11-12&end=2025-11-10&grouping=1h',
      'start',
      /^start must not be after end$/,
    ],
    [
      'a start in the future',
      'symbol=BTCUSDT&start=2025-12-01&grouping=1h',
      'start',
      /^start must not be in the future$/,
    ],
  ];
  it.each(cases)(
    'answers 400 for %s, naming what is wrong',
    async (_name, query, field, message) => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      // The message alone in `error` (spec §8); the field in `issues`.
      expect(res.json().error).toMatch(message);
      expect(res.json().issues[0].path).toEqual(['querystring', field]);
    },
  );

  it('answers a long range a page at a time, newest first, and pages back with end', async () => {
    // 2025-10-20T00:00Z to 15:42 on 11-19 is 44,143 one-minute candles: the newest 5,000 come.
    const first = (await get('symbol=BTCUSDT&start=2025-10-20&grouping=1m')).json();
    expect(first.data).toHaveLength(5_000);
    expect(first.more).toBe(true);
    expect(first.data.at(-1).openTime).toBe(candleOpenTime('1m', NOW));
    // The page before it ends just before its first candle, and joins it without a gap.
    const end = first.data[0].openTime - 1;
    const older = (
      await get(`symbol=BTCUSDT&start=2025-10-20&grouping=1m&end=${end}&limit=1000`)
    ).json();
    expect(older.data).toHaveLength(1_000);
    expect(older.data.at(-1).openTime).toBe(first.data[0].openTime - 60_000);
    // The oldest page reaches the range's start and says there is no more.
    const oldest = (
      await get(
        `symbol=BTCUSDT&start=2025-10-20&grouping=1m&end=${Date.parse('2025-10-20T10:00Z')}`,
      )
    ).json();
    expect(oldest.more).toBeUndefined();
    expect(oldest.data[0].openTime).toBe(Date.parse('2025-10-20T00:00Z'));
    expect((await get('symbol=BTCUSDT&start=2025-10-20&grouping=1m&limit=5001')).statusCode).toBe(
      400,
    );
    expect((await get('symbol=BTCUSDT&start=2025-10-20&grouping=1m&limit=0')).statusCode).toBe(400);
  });

  it('answers exactly 5,000 candles whole', async () => {
    const start = candleOpenTime('1h', NOW) - 4_999 * HOUR;
    const res = await get(`symbol=XRPUSDT&start=${start}&grouping=1h`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(5_000);
    expect(res.json().more).toBeUndefined();
    expect((await get(`symbol=XRPUSDT&start=${start - HOUR}&grouping=1h`)).json().more).toBe(true);
  });

  it('serves every symbol, exchange and grouping', async () => {
    for (const symbol of SUPPORTED_SYMBOLS.slice(0, 6)) {
      for (const exchange of EXCHANGES) {
        const res = await get(
          `symbol=${symbol}&start=${NOW - DAY}&grouping=1h&exchange=${exchange}`,
        );
        expect(res.json().data.length, `${symbol} ${exchange}`).toBe(25);
      }
    }
    for (const grouping of GROUPINGS) {
      const res = await get(`symbol=PEPEUSDT&start=${NOW - 10 * 60_000}&grouping=${grouping}`);
      expect(res.statusCode, grouping).toBe(200);
    }
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(
      doc.paths['/api/crypto-price/ohlc'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(expect.arrayContaining(['symbol', 'start', 'end', 'grouping', 'exchange']));
  });
});

describe('GET /api/crypto-price/ohlc (exchange market)', () => {
  let t: TestApp;
  let fake: FakeExchange;

  beforeAll(async () => {
    t = await createTestApp({ env: { MARKET_DATA: 'exchange' } });
    const market = new SimulatedMarket();
    fake = new FakeExchange('binance', (symbol, interval) =>
      market.candles(
        symbol as 'BTCUSDT',
        'binance',
        interval === HOUR ? '1h' : '1d',
        NOW - 30 * DAY,
        NOW,
        NOW,
      ),
    );
    const client = new CcxtClient({ fetchImplementation: fake.fetch, enableRateLimit: false });
    let now = NOW;
    const clock = () => (now += 30_000);
    useMarketData(t.container, createMarketData(t.container, { client, clock, log: t.app.log }));
  });
  afterAll(() => t.close());

  it('answers from the exchange, then from the cache flagged stale when it is down — never a 500', async () => {
    const url = `/api/crypto-price/ohlc?symbol=BTCUSDT&start=${SEVEN_DAYS_AGO}&grouping=1h`;
    const live = await t.app.inject(url);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ simulated: false });
    expect(live.json().stale).toBeUndefined();
    fake.down = 'http';
    const down = await t.app.inject(url);
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ ...live.json(), stale: true });
    expect(t.logs.join('')).toContain('exchange unavailable');
  });
});
