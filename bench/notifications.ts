/**
 * Notifications under load (issue 35): USERS users with one account and two channels each (a
 * signed webhook and an ntfy topic), FAIL failing alerts a second for SECONDS seconds spread over
 * them, and OK succeeding alerts a second beside them. Reported:
 *  - the failure's commit (its signal's finished_at) → the channel's receipt, p50/p99, per
 *    delivery (the receiver, bench/support/notification-sink.ts, runs in its own process);
 *  - lost (failures not told to both channels) and duplicated (a delivery id received twice);
 *  - signal → trade p50/p99 of the succeeding alerts, in this run and in the same run with
 *    notifications off (no channels: the outbox trigger writes nothing, the worker is idle).
 * The server (signal worker and notifications worker) is this process; alerts are enqueued as the
 * webhook does after its checks.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/notifications.ts
 * Options: USERS=1000 FAIL=100 OK=20 SECONDS=30 RUNS=1 (each run: off, then on)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Container } from '../apps/server/src/container';
import { benchApp, loadAverage, machine, percentile } from './lib';
import { seedBenchAccounts, signalToTradeMs } from './support/signals';

const USERS = Number(process.env.USERS ?? 1000);
const FAIL = Number(process.env.FAIL ?? 100);
const OK = Number(process.env.OK ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 30);
const RUNS = Number(process.env.RUNS ?? 1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(0)} ms, p99 ${percentile(s, 99).toFixed(0)} ms, max ${(s.at(-1) ?? NaN).toFixed(0)} ms (n=${s.length})`;
};

async function rows<T>(container: Container, text: string): Promise<T[]> {
  return ((await container.db.execute(text)) as unknown as { rows: T[] }).rows;
}

/** The receiver in its own process: its address, and its notes when asked. */
async function startSink() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./support/notification-sink.ts', import.meta.url).pathname],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const url = await next();
  return {
    url,
    notes: async (): Promise<[string, number][]> => {
      child.stdin.write('report\n');
      return JSON.parse(await next()) as [string, number][];
    },
    close: () => {
      child.stdin.write('exit\n');
      child.kill();
    },
  };
}

/** One account per user: the bench's accounts, each given an owner of its own. */
async function seedUsers(container: Container): Promise<string[]> {
  const accounts = await seedBenchAccounts(container, USERS, 'whsec_bench_notify_0123456789');
  await container.db.execute(`
    with owners as (
      insert into users (uid, email, role_id)
      select 'notify-' || gen_random_uuid(), 'notify' || g || '@example.com',
             (select role_id from users where id = (select owner_id from accounts where id = '${accounts[0]}'))
      from generate_series(1, ${USERS}) g
      returning id
    ), numbered as (select id, row_number() over () as n from owners),
    mine as (select id, row_number() over (order by id) as n from accounts
             where id = any('{${accounts.join(',')}}'::uuid[]))
    update accounts set owner_id = numbered.id
    from mine join numbered on numbered.n = mine.n
    where accounts.id = mine.id`);
  return accounts;
}

async function seedChannels(container: Container, sinkUrl: string): Promise<void> {
  const webhook = container.sealer.seal(`${sinkUrl}/hook`);
  const ntfy = container.sealer.seal(`${sinkUrl}/alertas`);
  const secret = container.sealer.seal('bench-signing-secret');
  await container.db.execute(`
    insert into notification_channels (user_id, kind, name, target, address_sealed, secret_sealed)
    select u.id, c.kind, c.kind, '${sinkUrl}/…', c.address, c.secret
    from (select distinct owner_id as id from accounts) u
    cross join (values ('webhook', '${webhook}', '${secret}'), ('ntfy', '${ntfy}', null))
      as c(kind, address, secret)`);
  await container.db.execute('analyze');
}

async function run(notifications: boolean): Promise<void> {
  const { container, kind, close } = await benchApp({
    prefix: 'pulso_bench_notify',
    poolSize: 16,
    env: { NOTIFICATIONS_ALLOW_PRIVATE_URLS: 'true' },
  });
  const sink = await startSink();
  try {
    const accounts = await seedUsers(container);
    if (notifications) await seedChannels(container, sink.url);
    const price = (await container.marketData.prices.latest('binance', 'BTCUSDT'))!.price;
    const signals = container.signals.worker();
    const notifier = container.notifications.worker();
    signals.start();
    await notifier.start();

    const okIds: string[] = [];
    const perSecond = FAIL + OK;
    const total = perSecond * SECONDS;
    const started = performance.now();
    let failAt = 0;
    let okAt = 0;
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      // Every (FAIL+OK)/OK-th alert succeeds (a small buy); the rest fail (a sale of nothing).
      const succeeds = OK > 0 && i % Math.round(perSecond / OK) === 0;
      const accountId = accounts[(succeeds ? okAt++ : failAt++) % accounts.length]!;
      const sent = await container.signals.service.enqueue({
        accountId,
        source: 'manual',
        payload: {
          symbol: 'BTCUSDT',
          time: Date.now(),
          order_id: `bench-${i}`,
          action: succeeds ? 'buy' : 'sell',
          contracts: succeeds ? '0.001' : '1',
          close: String(price),
        },
      });
      if (succeeds) okIds.push(sent.signalId);
    }
    const sending = (performance.now() - started) / 1000;

    // Until every alert is processed and every delivery has left (or a minute has passed).
    const until = Date.now() + 60_000;
    for (;;) {
      const [state] = await rows<{ pending: number; outbox: number; deliveries: number }>(
        container,
        `select (select count(*)::int from signals where status not in ('done', 'failed')) as pending,
                (select count(*)::int from notification_events) as outbox,
                (select count(*)::int from notification_deliveries where status = 'pending') as deliveries`,
      );
      if (
        (state!.pending === 0 && state!.outbox === 0 && state!.deliveries === 0) ||
        Date.now() > until
      )
        break;
      await sleep(200);
    }
    await notifier.stop();
    await signals.stop();

    const toTrade = await signalToTradeMs(container, okIds);
    const [counts] = await rows<{ failed: number; done: number }>(
      container,
      `select count(*) filter (where status = 'failed')::int as failed,
              count(*) filter (where status = 'done')::int as done from signals`,
    );
    console.log(
      `  notifications ${notifications ? 'on ' : 'off'} (${kind}, load ${loadAverage()}): ${total} alerts in ${sending.toFixed(1)} s, ${counts!.failed} failed, ${counts!.done} traded`,
    );
    console.log(`    signal → trade (succeeding alerts)       ${fmt(toTrade)}`);
    if (!notifications) return;

    const deliveries = await rows<{
      id: string;
      count: number;
      status: string;
      first_ms: string;
      events: number;
    }>(
      container,
      `select d.id, d.count, d.status,
              (select extract(epoch from min(s.finished_at)) * 1000
               from jsonb_array_elements(d.data->'events') e
               join signals s on s.id = (e->>'signalId')::uuid) as first_ms,
              jsonb_array_length(d.data->'events') as events
       from notification_deliveries d where d.event = 'signal.failed'`,
    );
    const notes = await sink.notes();
    const received = new Map<string, number[]>();
    for (const [id, at] of notes) received.set(id, [...(received.get(id) ?? []), at]);
    const latencies = deliveries
      .filter((d) => received.has(d.id))
      .map((d) => received.get(d.id)![0]! - Number(d.first_ms));
    const told = deliveries.reduce((n, d) => n + Number(d.count), 0);
    const duplicated = [...received.values()].filter((times) => times.length > 1).length;
    const unsent = deliveries.filter((d) => !received.has(d.id)).length;
    console.log(`    failure's commit → channel's receipt     ${fmt(latencies)}`);
    console.log(
      `    ${deliveries.length} messages for ${told} failure-channel pairs (want ${counts!.failed * 2}): lost ${counts!.failed * 2 - told}, not received ${unsent}, received twice ${duplicated}, merged in bursts ${deliveries.filter((d) => Number(d.count) > 1).length}`,
    );
  } finally {
    sink.close();
    await close();
  }
}

console.log(
  `notifications — ${machine()}, ${USERS} users × 2 channels, ${FAIL} failing + ${OK} succeeding alerts/s for ${SECONDS} s`,
);
for (let r = 0; r < RUNS; r++) {
  await run(false);
  await run(true);
}
process.exit(0);
