import {
  AppError,
  GROUPINGS,
  aggregateCandles,
  groupingIntervalMs,
  type Candle,
  type ExchangeCode,
  type Grouping,
  type SupportedSymbol,
} from '@pulso/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../test/harness';
import { CandlesRepository } from '../candles.repository';
import { SimulatedMarket } from '../simulated/simulated-market';
import { CcxtClient } from './ccxt-client';
import { ExchangeSource } from './exchange-source';
import { PriceService } from '../price.service';
import { SeriesInUse } from '../series-in-use';
import { FakeExchange } from './testing/fake-exchange';

const NOW = Date.parse('2025-11-19T15:42:17.250Z');
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** What the exchange "has": a deterministic series, with the newest candle editable. */
function exchangeData(code: ExchangeCode) {
  const market = new SimulatedMarket();
  const edits = new Map<string, Partial<Candle>>();
  const generated = new Map<string, Candle[]>();
  const series = (symbol: string, interval: number): Candle[] => {
    const grouping = GROUPINGS.find((g) => groupingIntervalMs(g) === interval) as Grouping;
    const id = `${symbol}:${grouping}`;
    if (!generated.has(id)) {
      const from = NOW - 6_000 * interval;
      generated.set(id, market.candles(symbol as SupportedSymbol, code, grouping, from, NOW, NOW));
    }
    return generated.get(id)!.map((c) => ({ ...c, ...edits.get(`${symbol}:${c.openTime}`) }));
  };
  return { series, edits, market };
}

describe('exchange market data through ccxt (recorded wire formats)', () => {
  let database: Database;
  let repository: CandlesRepository;
  const warnings: unknown[] = [];
  const log = { warn: (entry: unknown) => void warnings.push(entry) };

  function setup(code: ExchangeCode, pageLimit?: number) {
    const data = exchangeData(code);
    const fake = new FakeExchange(code, data.series);
    const client = new CcxtClient({
      fetchImplementation: fake.fetch,
      enableRateLimit: false,
      pageLimit,
    });
    return { fake, data, source: new ExchangeSource(client, repository, log), client };
  }
  const ask = (
    source: ExchangeSource,
    exchange: ExchangeCode,
    grouping: Grouping,
    start: number,
    symbol: SupportedSymbol = 'BTCUSDT',
    now = NOW,
  ) => source.candles({ exchange, symbol, grouping, start, end: now, now });

  beforeAll(async () => {
    database = await createTestDatabase();
    repository = new CandlesRepository(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute('delete from candles' as never);
    warnings.length = 0;
  });

  it.each(['binance', 'kucoin', 'bybit', 'bitget'] as const)(
    '%s: maps its klines to candles, field by field',
    async (code) => {
      const { fake, data, source } = setup(code);
      const answer = await ask(source, code, '1h', NOW - 2 * DAY);
      const expected = data
        .series('BTCUSDT', HOUR)
        .filter((c) => c.openTime >= NOW - 2 * DAY - (NOW % HOUR));
      expect(answer.stale).toBeUndefined();
      expect(answer.data).toEqual(expected);
      expect(answer.data).toHaveLength(49);
      expect(fake.klineRequests().length).toBeGreaterThan(0);
    },
  );

  it('pages through binance 1,000 candles at a time, and stores each candle once', async () => {
    const { fake, source } = setup('binance');
    const answer = await ask(source, 'binance', '1m', NOW - 2_500 * MINUTE);
    expect(answer.data).toHaveLength(2_501);
    const pages = fake.klineRequests();
    expect(pages.map((u) => u.searchParams.get('limit'))).toEqual(['1000', '1000', '1000']);
    // Each page starts right after the previous one's last candle.
    const starts = pages.map((u) => Number(u.searchParams.get('startTime')));
    expect(starts[1]! - starts[0]!).toBe(1_000 * MINUTE);
    const key = { exchange: 'binance' as const, symbol: 'BTCUSDT', grouping: '1m' as const };
    expect(await repository.count(key, 0, NOW)).toBe(2_501);
  });

  it('pages through bitget within its 200-candle limit', async () => {
    const { fake, source } = setup('bitget');
    const answer = await ask(source, 'bitget', '1h', NOW - 30 * DAY);
    expect(answer.data).toHaveLength(30 * 24 + 1);
    expect(fake.klineRequests()).toHaveLength(4); // 721 candles / 200
    expect(new Set(answer.data.map((c) => c.openTime)).size).toBe(answer.data.length);
  });

  it('backfills only what the table lacks, then refreshes the newest candle in place', async () => {
    const first = setup('kucoin');
    await ask(first.source, 'kucoin', '1h', NOW - 10 * DAY);
    // Another instance (or a restart): the table already holds the range.
    const second = setup('kucoin');
    second.data.edits.set(`BTCUSDT:${NOW - (NOW % HOUR)}`, { close: 123_456.78, high: 200_000 });
    const later = NOW + 20_000;
    const answer = await ask(second.source, 'kucoin', '1h', NOW - 10 * DAY, 'BTCUSDT', later);
    const windows = second.fake
      .klineRequests()
      .map((u) => Number(u.searchParams.get('startAt')) * 1000);
    expect(windows).toEqual([NOW - (NOW % HOUR)]); // only the tail
    expect(answer.data.at(-1)).toMatchObject({ close: 123_456.78, high: 200_000 });
    const key = { exchange: 'kucoin' as const, symbol: 'BTCUSDT', grouping: '1h' as const };
    expect(await repository.count(key, 0, later)).toBe(10 * 24 + 1);
  });

  it('does not ask again within the refresh interval', async () => {
    const { fake, source } = setup('bybit');
    await ask(source, 'bybit', '1h', NOW - DAY);
    const asked = fake.klineRequests().length;
    await ask(source, 'bybit', '1h', NOW - DAY, 'BTCUSDT', NOW + 2_000);
    expect(fake.klineRequests()).toHaveLength(asked);
  });

  it.each(['http', 'network'] as const)(
    'answers from the cache, flagged stale, when the exchange fails (%s)',
    async (failure) => {
      const { fake, source } = setup('binance');
      const fresh = await ask(source, 'binance', '1h', NOW - DAY);
      fake.down = failure;
      const later = NOW + 60_000;
      const answer = await ask(source, 'binance', '1h', NOW - DAY, 'BTCUSDT', later);
      expect(answer).toEqual({ data: fresh.data, stale: true });
      expect(warnings).toHaveLength(1);
    },
  );

  it('answers an empty stale list when the exchange is down and nothing is cached', async () => {
    const { fake, source } = setup('bitget');
    fake.down = 'network';
    expect(await ask(source, 'bitget', '1d', NOW - 7 * DAY)).toEqual({ data: [], stale: true });
  });

  it('builds groupings the exchange lacks from finer ones (2m from 1m)', async () => {
    const { source, data } = setup('binance');
    const answer = await ask(source, 'binance', '2m', NOW - 60 * MINUTE);
    const minutes = data
      .series('BTCUSDT', MINUTE)
      .filter((c) => c.openTime >= answer.data[0]!.openTime);
    expect(answer.data[0]).toEqual(aggregateCandles(minutes.slice(0, 2)));
    expect(answer.data.at(-1)!.openTime).toBe(NOW - (NOW % (2 * MINUTE)));
  });

  it('refuses a grouping the exchange cannot build, naming what it offers', async () => {
    const { source } = setup('kucoin');
    const error = await ask(source, 'kucoin', '30s', NOW - HOUR).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(
      'Grouping 30s is not available from kucoin. Available: 1m, 5m, 15m, 30m, 1h, 4h, 1d, 1w',
    );
  });

  it('refuses a symbol the exchange does not list', async () => {
    const { source } = setup('kucoin');
    const error = await ask(source, 'kucoin', '1h', NOW - DAY, 'ETHUSDC').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'ETHUSDC is not listed on kucoin',
    });
  });

  it("prices a coin Pulso does not trade (a fee coin) on the exchange's own USDT market", async () => {
    const at = NOW - 3 * HOUR + 17_000;
    const minute = at - (at % MINUTE);
    for (const [code, coin] of [
      ['binance', 'BNB'],
      ['kucoin', 'KCS'],
    ] as const) {
      const { source, data } = setup(code);
      const want = data.series(`${coin}USDT`, MINUTE).find((c) => c.openTime === minute)!.close;
      expect(await source.usdPrice(code, coin, at, NOW)).toBe(want);
      // Through the price service, as the ledger converts a fee when a trade is written.
      const prices = new PriceService(source, new SeriesInUse(), () => NOW);
      expect(await prices.convert(2, coin, 'USD', { exchange: code, at })).toBe(2 * want);
      expect(await prices.usdRate(coin, code, at)).toBe(want);
    }
  });

  it('answers no conversion price for a coin the exchange does not list, and says so', async () => {
    const { source, fake } = setup('binance');
    expect(await source.usdPrice('binance', 'OKB', NOW - HOUR, NOW)).toBeUndefined();
    const asked = fake.klineRequests().length;
    expect(await source.usdPrice('binance', 'OKB', NOW - 2 * HOUR, NOW)).toBeUndefined();
    expect(fake.klineRequests()).toHaveLength(asked); // remembered as unlisted for a while
    const prices = new PriceService(source, new SeriesInUse(), () => NOW);
    await expect(prices.convert(1, 'OKB', 'USD', { at: NOW - HOUR })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Cannot convert from OKB to USD with available price data',
    });
    expect(await prices.usdRate('OKB', 'binance', NOW - HOUR)).toBeNull();
  });
});
