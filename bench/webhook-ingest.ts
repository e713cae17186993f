/**
 * The trade receiver under load, over real HTTP: accepted signals per second and p50/p99 accept
 * latency at 50 concurrent senders (the signal processor off, so ingest alone is measured; the
 * "zero lost" check compares 202 answers with stored signals), then the paper processor draining
 * that backlog, then signal-to-trade latency at a steady 50 signals/s with the processor on, then
 * the accept latency of a burst of 1,000 while the processor works.
 *
 * Run: npx tsx bench/webhook-ingest.ts                (PGlite)
 *      DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/webhook-ingest.ts
 *                                                      (PGlite, then PostgreSQL in a fresh database)
 * Options: SIGNALS (default 2,000 on PGlite, 10,000 on PostgreSQL), SENDERS=50, PHASES=ingest,
 *          ONLY=postgres|pglite, CLIENT=http|fetch (the senders' HTTP client: node:http with a
 *          keep-alive agent by default; fetch costs the shared cores ~3× more per request),
 *          SERVERS=2 (PostgreSQL: a second server process on the same database, requests alternate
 *          and both instances' workers drain the backlog; bench/webhook-ingest-server.ts)
 */
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import {
  clearSignals,
  seedBenchAccounts,
  signalCounts,
  signalToTradeMs,
  stepDurations,
} from './support/signals';
import { testConfig } from '../apps/server/src/test/harness';
import pino from 'pino';
import { buildAppWithContainer, LOGGER_OPTIONS } from '../apps/server/src/app';
import { freshPostgres, loadAverage, machine, percentile, report } from './lib';

/** Signals of the ingest phase: PGlite (one connection, in-process) takes far fewer per second. */
const signalsFor = (kind: 'pglite' | 'postgres') =>
  Number(process.env.SIGNALS ?? (kind === 'postgres' ? 10_000 : 2_000));
const SENDERS = Number(process.env.SENDERS ?? 50);
const SERVERS = Number(process.env.SERVERS ?? 1);
const PACE = Number(process.env.PACE ?? 50);
const ACCOUNTS = 50;
const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Sent {
  ms: number[];
  statuses: number[];
  signalIds: (string | undefined)[];
  seconds: number;
  /** The sender process's CPU time (its whole life, start-up included). */
  cpuMs: number;
}
/** The sender process: `senders` loops posting requests in turn (or one per `pacedMs` when paced). */
const SENDER = `
let input = '';
process.stdin.on('data', (d) => (input += d));
process.stdin.on('end', () => main(JSON.parse(input)));
async function main({ requests, senders, pacedMs }) {
const ms = new Array(requests.length), statuses = new Array(requests.length), signalIds = new Array(requests.length);
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(senders, 1) });
const viaHttp = (url, body) => new Promise((resolve, reject) => {
  const req = http.request(url, { method: 'POST', agent,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) } }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (d) => (text += d));
    res.on('end', () => resolve({ status: res.statusCode, text }));
  });
  req.once('error', reject);
  req.end(body);
});
const viaFetch = async (url, body) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain; charset=utf-8' }, body });
  return { status: res.status, text: await res.text() };
};
const send = process.env.CLIENT === 'fetch' ? viaFetch : viaHttp;
async function post(i) {
  const r = requests[i];
  const t0 = performance.now();
  const res = await send(r.url, r.text.replace('__TIME__', new Date().toISOString()));
  let answer = {};
  try { answer = JSON.parse(res.text); } catch {}
  ms[i] = performance.now() - t0; statuses[i] = res.status; signalIds[i] = answer.signalId;
}
  const started = performance.now();
  if (pacedMs > 0) {
    await Promise.all(requests.map((_, i) => new Promise((ok) => setTimeout(ok, i * pacedMs)).then(() => post(i))));
  } else {
    let next = 0;
    await Promise.all(Array.from({ length: senders }, async () => { for (let i = next++; i < requests.length; i = next++) await post(i); }));
  }
  const cpu = process.cpuUsage();
  process.stdout.write(JSON.stringify({ ms, statuses, signalIds, seconds: (performance.now() - started) / 1000, cpuMs: (cpu.user + cpu.system) / 1000 }));
}
`;

const load = loadAverage;

/** The fresh database of the PostgreSQL run (its backends' CPU is measured). */
let benchDatabase = '';

async function freshBenchPostgres(url: string): Promise<Database> {
  const fresh = await freshPostgres(url, { poolSize: 16 });
  benchDatabase = fresh.name;
  return fresh.database;
}

/** A second server process on the bench's PostgreSQL database (SERVERS=2). */
async function otherServer(): Promise<{ address: string; ask: (line: string) => Promise<string> }> {
  const url = new URL(pgUrl!);
  url.pathname = `/${benchDatabase}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/webhook-ingest-server.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DATABASE_URL: url.toString() },
  });
  child.stdout.setEncoding('utf8');
  const lines: string[] = [];
  let waiting: ((line: string) => void) | undefined;
  let buffer = '';
  child.stdout.on('data', (d: string) => {
    buffer += d;
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      if (waiting) {
        const w = waiting;
        waiting = undefined;
        w(line);
      } else lines.push(line);
    }
  });
  const next = () =>
    new Promise<string>((resolve) => {
      const line = lines.shift();
      if (line !== undefined) resolve(line);
      else waiting = resolve;
    });
  const address = await next();
  return {
    address,
    ask: (line) => {
      child.stdin.write(`${line}\n`);
      return next();
    },
  };
}

/** CPU ticks (1/100 s) of the PostgreSQL backends serving this bench's database, by pid. */
async function backendCpu(database: Database): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  if (database.kind !== 'postgres' || !pgUrl) return ticks;
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [benchDatabase],
  );
  await client.end();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // Not on this machine, or gone.
    }
  }
  return ticks;
}

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  const SIGNALS = signalsFor(kind);
  const database = kind === 'postgres' ? await freshBenchPostgres(pgUrl!) : await openDatabase({});
  if (kind === 'pglite') await database.migrate();
  // Request logging stays on (info), as in production, into /dev/null (LOG=off: no logger).
  const { app, container } = await buildAppWithContainer({
    config: testConfig({ RATE_LIMIT_MAX: '100000000' }),
    database,
    logger:
      process.env.LOG === 'off'
        ? false
        : pino({ level: 'info', ...LOGGER_OPTIONS }, pino.destination('/dev/null')),
  });
  const t = { app, container, close: () => app.close() };
  // How long the server itself took over each answer (from the request read to the reply sent),
  // beside what the senders measured (which adds connecting and their own process's waits).
  const serverMs: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverMs.push(reply.elapsedTime);
  });
  const secret = 'whsec_bench_secret_0123456789';
  const ids = await seedBenchAccounts(t.container, ACCOUNTS, secret);
  const close = (await t.container.marketData.prices.latest('binance', 'BTCUSDT'))!.price;
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const others = kind === 'postgres' && SERVERS > 1 ? [await otherServer()] : [];
  const addresses = [address, ...others.map((o) => o.address)];

  let seq = 0;
  const body = (i: number) => {
    const accountId = ids[i % ACCOUNTS]!;
    // Small buys: 10,000 USDT lasts each account ~1,000 of them, in whatever order they arrive.
    return {
      url: `${addresses[i % addresses.length]}/api/trade-receiver/${accountId}`,
      text: JSON.stringify({
        accountId,
        symbol: 'BTCUSDT',
        exchange: 'BINANCE',
        time: '__TIME__',
        action: 'buy',
        contracts: '0.0001',
        order_id: `bench-${kind}-${++seq}`,
        market_position: 'long',
        close: String(close),
        secret,
      }),
    };
  };
  /**
   * Senders run in a process of their own: the client's work neither slows the server's event
   * loop nor counts in the server's CPU time.
   */
  const send = (requests: { url: string; text: string }[], senders: number, pacedMs = 0) =>
    new Promise<Sent>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', SENDER], { stdio: ['pipe', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out) as Sent) : reject(new Error(`sender exited ${code}`)),
      );
      child.stdin.end(JSON.stringify({ requests, senders, pacedMs }));
    });
  const batch = (from: number, n: number) => Array.from({ length: n }, (_, i) => body(from + i));

  console.log(`\n== ${kind} — ${machine()} — load average ${load()}`);
  // Warm-up: JIT, connections, statement plans.
  await send(batch(0, 500), 10);
  await clearSignals(t.container);

  // 1. Ingest only: 50 senders, each posting as soon as its previous answer arrived.
  const started = performance.now();
  for (const o of others) await o.ask('reset');
  const pgBefore = await backendCpu(database);
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  const sent = await send(batch(1000, SIGNALS), SENDERS);
  const busy = performance.eventLoopUtilization(elu);
  const cpuUsed = process.cpuUsage(cpu);
  const pgAfter = await backendCpu(database);
  const otherCpuMs = others.length ? Number(await others[0]!.ask('report')) : 0;
  const latencies = sent.ms.sort((a, b) => a - b);
  const accepted = sent.signalIds.filter((id, i) => sent.statuses[i] === 202 && id);
  const refused = sent.statuses.filter((s) => s !== 202).length;
  const seconds = sent.seconds;
  void started;
  const count = async () =>
    Object.values(await signalCounts(t.container)).reduce((a, b) => a + b, 0);
  const stored = await count();
  console.log(
    `accepted ${accepted.length}/${SIGNALS} in ${seconds.toFixed(2)} s: ${(accepted.length / seconds).toFixed(0)} signals/s at ${SENDERS} senders; refused ${refused}; stored ${stored} → ${stored === accepted.length && refused === 0 ? 'zero lost' : 'MISMATCH'}`,
  );
  report(`accept latency (${kind}, ${SENDERS} concurrent)`, latencies);
  // The server's own cost, less sensitive to what else runs on the machine: its CPU time per signal.
  const cpuMs = (cpuUsed.user + cpuUsed.system + otherCpuMs * 1000) / 1000 / accepted.length;
  if (others.length)
    console.log(`${addresses.length} server processes (CPU below is both together)`);
  console.log(
    `server: event loop busy ${(busy.utilization * 100).toFixed(0)} %, CPU ${cpuMs.toFixed(3)} ms per accepted signal (this process: user ${(cpuUsed.user / 1000 / accepted.length).toFixed(3)}, system ${(cpuUsed.system / 1000 / accepted.length).toFixed(3)}; ≈ ${(1000 / cpuMs).toFixed(0)} signals/s per core of Node)`,
  );
  console.log(
    `senders (${process.env.CLIENT === 'fetch' ? 'fetch' : 'node:http'}): CPU ${(sent.cpuMs / SIGNALS).toFixed(3)} ms per request (the client shares the machine's cores)`,
  );
  if (pgBefore.size > 0) {
    let ticks = 0;
    for (const [pid, after] of pgAfter) ticks += after - (pgBefore.get(pid) ?? after);
    console.log(
      `PostgreSQL: CPU ${((ticks * 10) / accepted.length).toFixed(3)} ms per accepted signal (the pool's backends, /proc)`,
    );
  }
  console.log(`load average after ingest: ${load()}`);

  if (process.env.PHASES === 'ingest') {
    await t.close();
    await database.close();
    return;
  }
  // 2. The paper processor drains that backlog: this process's worker, and with SERVERS=2 the
  // other server's beside it (two instances sharing the work).
  const worker = t.container.signals.worker();
  const drainStart = performance.now();
  const drainCpu = process.cpuUsage();
  const drainPgBefore = await backendCpu(database);
  const [taken, ...otherDrains] = await Promise.all([
    worker.drain(),
    ...others.map(async (o) => (await o.ask('drain')).split(' ').map(Number) as [number, number]),
  ]);
  const drainSeconds = (performance.now() - drainStart) / 1000;
  const drainCpuUsed = process.cpuUsage(drainCpu);
  drainCpuUsed.user += otherDrains.reduce((a, [ms]) => a + ms, 0) * 1000;
  const shares = [taken, ...otherDrains.map(([, n]) => n)];
  const drainPgAfter = await backendCpu(database);
  const outcome = Object.entries(await signalCounts(t.container)).map(([status, n]) => ({
    status,
    n,
  }));
  const steps = await stepDurations(t.container);
  console.log(
    `step durations p50/p99 ms: ${steps.map((s) => `${s.action} ${Number(s.p50).toFixed(0)}/${Number(s.p99).toFixed(0)}`).join(', ')}`,
  );
  console.log(
    `processed backlog of ${stored} in ${drainSeconds.toFixed(2)} s${others.length ? ` by ${addresses.length} instances (${shares.join(' + ')})` : ''}: ${(stored / drainSeconds).toFixed(0)} signals/s (${outcome.map((o) => `${o.status} ${o.n}`).join(', ')})`,
  );
  let drainTicks = 0;
  for (const [pid, after] of drainPgAfter) drainTicks += after - (drainPgBefore.get(pid) ?? after);
  console.log(
    `processing CPU per signal: worker ${((drainCpuUsed.user + drainCpuUsed.system) / 1000 / stored).toFixed(2)} ms, PostgreSQL ${((drainTicks * 10) / stored).toFixed(2)} ms; load average ${load()}`,
  );

  // 3. Signal-to-trade latency at a steady PACE signals/s (50 unless told), the worker running
  // and woken per signal; 10 s of it on PostgreSQL, 5 s on PGlite.
  worker.start();
  const PACED = PACE * (kind === 'postgres' ? 10 : 5);
  const pacedRun = await send(batch(1000 + SIGNALS, PACED), PACED, 1000 / PACE);
  const paced = pacedRun.signalIds.filter((id): id is string => Boolean(id));
  for (let i = 0; i < 400; i++) {
    const open = await signalCounts(t.container);
    if (!open['pending'] && !open['processing']) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // 4. A burst while the worker processes (on PGlite both share its one connection): what the
  // senders wait for their 202 (TradingView gives up at 3 s).
  const BURST = 1000;
  serverMs.length = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const burst = await send(batch(1000 + SIGNALS + PACED, BURST), SENDERS);
  loopDelay.disable();
  const burstServerMs = [...serverMs].sort((a, b) => a - b);
  const burstMs = burst.ms.sort((a, b) => a - b);
  report(`accept latency, burst of ${BURST} while processing`, burstMs);
  console.log(
    `burst: ${burst.statuses.filter((s) => s === 202).length}/${BURST} accepted, slowest answer ${burstMs.at(-1)!.toFixed(0)} ms (in the server: slowest ${burstServerMs.at(-1)!.toFixed(0)} ms, p99 ${percentile(burstServerMs, 99).toFixed(0)} ms; event loop delayed at most ${(loopDelay.max / 1e6).toFixed(0)} ms); load average ${load()}`,
  );
  await worker.stop();
  const toTrade = (await signalToTradeMs(t.container, paced)).sort((a, b) => a - b);
  report(`signal → trade (${kind}, ${PACE}/s, paper)`, toTrade);
  const done = toTrade.length;
  console.log(
    `paced: ${paced.length} accepted, ${done} traded; p50 ${percentile(toTrade, 50).toFixed(1)} ms; load average ${load()}`,
  );
  for (const o of others) void o.ask('exit');
  await t.close();
  await database.close();
}

if (process.env.ONLY !== 'postgres') await run('pglite');
if (pgUrl && process.env.ONLY !== 'pglite') await run('postgres');
