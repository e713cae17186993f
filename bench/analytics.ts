/**
 * Analytics at scale: one account with 1,000,000 trades across 20 assets over a year, then
 * p50/p95 of each /api/trade-analysis route through the whole HTTP stack (app.inject) for
 * all_time at 1d and the last 30 days at 1h — cold (the tradeAnalysis cache emptied before every
 * call) and warm — and, beside them, the cheapest equivalent raw SQL aggregation over the trades
 * table as the floor.
 *
 *   npx tsx bench/analytics.ts                  # embedded PGlite (files under .tmp/)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/analytics.ts
 *     (creates and drops its own database, pulso_bench_<pid>_<time>, next to the one named)
 *   TRADES=200000 npx tsx bench/analytics.ts    # a smaller run
 *   KEEP=1 … keeps the seeded database; REUSE=1 … measures it again without seeding
 *   REVIEW=1 … (issue 38) a quarter of the trades close their position, and the review route
 *     (round trips, statistics, calendar, breakdowns, period risk) is timed, cold and warm,
 *     beside the figures
 *   COINS=50 CONVERTED=10 …  (issue 33) the trades spread over COINS coins instead of 20: the 20
 *     supported ones, then CONVERTED coins the market prices only through conversion (BNB, KCS,
 *     BGB, MNT, OKB, … : a fee coin or an imported fill, their fees paid in the coin itself),
 *     then coins outside every list (no price anywhere: their positions are left unmarked and
 *     the answers carry the `unpriced` caveat); every other trade of a supported coin pays its
 *     fee in the first converted coin (BNB), converted to USD by the ledger as it writes it.
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { SUPPORTED_COINS } from '@pulso/domain';
import pg from 'pg';
import { buildAppWithContainer } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client';
import { inTransaction } from '../apps/server/src/db/repository';
import { accounts } from '../apps/server/src/db/schema';
import { hashWebhookSecret } from '../apps/server/src/modules/accounts';
import type { LedgerTrade } from '../apps/server/src/modules/ledger';
import { historyTrade } from './support/trades';
import { machine, percentile, timeMany } from './lib';
import { seeded } from '../apps/server/src/lib/seeded';

const TRADES = Number(process.env.TRADES ?? 1_000_000);
const COINS = Number(process.env.COINS ?? 20);
const CONVERTED = Number(process.env.CONVERTED ?? 0);
const CONVERSION_ONLY = ['BNB', 'KCS', 'BGB', 'MNT', 'OKB', 'ALGO', '1INCH', 'KAS', 'COMP', 'ICP'];
if (CONVERTED > CONVERSION_ONLY.length)
  throw new Error(`CONVERTED: at most ${CONVERSION_ONLY.length}`);
const ASSETS: string[] = [
  ...SUPPORTED_COINS.slice(0, Math.min(20, COINS - CONVERTED)),
  ...CONVERSION_ONLY.slice(0, CONVERTED),
];
for (let i = 1; ASSETS.length < COINS; i++) ASSETS.push(`ZZ${String(i).padStart(2, '0')}`);
/** Fees of a supported coin's trades: every other one in the first converted coin (BNB). */
const FEE_COIN = CONVERTED > 0 ? CONVERSION_ONLY[0]! : undefined;
const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_COINS);
const RUNS = Number(process.env.RUNS ?? 30);
/** Trades per append while seeding: as an import writes them (IMPORT_CHUNK a transaction). */
const SEED_CHUNK = 2_000;
const DAY = 86_400_000;
const REUSE = process.env.REUSE === '1';
/** Issue 38: seed round trips and time the review route beside the figures. */
const REVIEW = process.env.REVIEW === '1';
const KEEP = REUSE || process.env.KEEP === '1';

async function rows<T>(db: Db, text: string): Promise<T[]> {
  return ((await db.execute(text)) as unknown as { rows: T[] }).rows;
}

/**
 * Its own database (or data directory) per run, so two runs can share a machine; REUSE and KEEP
 * name a fixed one (BENCH_DB, default pulso_bench) to keep a seeded million trades between runs.
 */
const BENCH_DB =
  process.env.BENCH_DB ??
  (REUSE || KEEP ? 'pulso_bench' : `pulso_bench_${process.pid}_${Date.now().toString(36)}`);

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = `.tmp/bench-analytics-${BENCH_DB}`;
    if (!REUSE) await rm(dataDir, { recursive: true, force: true });
    const database = await openDatabase({ dataDir });
    return {
      database,
      drop: async () => {
        if (!KEEP) await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]))
    .rowCount;
  if (!REUSE || !exists) {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
  }
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${BENCH_DB}`;
  const database = await openDatabase({ databaseUrl: benchUrl.toString() });
  return {
    database,
    drop: async () => {
      if (KEEP) return;
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${BENCH_DB} with (force)`);
      await dropper.end();
    },
  };
}

const fmt = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
function line(label: string, samples: number[]) {
  return `${label.padEnd(46)} p50 ${fmt(percentile(samples, 50))}  p95 ${fmt(percentile(samples, 95))}`;
}

async function main() {
  const { database, drop } = await openBenchDatabase();
  try {
    await database.migrate();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '.tmp/bench',
      MASTER_KEY: '0'.repeat(63) + '1',
      RATE_LIMIT_MAX: '1000000',
    });
    const { app, container } = await buildAppWithContainer({
      config,
      database,
      logger: { level: 'silent' },
    });
    await app.ready();
    const user = await container.users.service.upsertByEmail('bench@example.com', {
      name: 'Bench',
    });
    const { token } = await container.apiTokens.service.create(user, 'bench');
    const headers = { authorization: `Bearer ${token}` };
    const exchanges = (
      await app.inject({ url: '/api/exchange/list', headers: { authorization: `Bearer ${token}` } })
    ).json() as {
      id: string;
      code: string;
    }[];
    // Plain SQL text: the benchmark does not depend on drizzle-orm being hoisted.
    const [existing] = await rows<{ id: string }>(
      container.db,
      `select id from accounts where owner_id = '${user.id}' and name = 'Bench 1M'`,
    );
    const [account] = existing
      ? [existing]
      : await container.db
          .insert(accounts)
          .values({
            ownerId: user.id,
            name: 'Bench 1M',
            accountType: 'spot',
            exchangeId: exchanges.find((e) => e.code === 'binance')!.id,
            webhookSecretHash: hashWebhookSecret('whsec_bench'),
            webhookSecretSealed: container.sealer.seal('whsec_bench'),
          })
          .returning({ id: accounts.id });
    const accountId = account!.id;

    // Seeding: per asset a random walk of prices, trades every ~10 minutes over a year, then every
    // asset's trades in time order appended SEED_CHUNK at a time, as an import writes a history
    // (the rollups of the same hours written together), the ledger state computed by the domain
    // ledger and inserted 5,000 rows per statement.
    console.log(
      `[analytics] ${machine()}, ${database.kind}; ${TRADES.toLocaleString('en')} trades of ${ASSETS.length} coins${CONVERTED ? ` (${CONVERTED} priced only through conversion: ${CONVERSION_ONLY.slice(0, CONVERTED).join(', ')}; fees in ${FEE_COIN})` : ''}`,
    );
    const seedStarted = performance.now();
    if (existing) console.log('[analytics] reusing the seeded account');
    const now = Date.now();
    const start = now - 365 * DAY;
    const perAsset = Math.ceil(TRADES / ASSETS.length);
    const step = (now - 3_600_000 - start) / perAsset;
    const all: LedgerTrade[] = [];
    for (const [index, asset] of existing ? [] : ASSETS.entries()) {
      const rand = seeded(index + 1);
      let price = 100 * (1 + index);
      let position = 0;
      const trades: LedgerTrade[] = [];
      for (let i = 0; i < perAsset && all.length + trades.length < TRADES; i++) {
        price *= 1 + (rand() - 0.5) * 0.01;
        // REVIEW: a quarter of the trades close the whole position, so the history is made of
        // round trips (positions in units of 0.0001, exactly).
        const closes = REVIEW && position !== 0 && rand() < 0.25;
        const wantBuy = closes ? position < 0 : position <= 0 ? rand() < 0.7 : rand() < 0.45;
        const units = closes ? Math.abs(position) : 100 + Math.floor(rand() * 10_000);
        const amount = (units / 10_000).toFixed(4);
        position += (wantBuy ? 1 : -1) * units;
        const feeUsd = Number(amount) * price * 0.001;
        // COINS/CONVERTED: a converted coin pays its fee in itself, a supported coin every other
        // trade in BNB (its rough price, so the fee is worth what a USDT one would be).
        const fee =
          FEE_COIN && SUPPORTED.has(asset) && i % 2 === 1
            ? { fee: (feeUsd / 650).toFixed(8), feeAsset: FEE_COIN }
            : CONVERSION_ONLY.slice(0, CONVERTED).includes(asset)
              ? { fee: (feeUsd / price).toFixed(8), feeAsset: asset }
              : { fee: feeUsd.toFixed(6) };
        trades.push(
          historyTrade(accountId, {
            asset,
            side: wantBuy ? 'buy' : 'sell',
            amount,
            price: price.toFixed(4),
            ...fee,
            executedAtMs: Math.floor(start + i * step + index * 997),
          }),
        );
      }
      for (const trade of trades) all.push(trade);
    }
    all.sort((a, b) => a.executedAtMs - b.executedAtMs);
    for (let i = 0; i < all.length; i += SEED_CHUNK) {
      const chunk = all.slice(i, i + SEED_CHUNK);
      await inTransaction(container.db, (tx) => container.ledger.append(tx, chunk, { bulk: true }));
      process.stdout.write(
        `\r[analytics] seeded ${(i + chunk.length).toLocaleString('en')} trades`,
      );
    }
    const seededMs = performance.now() - seedStarted;
    // What autovacuum does after a load (it is off on this machine's PostgreSQL): the dead row
    // versions the appends' rollup updates left are cleared and the planner's statistics fresh.
    await container.db.execute('vacuum analyze');
    const [{ n: aggRows } = { n: 0 }] = await rows<{ n: number }>(
      container.db,
      `select count(*)::int as n from trade_aggregates where account_id = '${accountId}'`,
    );
    console.log(
      `\n[analytics] seeding (trades and their rollups) ${(seededMs / 1000).toFixed(1)} s (${aggRows.toLocaleString('en')} hourly+daily rows)`,
    );

    const cases = [
      {
        label: 'all_time @ 1d',
        query: 'timeframe=all_time&grouping=1d',
        startMs: Date.parse('2020-01-01T00:00:00Z'),
        bucket: DAY,
      },
      {
        label: 'last_30_days @ 1h',
        query: 'timeframe=last_30_days&grouping=1h',
        startMs: now - 30 * DAY,
        bucket: 3_600_000,
      },
    ];
    for (const c of cases) {
      console.log(`\n[analytics] ${c.label} (${RUNS} runs each, after 3 warm-up)`);
      for (const route of ['pnl', 'asset-allocation', 'volume']) {
        const url = `/api/trade-analysis/${route}?${c.query}&accountId=${accountId}`;
        const call = async () => {
          const res = await app.inject({ url, headers });
          if (res.statusCode !== 200)
            throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        };
        for (let i = 0; i < 3; i++) await call();
        if (CONVERTED || COINS > 20) {
          // What the answer says it could not price (the coins outside every list).
          const { unpriced } = (await app.inject({ url, headers })).json() as {
            unpriced?: { asset: string }[];
          };
          console.log(`  ${route}: unpriced ${unpriced?.map((u) => u.asset).join(', ') || 'none'}`);
        }
        const cold = await timeMany(RUNS, async () => {
          container.caches.figures.clear();
          await call();
        });
        const warm = await timeMany(RUNS, call);
        console.log(line(`GET ${route} (cold: no cache)`, cold));
        console.log(line(`GET ${route} (warm: tradeAnalysis cache)`, warm));
      }
      if (REVIEW) {
        // The review (issue 38): round trips, statistics, calendar, breakdowns and the period's
        // risk — cold (the reviews cache emptied before every call) and warm.
        const url = `/api/trade-analysis/review?${c.query.replace(/&grouping=\w+/, '')}&accountId=${accountId}&timeZone=Europe/Madrid`;
        const first = await app.inject({ url, headers });
        if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode}`);
        const { statistics, risk } = first.json() as {
          statistics: { trips: number };
          risk: { days: number } | null;
        };
        console.log(
          `  review: ${statistics.trips.toLocaleString('en')} round trips closed in the range, ${risk?.days ?? 0} days on the curve`,
        );
        const runs = Math.max(5, Math.floor(RUNS / 3));
        const cold = await timeMany(runs, async () => {
          container.caches.reviews.clear();
          await app.inject({ url, headers });
        });
        const warm = await timeMany(runs, async () => {
          await app.inject({ url, headers });
        });
        console.log(line('GET review (cold: no cache)', cold));
        console.log(line('GET review (warm: reviews cache)', warm));
      }
      // The floor: one GROUP BY over the raw trades, time buckets × assets, the same sums.
      const floor = await timeMany(Math.max(5, Math.floor(RUNS / 3)), async () => {
        await rows(
          container.db,
          `select asset, (executed_at_ms / ${c.bucket}::bigint) as b, count(*), sum(amount * price),
                     sum(realized_pnl), sum(fee), sum(opened_notional),
                     count(*) filter (where is_closing and realized_pnl > 0)
              from trades where account_id = '${accountId}'
                and executed_at_ms >= ${c.startMs} and executed_at_ms <= ${Date.now()}
              group by 1, 2`,
        );
      });
      console.log(line('floor: raw SQL GROUP BY over trades', floor));
    }
    const [l1, l5, l15] = os.loadavg();
    console.log(
      `\n[analytics] load average ${l1!.toFixed(2)} ${l5!.toFixed(2)} ${l15!.toFixed(2)}`,
    );
    await app.close();
  } finally {
    await database.close().catch(() => {});
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
