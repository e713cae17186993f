/**
 * Exchange sync (issue 19): an account with API keys reads TRADES fills of its own (BTC/USDT and
 * ETH/USDT, over the last 80 days) from a fake Binance through ccxt, 1,000 per request, into its
 * ledger; then syncs again (nothing new: one request per market). The exchange answers at once
 * (no network, no rate limit): this measures Pulso's side. Binance's own limit for this request
 * (weight 20 of 6,000 a minute) allows 300 pages a minute, 5,000 trades a second.
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/exchange-sync.ts
 *      (without DATABASE_URL: PGlite). Options: TRADES=100000
 */
import { FakeBinance } from '../apps/server/src/modules/market-data/testing';
import { actorFor } from '../apps/server/src/lib/actor';
import { seedBenchAccounts } from './support/signals';
import { benchApp, loadAverage, machine } from './lib';

const TRADES = Number(process.env.TRADES ?? 100_000);

const { container, kind, close } = await benchApp({ prefix: 'pulso_bench_sync' });
try {
  console.log(`exchange sync — ${machine()}, ${kind}`);
  const [accountId] = await seedBenchAccounts(container, 1, 'whsec_bench_sync_0123456789');
  // Plain SQL text: the benchmark does not depend on drizzle-orm being hoisted.
  const sealed = container.sealer.seal(JSON.stringify({ apiKey: 'k', secret: 's' }));
  await container.db.execute(
    `update accounts set credentials = '${sealed}', credential_fields = '{apiKey,secret}'
     where id = '${accountId}'`,
  );
  const exchange = new FakeBinance();
  const from = Date.now() - 80 * 86_400_000;
  const step = Math.floor((80 * 86_400_000) / (TRADES / 2));
  exchange.addTrades('BTCUSDT', TRADES / 2, { from, stepMs: step });
  exchange.addTrades('ETHUSDT', TRADES / 2, { from, stepMs: step, price: '3000.00' });
  const worker = container.imports.worker({ fetchImplementation: exchange.fetch });
  const user = { id: 'bench-admin', isAdmin: true } as Parameters<
    typeof container.imports.exchangeSync.request
  >[0];

  const sync = async (label: string) => {
    const requests = exchange.requests.length;
    const started = performance.now();
    await container.imports.exchangeSync.request(
      user,
      accountId!,
      { sinceDays: 90 },
      actorFor(user),
    );
    await worker.idle();
    const ms = performance.now() - started;
    const status = await container.imports.exchangeSync.status(user, accountId!);
    console.log(
      `${label.padEnd(28)} ${(ms / 1000).toFixed(2)} s: ${status.state}, ${status.lastRunTrades} trades added (${Math.round(status.lastRunTrades / (ms / 1000))}/s), ${exchange.requests.length - requests} requests — load average ${loadAverage()}`,
    );
  };
  await sync(`first sync (${TRADES} trades)`);
  await sync('again (nothing new)');
} finally {
  await close();
}
