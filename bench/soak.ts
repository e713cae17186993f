/**
 * Crash-safe soak (issue 9): real server processes on one PostgreSQL database take 100,000
 * signals from 50 concurrent senders across 20 accounts, 10 % of them redeliveries, while one of
 * them is killed with SIGKILL twice at random moments and started again. Then, once every signal
 * is processed, it checks:
 *  - every signal that got a 2xx has exactly one trade, or failed with a reason;
 *  - no signal has two trades, and no order id of an account was traded twice;
 *  - a redelivery answered 200 with the first delivery's signal;
 *  - each trade's ledger state (position, average price, realized PnL) equals a replay from
 *    scratch in time order;
 *  - no delivery was refused and no server logged an error.
 * It prints the counts, the accept throughput and the drain time.
 *
 *   npm run build
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/soak.ts
 * Options: SIGNALS=100000 SENDERS=50 ACCOUNTS=20 INSTANCES=2 KILLS=2
 * (a database pulso_soak_<random> is created beside the one in DATABASE_URL and dropped after)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Decimal, FLAT, applyTrade, type LedgerState } from '@pulso/domain';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/context';
import { createContainer } from '../apps/server/src/container';
import { openDatabase } from '../apps/server/src/db/client';
import { accounts, exchanges, roles, users } from '../apps/server/src/db/schema';
import { hashWebhookSecret } from '../apps/server/src/modules/accounts';
import { machine } from './lib';

const SIGNALS = Number(process.env.SIGNALS ?? 100_000);
const SENDERS = Number(process.env.SENDERS ?? 50);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 20);
const INSTANCES = Number(process.env.INSTANCES ?? 2);
const KILLS = Number(process.env.KILLS ?? 2);
const DUPLICATE_SHARE = 0.1;
const BASE_PORT = 3390;
const MASTER_KEY = 'a'.repeat(63) + '1';
const SERVER = path.resolve('apps/server/dist/main.js');
const baseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (!baseUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (the soak needs several processes)');
if (!existsSync(SERVER)) throw new Error('Build first: npm run build');

const dbName = `pulso_soak_${randomBytes(4).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-soak-'));

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

const env = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: dbUrl,
  DATA_DIR: dataDir,
  MASTER_KEY,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  WORKERS: 'true',
  DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
  // Redeliveries after a restart may come minutes after the alert: keep them admissible.
  SIGNAL_MAX_LAG_SECONDS: '3600',
});

/** Error lines the servers logged (pino level ≥ 50): a signal interrupted by a bug, say. */
const serverErrors: string[] = [];

class Instance {
  process?: ChildProcess;
  constructor(readonly port: number) {}
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  get alive() {
    return this.process !== undefined && this.process.exitCode === null && !this.process.killed;
  }
  async start(): Promise<void> {
    const taken = await fetch(`${this.url}/api/health`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${this.port} already answers: another soak still running?`);
    this.process = spawn(process.execPath, ['--no-node-snapshot', SERVER], {
      env: env(this.port),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: this.process.stdout! }).on('line', (line) => {
      let level = 0;
      try {
        level = (JSON.parse(line) as { level?: number }).level ?? 0;
      } catch {
        // not a log line
      }
      if (level >= 50) serverErrors.push(`${this.port}: ${line.slice(0, 400)}`);
    });
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`${this.url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await sleep(100);
    }
    throw new Error(`instance on ${this.port} did not start`);
  }
  kill(): void {
    this.process?.kill('SIGKILL');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Delivery {
  account: string;
  body: string;
}

async function main(): Promise<void> {
  console.log(
    `soak — ${machine()} — ${SIGNALS} signals, ${SENDERS} senders, ${ACCOUNTS} accounts, ${INSTANCES} instances, ${KILLS} kills`,
  );
  await admin(`create database ${dbName}`);
  const instances = Array.from({ length: INSTANCES }, (_, i) => new Instance(BASE_PORT + i));
  try {
    // Accounts with known webhook secrets, written straight into the database.
    const database = await openDatabase({ databaseUrl: dbUrl });
    await database.migrate();
    const config = loadConfig({
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      MASTER_KEY,
      LOG_LEVEL: 'silent',
    });
    const container = await createContainer(
      createContext(config, database, pino({ level: 'silent' })),
    );
    const { db } = container;
    const role = (await db.select().from(roles)).find((r) => r.name === 'user');
    const [owner] = await db
      .insert(users)
      .values({ uid: 'soak', email: 'soak@example.com', roleId: role!.id })
      .returning();
    const binance = (await db.select().from(exchanges)).find((e) => e.code === 'binance');
    const secret = `whsec_soak_${randomBytes(12).toString('hex')}`;
    const accountIds = (
      await db
        .insert(accounts)
        .values(
          Array.from({ length: ACCOUNTS }, (_, i) => ({
            ownerId: owner!.id,
            name: `Soak ${i}`,
            // Futures hold signed positions: buys and sells in any order both trade.
            accountType: 'future' as const,
            exchangeId: binance!.id,
            webhookSecretHash: hashWebhookSecret(secret),
            webhookSecretSealed: container.sealer.seal(secret),
          })),
        )
        .returning({ id: accounts.id })
    ).map((r) => r.id);
    await database.close();

    await Promise.all(instances.map((instance) => instance.start()));

    // Deliveries: each new signal once, then 10 % of them again (a sender retrying).
    const fresh = Math.round(SIGNALS / (1 + DUPLICATE_SHARE));
    const time = new Date().toISOString();
    const deliveries: Delivery[] = Array.from({ length: fresh }, (_, i) => {
      const account = accountIds[i % ACCOUNTS]!;
      return {
        account,
        body: JSON.stringify({
          accountId: account,
          symbol: ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'][i % 3],
          exchange: 'binance',
          time,
          // Buys and sells alternate by blocks of ACCOUNTS × 3 signals, the same in every book
          // (account, symbol): positions stay small and keep trading instead of running out of
          // margin, and reordering between instances still exercises out-of-order replays.
          action: Math.floor(i / (ACCOUNTS * 3)) % 2 === 0 ? 'buy' : 'sell',
          contracts: '0.001',
          order_id: `soak-${i}`,
          market_position: 'long',
          // Far from any market price: the paper gateway fills at the market instead.
          close: '0.0001',
          secret,
        }),
      };
    });
    const redeliveries = SIGNALS - fresh;
    const order: number[] = deliveries.map((_, i) => i);
    for (let k = 0; k < redeliveries; k++) {
      // A redelivery comes after its first delivery: insert it somewhere later.
      const original = Math.floor(Math.random() * fresh);
      order.splice(
        original + 1 + Math.floor(Math.random() * (order.length - original)),
        0,
        original,
      );
    }

    const acknowledged = new Map<number, string>(); // delivery → signal id
    const counts = { accepted: 0, duplicate: 0, duplicateMismatch: 0, retried: 0, refused: 0 };
    const killAt = Array.from({ length: KILLS }, () =>
      Math.floor(order.length * (0.2 + Math.random() * 0.6)),
    ).sort((a, b) => a - b);
    let next = 0;
    let done = 0;
    const started = performance.now();

    const post = async (d: number): Promise<void> => {
      const delivery = deliveries[d]!;
      for (let attempt = 0; ; attempt++) {
        const live = instances.filter((instance) => instance.alive);
        const target = live[(d + attempt) % live.length] ?? instances[0]!;
        try {
          const res = await fetch(`${target.url}/api/trade-receiver/${delivery.account}`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: delivery.body,
          });
          const answer = (await res.json()) as { signalId?: string; error?: string };
          if (res.status === 202 || res.status === 200) {
            const first = acknowledged.get(d);
            if (first === undefined) acknowledged.set(d, answer.signalId!);
            else if (first !== answer.signalId) counts.duplicateMismatch++;
            if (res.status === 202) counts.accepted++;
            else counts.duplicate++;
            return;
          }
          if (res.status >= 500 || res.status === 429) throw new Error(`${res.status}`);
          counts.refused++;
          console.log(`refused ${res.status}: ${answer.error}`);
          return;
        } catch {
          // The instance died under the request (or is starting): the sender retries, as
          // TradingView and any sane sender do. Whether it was stored is the receiver's problem.
          counts.retried++;
          await sleep(50);
        }
      }
    };

    let kills = 0;
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        for (let i = next++; i < order.length; i = next++) {
          if (kills < killAt.length && done >= killAt[kills]!) {
            kills++;
            const victim = instances[Math.floor(Math.random() * instances.length)]!;
            console.log(`kill -9 the instance on ${victim.port} after ${done} deliveries`);
            victim.kill();
            void victim.start().then(() => console.log(`instance on ${victim.port} is back`));
          }
          await post(order[i]!);
          done++;
        }
      }),
    );
    const sendSeconds = (performance.now() - started) / 1000;
    console.log(
      `sent ${order.length} deliveries in ${sendSeconds.toFixed(1)} s (${(order.length / sendSeconds).toFixed(0)}/s): ${counts.accepted} accepted (202), ${counts.duplicate} duplicates (200), ${counts.refused} refused, ${counts.retried} retried after a connection error`,
    );

    // Drain: wait for every signal to be processed.
    const check = new pg.Pool({ connectionString: dbUrl, max: 2 });
    const drainStarted = performance.now();
    for (;;) {
      const { rows } = await check.query<{ n: number }>(
        `select count(*)::int as n from signals where status in ('pending', 'processing')`,
      );
      if (rows[0]!.n === 0) break;
      if (instances.some((instance) => !instance.alive)) await sleep(500);
      await sleep(1000);
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    const [{ n: signalCount }] = (
      await check.query<{ n: number }>(
        `select count(*)::int as n from signals where parent_signal_id is null`,
      )
    ).rows as [{ n: number }];
    console.log(
      `processed: all ${signalCount} signals done or failed ${drainSeconds.toFixed(1)} s after the last delivery (≈ ${(signalCount / (sendSeconds + drainSeconds)).toFixed(0)} signals/s end to end)`,
    );

    // 1. Every acknowledged signal: exactly one trade, or failed with a reason.
    const ids = [...new Set(acknowledged.values())];
    const { rows: outcomes } = await check.query<{
      status: string;
      error: string | null;
      trades: number;
    }>(
      `select s.status, s.error, (select count(*)::int from trades t where t.signal_id = s.id) as trades
       from signals s where s.id = any($1::uuid[])`,
      [ids],
    );
    const missing = ids.length - outcomes.length;
    const traded = outcomes.filter((o) => o.status === 'done' && o.trades === 1).length;
    const failed = outcomes.filter(
      (o) => o.status === 'failed' && o.trades === 0 && o.error,
    ).length;
    const bad = outcomes.length - traded - failed;
    const reasons = new Map<string, number>();
    for (const o of outcomes) {
      if (o.status !== 'failed') continue;
      // One line per kind of reason: its amounts stripped.
      const reason = (o.error ?? '?').replace(/-?\d+(\.\d+)?/g, 'n');
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }

    // 2. No duplicate trades.
    const { rows: doubleSignals } = await check.query(
      `select signal_id from trades where signal_id is not null group by 1 having count(*) > 1`,
    );
    const { rows: doubleOrders } = await check.query(
      `select account_id, order_id from trades where source = 'webhook' group by 1, 2 having count(*) > 1`,
    );

    // 3. Ledger state equals a replay from scratch.
    const { rows: all } = await check.query<{
      account_id: string;
      asset: string;
      type: 'buy' | 'sell';
      amount: string;
      price: string;
      position_after: string;
      average_price_after: string;
      realized_pnl: string;
    }>(
      `select account_id, asset, type, amount, price, position_after, average_price_after, realized_pnl
       from trades order by account_id, asset, executed_at_ms, created_at, id`,
    );
    const books = new Map<string, LedgerState>();
    let ledgerMismatches = 0;
    for (const row of all) {
      const key = `${row.account_id}:${row.asset}`;
      const step = applyTrade(books.get(key) ?? FLAT, {
        side: row.type,
        quantity: row.amount,
        price: row.price,
      });
      books.set(key, step.state);
      const same =
        step.state.position.eq(row.position_after) &&
        step.state.averagePrice.toDecimalPlaces(18).eq(new Decimal(row.average_price_after)) &&
        step.realized.toDecimalPlaces(18).eq(new Decimal(row.realized_pnl));
      if (!same) ledgerMismatches++;
    }
    await check.end();

    console.log(`acknowledged signals: ${ids.length}`);
    console.log(`  with exactly one trade: ${traded}`);
    console.log(
      `  failed with a reason:   ${failed}${[...reasons].map(([r, n]) => `\n      ${n} × ${r}`).join('')}`,
    );
    console.log(`  anything else:          ${bad + missing}  (missing ${missing})`);
    console.log(`redeliveries answered with another signal: ${counts.duplicateMismatch}`);
    console.log(
      `signals with two trades: ${doubleSignals.length}; order ids traded twice: ${doubleOrders.length}`,
    );
    console.log(`trades: ${all.length}; ledger rows differing from a replay: ${ledgerMismatches}`);
    console.log(
      `deliveries refused: ${counts.refused}; server errors logged: ${serverErrors.length}`,
    );
    for (const line of serverErrors.slice(0, 5)) console.log(`  ${line}`);
    const ok =
      counts.refused === 0 &&
      serverErrors.length === 0 &&
      bad + missing === 0 &&
      counts.duplicateMismatch === 0 &&
      doubleSignals.length === 0 &&
      doubleOrders.length === 0 &&
      ledgerMismatches === 0;
    console.log(ok ? 'SOAK PASSED' : 'SOAK FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const instance of instances) instance.kill();
    await sleep(500);
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
