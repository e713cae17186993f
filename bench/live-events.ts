/**
 * Live events (issue 16), two figures:
 *  1. Across instances, on PostgreSQL: alerts posted to instance A at a steady rate (default
 *     100/s for 10 s), and a stream held on instance B (its own connection pool and LISTEN).
 *     Reported: webhook 202 → `signal.accepted` on B (the fan-out alone) and 202 → `signal.done`
 *     on B (processed, traded and announced), p50/p99, and events lost.
 *  2. Many subscribers on one instance: 1,000 open streams (visitors), memory per connection, then
 *     events written at 100/s for 10 s; delivery latency p50/p99 (write → received) and lost.
 * Both instances and the clients share this process (2 cores): the figures include the clients'
 * own parsing work, so they are upper bounds.
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/live-events.ts
 *      (without DATABASE_URL, part 2 runs on PGlite and part 1 is skipped)
 * Options: RATE=100 SECONDS=10 SUBSCRIBERS=1000
 */
import pino from 'pino';
import { buildAppWithContainer } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import {
  openStream,
  ownerOf,
  publicAccount,
  writePublicEvent,
  type TestStream,
} from '../apps/server/src/modules/live/testing';
import { seedBenchAccounts } from './support/signals';
import { testConfig } from '../apps/server/src/test/harness';
import { freshPostgres, loadAverage, machine, percentile } from './lib';

const RATE = Number(process.env.RATE ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 10);
const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 1000);
const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const load = loadAverage;
const fmt = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms (n=${s.length})`;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const instance = (database: Database) =>
  buildAppWithContainer({
    config: testConfig({
      RATE_LIMIT_MAX: '100000000',
      PUBLIC_RATE_LIMIT_MAX: '100000000',
      LIVE_STREAMS_MAX: '100000',
      // Every bench stream comes from one address; the instance cap stays derived from the
      // open-files limit (raise it with ulimit -n for the largest runs).
      LIVE_STREAMS_PER_ADDRESS: '100000',
    }),
    database,
    logger: pino({ level: 'silent' }),
  });

async function acrossInstances(url: string): Promise<void> {
  const { database, url: dbUrl } = await freshPostgres(url, { prefix: 'pulso_bench_live' });
  const second = await openDatabase({ databaseUrl: dbUrl });
  const a = await instance(database);
  const b = await instance(second);
  try {
    const secret = 'whsec_bench_live_0123456789';
    const ids = await seedBenchAccounts(a.container, 50, secret);
    const ownerId = await ownerOf(a.container.db, ids[0]!);
    const { token } = await a.container.auth.sessions.sign(ownerId, 0);
    const close = (await a.container.marketData.prices.latest('binance', 'BTCUSDT'))!.price;
    const addressA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    const addressB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const worker = a.container.signals.worker();
    worker.start();
    const stream = await openStream(addressB, { headers: { authorization: `Bearer ${token}` } });

    const sentAt = new Map<string, number>();
    const total = RATE * SECONDS;
    const started = performance.now();
    const posts: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const accountId = ids[i % ids.length]!;
      posts.push(
        fetch(`${addressA}/api/trade-receiver/${accountId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            symbol: 'BTCUSDT',
            exchange: 'BINANCE',
            time: new Date().toISOString(),
            action: 'buy',
            contracts: '0.0001',
            order_id: `live-bench-${i}`,
            market_position: 'long',
            close: String(close),
            secret,
          }),
        }).then(async (res) => {
          const at = performance.now();
          const body = (await res.json()) as { signalId?: string };
          if (res.status === 202 && body.signalId) sentAt.set(body.signalId, at);
        }),
      );
    }
    await Promise.all(posts);
    // Let the backlog finish and its events arrive.
    const deadline = performance.now() + 60_000;
    const done = () => stream.events.filter((e) => e.type === 'signal.done').length;
    while (done() < sentAt.size && performance.now() < deadline) await sleep(200);
    const latency = (type: string) =>
      stream.events
        .filter((e) => e.type === type && sentAt.has(String(e.data.signalId)))
        .map((e) => e.at - sentAt.get(String(e.data.signalId))!);
    const accepted = latency('signal.accepted');
    const traded = latency('signal.done');
    console.log(
      `\n== two instances on PostgreSQL, ${RATE} alerts/s for ${SECONDS} s — load average ${load()}`,
    );
    console.log(`  202s: ${sentAt.size} of ${total}`);
    console.log(`  webhook 202 → signal.accepted on the other instance: ${fmt(accepted)}`);
    console.log(`  webhook 202 → signal.done (traded) on the other instance: ${fmt(traded)}`);
    console.log(
      `  lost: ${sentAt.size - accepted.length} accepted events, ${sentAt.size - traded.length} done events`,
    );
    stream.close();
    await worker.stop();
  } finally {
    await a.app.close();
    await b.app.close();
    await second.close();
    await database.close();
  }
}

async function manySubscribers(database: Database, label: string): Promise<void> {
  const app = await instance(database);
  try {
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const before = process.memoryUsage();
    // The account the events are about, made before the streams open (its creation is an event).
    await publicAccount(app.container.db);
    const streams: TestStream[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) streams.push(await openStream(address));
    while (app.container.live.hub.subscriberCount < SUBSCRIBERS) await sleep(50);
    global.gc?.();
    const after = process.memoryUsage();
    const heapPer = (after.heapUsed - before.heapUsed) / SUBSCRIBERS;

    const total = RATE * SECONDS;
    const t0 = performance.now();
    for (let i = 0; i < total; i++) {
      const due = t0 + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      // An event as the triggers write it, public, stamped with when it was written.
      await writePublicEvent(app.container.db, {
        accountId: String(i),
        sentAt: performance.now() + performance.timeOrigin,
      });
    }
    const expected = total * SUBSCRIBERS;
    const deadline = performance.now() + 30_000;
    const received = () => streams.reduce((n, s) => n + s.events.length, 0);
    while (received() < expected && performance.now() < deadline) await sleep(200);
    const latencies: number[] = [];
    for (const s of streams)
      for (const e of s.events)
        latencies.push(e.at + performance.timeOrigin - Number(e.data.sentAt));
    console.log(
      `\n== ${SUBSCRIBERS} subscribers on one instance (${label}), ${RATE} events/s for ${SECONDS} s — load average ${load()}`,
    );
    console.log(
      `  memory per connection: ${(heapPer / 1024).toFixed(1)} KB heap (server and client in one process; RSS ${(after.rss / 2 ** 20).toFixed(0)} MB with all open)`,
    );
    console.log(`  delivery (written → received): ${fmt(latencies)}`);
    console.log(`  lost: ${expected - received()} of ${expected}`);
    for (const s of streams) s.close();
  } finally {
    await app.app.close();
  }
}

console.log(`live events — ${machine()}`);
if (pgUrl) {
  await acrossInstances(pgUrl);
  const { database } = await freshPostgres(pgUrl, { prefix: 'pulso_bench_live' });
  await manySubscribers(database, 'PostgreSQL');
  await database.close();
} else {
  const database = await openDatabase({});
  await database.migrate();
  await manySubscribers(database, 'PGlite');
  await database.close();
}
