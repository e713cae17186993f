/**
 * Copy-trade fan-out (issue 17): one alert on an emitter followed by RECEIVERS accounts of 20
 * users → how long the emitter's POST_PROCESSING takes (its transaction records the trade and
 * enqueues every copy), and when the last copy is traded and recorded (p100), with the paper
 * gateway and this process's signal worker.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/copy-fan-out.ts
 *   npx tsx bench/copy-fan-out.ts            (PGlite)
 * Options: RECEIVERS=1000
 */
import { fanOutProgress, seedBenchAccounts, seedCopyFollowers } from './support/signals';
import { benchApp, loadAverage, machine } from './lib';

const RECEIVERS = Number(process.env.RECEIVERS ?? 1000);
const OWNERS = 20;

const { app, container, kind, close } = await benchApp({
  prefix: 'pulso_bench_fanout',
  poolSize: 16,
});
try {
  console.log(`copy fan-out — ${machine()}, ${kind}, ${RECEIVERS} receivers of ${OWNERS} users`);
  const secret = 'whsec_bench_fanout_0123456789';
  const [emitter] = await seedBenchAccounts(container, 1, secret);
  const receivers = await seedBenchAccounts(container, RECEIVERS, secret);
  await seedCopyFollowers(container, emitter!, receivers, OWNERS);
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

  let progress = await fanOutProgress(container, emitter!);
  let emitterSeen: number | undefined;
  while (progress.copies < RECEIVERS && performance.now() - accepted < 600_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    progress = await fanOutProgress(container, emitter!);
    if (emitterSeen === undefined && progress.emitterMs !== null) emitterSeen = performance.now();
  }
  const polled = performance.now() - accepted;
  await worker.stop();
  console.log(
    `202 in ${(accepted - sent).toFixed(0)} ms; the emitter's POST_PROCESSING (its trade, and the ${RECEIVERS} copies enqueued, in one transaction) took ${progress.emitterMs?.toFixed(0)} ms`,
  );
  console.log(
    `copies traded and recorded: ${progress.copies}/${RECEIVERS}, the last ${progress.lastCopyMs?.toFixed(0)} ms after the alert arrived (seen ${polled.toFixed(0)} ms after the 202, polling every 20 ms); ${progress.logs} logs under the emitter's receiver log — load average ${loadAverage()}`,
  );
} finally {
  await close();
}
