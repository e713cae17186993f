/**
 * Copy-trade fan-out (issue 17): one alert on an emitter followed by RECEIVERS accounts of 20
 * users → how long the emitter's POST_PROCESSING takes (its transaction records the trade and
 * enqueues every copy), and when the last copy is traded and recorded (p100), with the paper
 * gateway and this process's signal worker. With RULES=1 (issue 37) every link has rules that are
 * active (caps, a slippage guard: each copy is sized and bounded at its VALIDATION on the
 * receiver's positions, balances and price) but let the copy through. Either way, every receiver
 * must end with exactly one copy-ledger row for the alert.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/copy-fan-out.ts
 *   npx tsx bench/copy-fan-out.ts            (PGlite)
 * Options: RECEIVERS=1000, RULES=1
 */
import type { CopySettings } from '@pulso/domain';
import { fanOutProgress, seedBenchAccounts, seedCopyFollowers } from './support/signals';
import { benchApp, loadAverage, machine } from './lib';

const RECEIVERS = Number(process.env.RECEIVERS ?? 1000);
const OWNERS = 20;
const RULES = process.env.RULES === '1';
/** Rules that each bound the copy (so it is decided at VALIDATION) but never cut 0.001 BTC. */
const SETTINGS: CopySettings = {
  sizing: 'multiplier',
  belowMinimum: 'skip',
  maxSlippagePct: '5',
  maxNotionalPerOrder: '100000',
  maxOpenPositions: 50,
  maxAllocation: '10000000',
};

const { app, container, kind, close } = await benchApp({
  prefix: 'pulso_bench_fanout',
  poolSize: 16,
});
/** Rows of a query in plain SQL text (every value in it is an id the benchmark made). */
const rows = async <T>(text: string): Promise<T[]> =>
  ((await container.db.execute(text)) as unknown as { rows: T[] }).rows;
try {
  console.log(
    `copy fan-out — ${machine()}, ${kind}, ${RECEIVERS} receivers of ${OWNERS} users, rules ${RULES ? `on: ${JSON.stringify(SETTINGS)}` : 'off (the default settings)'}`,
  );
  const secret = 'whsec_bench_fanout_0123456789';
  const [emitter] = await seedBenchAccounts(container, 1, secret);
  const receivers = await seedBenchAccounts(container, RECEIVERS, secret);
  await seedCopyFollowers(container, emitter!, receivers, OWNERS);
  if (RULES) {
    const json = JSON.stringify(SETTINGS).replaceAll("'", "''");
    await container.db.execute(
      `update copy_trades set settings = '${json}'::jsonb where emitter_account_id = '${emitter}'`,
    );
    // As the seed left it: no dead rows, fresh statistics.
    await container.db.execute('vacuum analyze copy_trades');
  }
  const close = (await container.marketData.prices.latest('binance', 'BTCUSDT'))!.price;

  const worker = container.signals.worker();
  worker.start();
  const sent = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/trade-receiver/${emitter}`,
    headers: { 'content-type': 'application/json' },
    payload: {
      accountId: emitter,
      symbol: 'BTCUSDT',
      exchange: 'BINANCE',
      time: new Date().toISOString(),
      action: 'buy',
      contracts: '0.001',
      order_id: 'fanout-1',
      market_position: 'long',
      close: String(close),
      secret,
    },
  });
  const accepted = performance.now();
  if (res.statusCode !== 202) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);

  // Until every copy is traded, or (a rule skipped some, a step failed) every copy has ended.
  const unfinished = async () =>
    (
      await rows<{ n: number }>(
        `select count(*)::int as n from signals c join signals s on c.parent_signal_id = s.id
         where s.account_id = '${emitter}' and s.parent_signal_id is null
           and c.status in ('pending', 'processing')`,
      )
    )[0]!.n;
  let progress = await fanOutProgress(container, emitter!);
  let emitterSeen: number | undefined;
  let polls = 0;
  while (progress.copies < RECEIVERS && performance.now() - accepted < 600_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    progress = await fanOutProgress(container, emitter!);
    if (emitterSeen === undefined && progress.emitterMs !== null) emitterSeen = performance.now();
    if (++polls % 25 === 0 && progress.emitterMs !== null && Number(await unfinished()) === 0) {
      progress = await fanOutProgress(container, emitter!);
      break;
    }
  }
  const polled = performance.now() - accepted;
  await worker.stop();
  console.log(
    `202 in ${(accepted - sent).toFixed(0)} ms; the emitter's POST_PROCESSING (its trade, and the ${RECEIVERS} copies enqueued, in one transaction) took ${progress.emitterMs?.toFixed(0)} ms`,
  );
  console.log(
    `copies traded and recorded: ${progress.copies}/${RECEIVERS}, the last ${progress.lastCopyMs?.toFixed(0)} ms after the alert arrived (seen ${polled.toFixed(0)} ms after the 202, polling every 20 ms); ${progress.logs} logs under the emitter's receiver log — load average ${loadAverage()}`,
  );

  // The copy ledger: exactly one row per receiver for the leader's signal.
  const leader = `(select id from signals where account_id = '${emitter}' and parent_signal_id is null)`;
  const ledger = await rows<{ receiver: string; n: number; outcomes: string }>(
    `select receiver_account_id as receiver, count(*)::int as n,
            string_agg(outcome || coalesce(':' || rule, ''), ',') as outcomes
     from copy_ledger where leader_signal_id = ${leader} group by receiver_account_id`,
  );
  const once = ledger.filter((r) => Number(r.n) === 1).length;
  const twice = ledger.filter((r) => Number(r.n) > 1).length;
  const outcomes = new Map<string, number>();
  for (const r of ledger) {
    for (const o of r.outcomes.split(',')) outcomes.set(o, (outcomes.get(o) ?? 0) + 1);
  }
  const counted = [...outcomes].map(([o, n]) => `${o} ${n}`).join(', ') || 'none';
  const [ruled] = await rows<{ n: number }>(
    `select count(*)::int as n from signals
     where parent_signal_id = ${leader} and payload->'copyOf' ? 'rules'`,
  );
  console.log(
    `ledger rows: ${once}/${RECEIVERS} receivers with exactly one${twice ? `, ${twice} with more` : ''}, ${RECEIVERS - ledger.length} with none; outcomes: ${counted}; copies decided by their link's rules: ${ruled!.n}`,
  );

  // Where the copies' time went: their steps, and the span the worker took over them.
  const steps = await rows<{ action: string; n: number; p50: number; p99: number; sum: number }>(
    `select l.action, count(*)::int as n,
            percentile_cont(0.5) within group (order by l.duration_ms) as p50,
            percentile_cont(0.99) within group (order by l.duration_ms) as p99,
            sum(l.duration_ms)::int as sum
     from signals c join receiver_logs l on l.signal_id = c.id and l.id <> c.receiver_log_id
     where c.parent_signal_id = ${leader} group by l.action order by sum desc nulls last`,
  );
  for (const s of steps) {
    console.log(
      `  copies' ${s.action.padEnd(16)} n=${String(s.n).padStart(5)}  p50 ${Number(s.p50).toFixed(1).padStart(6)} ms  p99 ${Number(s.p99).toFixed(1).padStart(6)} ms  sum ${String(s.sum).padStart(6)} ms`,
    );
  }
} finally {
  await close();
}
