/**
 * Cuentas Públicas as a visitor loads it (issue 18): 1,000 public accounts sharing their stats,
 * each with a few hundred trades over 90 days; one page is GET /api/account/public/list (25
 * rows) and GET /api/trade-analysis/public/figures for those 25 over the period. Reports the
 * page's server time (both requests, in sequence, as the browser sends them), cold and warm,
 * newest first and ranked by a figure.
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/public-leaderboard.ts
 *      (without DATABASE_URL: PGlite). Options: ACCOUNTS=1000 TRADES=200 RUNS=20, and for the
 *      leaderboard under load CONNECTIONS=50 SECONDS=10
 */
import { inTransaction } from '../apps/server/src/db/repository';
import { seedBenchAccounts } from './support/signals';
import { historyTrade } from './support/trades';
import { benchApp, hammer, loadAverage, machine, percentile } from './lib';

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 1000);
const TRADES = Number(process.env.TRADES ?? 200);
const RUNS = Number(process.env.RUNS ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);
const DAY = 86_400_000;

const { app, container, kind, close } = await benchApp({
  prefix: 'pulso_bench_board',
  env: { PUBLIC_RATE_LIMIT_MAX: '100000000' },
});
try {
  console.log(`public leaderboard — ${machine()}, ${kind}`);
  const seeded = performance.now();
  const ids = await seedBenchAccounts(container, ACCOUNTS, 'whsec_bench_board_0123456789');
  await container.db.execute(
    'update accounts set is_public = true, public_stats = true, public_trades = true',
  );
  const now = Date.now();
  for (const [n, accountId] of ids.entries()) {
    let price = 90_000 + (n % 50) * 100;
    const trades = Array.from({ length: TRADES }, (_, i) => {
      price *= 1 + (((i * 7919 + n) % 200) - 100) / 20_000;
      return historyTrade(accountId, {
        asset: 'BTC',
        side: i % 2 === 0 ? 'buy' : 'sell',
        amount: '0.01',
        price: price.toFixed(2),
        fee: '0.1',
        executedAtMs: now - 90 * DAY + Math.floor(((i + 0.5) * 90 * DAY) / TRADES),
      });
    });
    await inTransaction(container.db, (tx) => container.ledger.append(tx, trades, { bulk: true }));
  }
  await container.db.execute('analyze');
  console.log(
    `seeded ${ACCOUNTS} accounts × ${TRADES} trades in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const pageMs = async (page: number, timeframe: string) => {
    const started = performance.now();
    const list = await app.inject(`/api/account/public/list?page=${page}&limit=25`);
    const rows = (list.json() as { data: { id: string }[] }).data;
    const figures = await app.inject(
      `/api/trade-analysis/public/figures?timeframe=${timeframe}&accountIds=${rows.map((r) => r.id).join(',')}`,
    );
    if (list.statusCode !== 200 || figures.statusCode !== 200) throw new Error('not 200');
    return performance.now() - started;
  };
  // Ranked by a figure: the shared board (every account's figures) is computed at start-up for
  // the default period and then every few minutes in the background; the first visitor of
  // another period computes it. The other visitors and pages read it.
  const rankedMsOf = (timeframe: string) => async (page: number, sortBy: string) => {
    const started = performance.now();
    const list = await app.inject(
      `/api/account/public/list?page=${page}&limit=25&sortBy=${sortBy}&timeframe=${timeframe}`,
    );
    const rows = (list.json() as { data: { id: string }[] }).data;
    const figures = await app.inject(
      `/api/trade-analysis/public/figures?timeframe=${timeframe}&accountIds=${rows.map((r) => r.id).join(',')}`,
    );
    if (list.statusCode !== 200 || figures.statusCode !== 200) throw new Error('not 200');
    return performance.now() - started;
  };
  for (const timeframe of ['last_30_days', 'all_time'] as const) {
    const rankedMs = rankedMsOf(timeframe);
    const board = performance.now();
    await container.accounts.service.warmPublicBoard(timeframe); // what start-up and the timer do
    const boardMs = performance.now() - board;
    const warmed = await rankedMs(1, 'roi');
    const shared: number[] = [];
    for (let i = 0; i < RUNS; i++) shared.push(await rankedMs((i % 40) + 1, i % 2 ? 'pnl' : 'roi'));
    shared.sort((a, b) => a - b);
    console.log(
      `page of 25 ranked by ROI, ${timeframe}: the board of ${ACCOUNTS} alone ${boardMs.toFixed(0)} ms (start-up and background); first visitor after it ${warmed.toFixed(0)} ms; then p50 ${percentile(shared, 50).toFixed(0)} ms, p95 ${percentile(shared, 95).toFixed(0)} ms (pages and sorts by pnl/roi) — load average ${loadAverage()}`,
    );
  }
  const unwarmed = await rankedMsOf('last_7_days')(1, 'roi');
  console.log(
    `page of 25 ranked by ROI, last_7_days, no board yet: the first visitor ${unwarmed.toFixed(0)} ms (computes it) — load average ${loadAverage()}`,
  );
  for (const timeframe of ['last_30_days', 'last_90_days', 'all_time']) {
    // Cold: a page no one has read yet (each run a different page of the 40).
    const cold: number[] = [];
    for (let i = 0; i < RUNS; i++) cold.push(await pageMs((i % 40) + 1, timeframe));
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await pageMs((i % 40) + 1, timeframe));
    const fmt = (s: number[]) => {
      s.sort((a, b) => a - b);
      return `p50 ${percentile(s, 50).toFixed(0)} ms, p95 ${percentile(s, 95).toFixed(0)} ms`;
    };
    console.log(
      `page of 25 (list + figures), ${timeframe}: cold ${fmt(cold)}; cached ${fmt(warm)} — load average ${loadAverage()}`,
    );
  }
  // The visitors' leaderboard (every home page loads it) under load: autocannon in its own
  // process against the server over HTTP, the accounts above on the board.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const timeframe of ['last_30_days', 'all_time']) {
    const r = await hammer(
      `GET /api/trade-analysis/public/leaderboard (${timeframe})`,
      `${address}/api/trade-analysis/public/leaderboard?timeframe=${timeframe}&limit=5`,
      { connections: CONNECTIONS, seconds: SECONDS },
    );
    console.log(
      `${r.title}, ${ACCOUNTS} public accounts, ${CONNECTIONS} connections × ${SECONDS} s: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms — load average ${loadAverage()}`,
    );
  }
} finally {
  await close();
}
