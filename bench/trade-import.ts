/**
 * Trade-history import (issue 19): a Binance spot export of ROWS rows (BTC, ETH and SOL against
 * USDT, a fill every few minutes over the past year) through POST …/import/preview and then
 * POST …/import, as the browser sends it; then the same file again (all duplicates). Reports the
 * time of each (the service's, as the route calls it) and the rows per second.
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/trade-import.ts
 *      (without DATABASE_URL: PGlite). Options: ROWS=100000, FEE_COIN=BNB (issue 33: fees paid
 *      in BNB, converted to USD once per trade as the ledger writes it; default USDT).
 */
import { inTransaction } from '../apps/server/src/db/repository';
import { seedBenchAccounts } from './support/signals';
import { historyTrade } from './support/trades';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { actorFor } from '../apps/server/src/lib/actor';
import { benchApp, loadAverage, machine } from './lib';

const ROWS = Number(process.env.ROWS ?? 100_000);
const FEE_COIN = process.env.FEE_COIN ?? 'USDT';
/** A fee coin's rough USD price, so a BNB fee is worth what a USDT one would be. */
const FEE_PRICE = FEE_COIN === 'USDT' ? 1 : 650;

const { container, kind, close } = await benchApp({ prefix: 'pulso_bench_import' });
try {
  console.log(`trade import — ${machine()}, ${kind}, fees in ${FEE_COIN}`);
  const [accountId, tradedId] = await seedBenchAccounts(
    container,
    2,
    'whsec_bench_import_0123456789',
  );
  // The usual case: an account already trading through Pulso gets its older history, so every
  // imported trade lands before its asset's last one and the asset's ledger is replayed.
  await inTransaction(container.db, (tx) =>
    container.ledger.append(
      tx,
      ['BTC', 'ETH', 'SOL'].map((asset) =>
        historyTrade(tradedId!, {
          asset,
          side: 'buy',
          amount: '1',
          price: '100',
          executedAtMs: Date.now() - 60_000,
        }),
      ),
    ),
  );

  const markets = [
    { pair: 'BTCUSDT', base: 'BTC', price: 90_000, size: 0.01 },
    { pair: 'ETHUSDT', base: 'ETH', price: 3_000, size: 0.3 },
    { pair: 'SOLUSDT', base: 'SOL', price: 150, size: 5 },
  ];
  const start = Date.now() - 365 * 86_400_000;
  const step = Math.floor((365 * 86_400_000) / ROWS);
  const lines = ['Date(UTC),Pair,Side,Price,Executed,Amount,Fee'];
  for (let i = 0; i < ROWS; i++) {
    const m = markets[i % 3]!;
    const price = m.price * (1 + Math.sin(i / 500) * 0.1);
    const amount = m.size * (1 + (i % 7) / 10);
    const at = new Date(start + i * step).toISOString().replace('T', ' ').slice(0, 19);
    lines.push(
      `${at},${m.pair},${i % 2 ? 'SELL' : 'BUY'},${price.toFixed(2)},${amount.toFixed(8)}${m.base},${(amount * price).toFixed(8)}USDT,${((amount * price * 0.001) / FEE_PRICE).toFixed(8)}${FEE_COIN}`,
    );
  }
  const csv = `${lines.join('\n')}\n`;
  console.log(`file: ${ROWS} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);

  // An admin may import into any account (the route checks the same rule for the owner).
  // (Its id is a uuid: the import's activity entry records who did it.)
  const user = { id: '00000000-0000-4000-8000-00000000be11', isAdmin: true } as Parameters<
    typeof container.imports.tradeImport.preview
  >[0]['user'];
  const send = async (
    path: 'import/preview' | 'import',
    into = accountId!,
    label: string = path,
  ) => {
    // The longest the event loop was held at once: what any other user's request waited.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const body = await container.imports.tradeImport[path === 'import' ? 'import' : 'preview']({
      user,
      actor: actorFor(user),
      accountId: into,
      csv,
    });
    const ms = performance.now() - started;
    loop.disable();
    const held = loop.max / 1e6;
    console.log(
      `${label.padEnd(34)} ${(ms / 1000).toFixed(2)} s (${Math.round(ROWS / (ms / 1000))} rows/s): toImport ${body.toImport}, imported ${body.imported}, duplicates ${body.duplicates}; event loop held up to ${Math.round(held)} ms — load average ${loadAverage()}`,
    );
  };
  await send('import/preview');
  await send('import', accountId!, 'import into an empty account');
  await send('import', accountId!, 'the same file again (duplicates)');
  await send('import', tradedId!, 'import before existing trades');
} finally {
  await close();
}
