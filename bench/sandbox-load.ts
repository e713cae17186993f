/**
 * Shared by bench/sandbox-fairness.ts and bench/responsiveness.ts: an app on an in-memory
 * database with a sandbox of the production shape (2 threads), users with API tokens, an account
 * with its webhook secret, and the hostile strategies of issue 15.
 */
import type { FastifyInstance } from 'fastify';
import { buildAppWithContainer } from '../apps/server/src/app';
import type { Container } from '../apps/server/src/container';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import type { StrategyRunner } from '../apps/server/src/sandbox';

export const SPIN = 'function strategy() { while (true) {} }';
export const TRIVIAL = 'function strategy() { return [] }';
/** 300,000 trades: what held /api/health for 10.8 s before the fix. */
export const CATASTROPHE =
  'function strategy(c) { const t = []; for (let i = 0; i < 300000; i++) t.push({ action: "buy", price: c[0].close, timestamp: c[0].openTime, quantity: 1 }); return t }';
export const RANGE = { startDate: '2025-01-01', endDate: '2025-03-01', grouping: '1d' };

export interface BenchUser {
  id: string;
  headers: { authorization: string };
  /** Each user from an address of their own, as on a real network (limits are per client). */
  remoteAddress: string;
}

export interface BenchApp {
  app: FastifyInstance;
  container: Container;
  runner: StrategyRunner;
  user(name: string): Promise<BenchUser>;
  account(who: BenchUser): Promise<{ id: string; secret: string }>;
  backtest(who: BenchUser, code: string): Promise<{ statusCode: number; body: string }>;
  deliver(account: { id: string; secret: string }): Promise<{ statusCode: number }>;
  close(): Promise<void>;
}

export async function startBenchApp(
  timeoutMs: number,
  /** Configuration over the bench's own (real limits, TRUST_PROXY …). */
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/bench',
    MASTER_KEY: '0'.repeat(63) + '1',
    RATE_LIMIT_MAX: '1000000',
    PUBLIC_RATE_LIMIT_MAX: '1000000',
    ...env,
  });
  // PGLITE_DIR: PGlite on disk, as the product's embedded default keeps it (else in memory).
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    ...(process.env.PGLITE_DIR ? { dataDir: process.env.PGLITE_DIR } : {}),
  });
  await database.migrate();
  const { app, container } = await buildAppWithContainer({
    config,
    database,
    logger: { level: 'silent' },
    overrides: { strategyRunner: { timeoutMs, poolSize: 2 } },
  });
  await app.ready();
  const runner = container.runner;
  await runner.warm();
  let users = 0;
  let orders = 0;
  const binance = (await container.exchanges.service.list()).find((e) => e.code === 'binance')!.id;
  return {
    app,
    container,
    runner,
    async user(name) {
      const user = await container.users.service.upsertByEmail(`${name}@example.com`, { name });
      const { token } = await container.apiTokens.service.create(user, 'bench');
      return {
        id: user.id,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: `10.0.0.${++users}`,
      };
    },
    async account(who) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/create',
        headers: who.headers,
        remoteAddress: who.remoteAddress,
        payload: { name: 'Bench spot', accountType: 'spot', exchangeId: binance },
      });
      const body = res.json() as { account: { id: string }; webhook: { secret: string } };
      return { id: body.account.id, secret: body.webhook.secret };
    },
    backtest: (who, code) =>
      app.inject({
        method: 'POST',
        url: '/api/strategy/backtest',
        headers: who.headers,
        remoteAddress: who.remoteAddress,
        payload: { code, ...RANGE },
      }),
    deliver: (account) =>
      app.inject({
        method: 'POST',
        url: `/api/trade-receiver/${account.id}`,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '192.0.2.1',
        payload: JSON.stringify({
          accountId: account.id,
          secret: account.secret,
          symbol: 'BTCUSDT',
          exchange: 'BINANCE',
          time: new Date().toISOString(),
          action: 'buy',
          contracts: 0.01,
          order_id: `bench-${++orders}`,
          market_position: 'long',
          close: 50_000,
        }),
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Milliseconds a call takes. */
export async function elapsed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}
