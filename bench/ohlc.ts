/**
 * GET /api/crypto-price/ohlc latency through the whole HTTP stack (validation, service, source,
 * serialisation), for 1,000 and 5,000 candles, from the simulated market and from the exchange
 * cache (candles already in the table, exchange not contacted). Prints p50/p95 in ms.
 *
 *   npx tsx bench/ohlc.ts                 # embedded PGlite
 *   DATABASE_URL=postgres://… npx tsx bench/ohlc.ts
 */
import { groupingIntervalMs, type Grouping } from '@pulso/domain';
import type { FastifyInstance } from 'fastify';
import { buildAppWithContainer } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { CcxtClient } from '../apps/server/src/modules/market-data';
import { FakeExchange } from '../apps/server/src/modules/market-data/testing';
import { createMarketData } from '../apps/server/src/modules/market-data';
import { useMarketData } from '../apps/server/src/modules/market-data/testing';
import { SimulatedMarket } from '../apps/server/src/modules/market-data';

const NOW = Date.parse('2025-11-19T15:42:17Z');
const RUNS = 60;
const WARMUP = 5;
const CASES: Array<{ candles: number; grouping: Grouping; symbols: string[] }> = [
  { candles: 1_000, grouping: '1h', symbols: ['BTCUSDT', 'ETHUSDT'] },
  { candles: 5_000, grouping: '1h', symbols: ['BTCUSDT', 'ETHUSDT'] },
  { candles: 5_000, grouping: '1m', symbols: ['BTCUSDT', 'ETHUSDT'] },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(app: FastifyInstance, url: (run: number) => string) {
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const res = await app.inject(url(run));
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
    if (run >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function appFor(marketData: 'simulated' | 'exchange') {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MARKET_DATA: marketData,
    DATA_DIR: '.tmp/bench',
    RATE_LIMIT_MAX: '1000000',
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await database.migrate();
  const { app, container } = await buildAppWithContainer({
    config,
    database,
    logger: { level: 'silent' },
  });
  await app.ready();
  return { app, container, database };
}

const query = (symbol: string, grouping: Grouping, candles: number, exchange = 'binance') => {
  const interval = groupingIntervalMs(grouping);
  const start = Math.floor(NOW / interval) * interval - (candles - 1) * interval;
  return `/api/crypto-price/ohlc?symbol=${symbol}&grouping=${grouping}&start=${start}&exchange=${exchange}`;
};

async function main() {
  const rows: string[] = [];
  const report = (source: string, c: (typeof CASES)[number], r: { p50: number; p95: number }) =>
    rows.push(
      `${source.padEnd(10)} ${String(c.candles).padStart(5)} × ${c.grouping.padEnd(3)}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms`,
    );

  // Simulated: a different window each run, so nothing is answered from a warm path by luck.
  const simulated = await appFor('simulated');
  useMarketData(simulated.container, createMarketData(simulated.container, { clock: () => NOW }));
  for (const c of CASES) {
    report(
      'simulated',
      c,
      await measure(simulated.app, (run) =>
        query(
          c.symbols[run % 2]!,
          c.grouping,
          c.candles,
          ['binance', 'bybit', 'kucoin', 'bitget'][run % 4],
        ),
      ),
    );
  }
  await simulated.app.close();
  await simulated.database.close();

  // Exchange cache: backfill once through the recorded transport, then every run reads the table.
  const exchange = await appFor('exchange');
  const market = new SimulatedMarket();
  const fake = new FakeExchange('binance', (symbol, interval) => {
    const grouping = interval === 60_000 ? '1m' : '1h';
    return market.candles(
      symbol as 'BTCUSDT',
      'binance',
      grouping,
      NOW - 5_100 * interval,
      NOW,
      NOW,
    );
  });
  const client = new CcxtClient({ fetchImplementation: fake.fetch, enableRateLimit: false });
  useMarketData(
    exchange.container,
    createMarketData(exchange.container, { client, clock: () => NOW }),
  );
  for (const c of CASES) {
    for (const symbol of c.symbols) await exchange.app.inject(query(symbol, c.grouping, c.candles));
    const before = fake.klineRequests().length;
    report(
      'cache',
      c,
      await measure(exchange.app, (run) => query(c.symbols[run % 2]!, c.grouping, c.candles)),
    );
    if (fake.klineRequests().length !== before)
      throw new Error('the cache runs asked the exchange');
  }
  await exchange.app.close();
  await exchange.database.close();

  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(
    `GET /api/crypto-price/ohlc via app.inject, ${RUNS} runs each, ${db}, Node ${process.version}`,
  );
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
