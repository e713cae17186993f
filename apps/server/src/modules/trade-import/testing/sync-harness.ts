/**
 * What the exchange sync's tests do again and again, for one signed-in user of a test app: ask
 * for a sync through the route (and let the worker run it to the end), read the sync's status
 * and the trades it wrote, and put a worker on a fake exchange's transport.
 */
import type { ExchangeSyncStatus } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../../../db/client';
import { exchangeIds } from '../../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../../test/identity';
import type { FetchImplementation } from '../../market-data';
import type { ExchangeSyncOptions, ExchangeSyncWorker } from '../exchange-sync.worker';

/** A trade the sync wrote, as the trades table holds it (numbers as text, exact). */
export interface SyncedTrade {
  external_id: string;
  source: string;
  asset: string;
  quote_asset: string;
  side: string;
  amount: string;
  price: string;
  fee: string;
  fee_asset: string;
  executed_at_ms: string;
}

/** A funding payment the sync wrote, as funding_payments holds it (the amount as text). */
export interface SyncedFunding {
  external_id: string;
  amount: string;
  currency: string;
  symbol: string;
}

export interface SyncHarness {
  /** POST /api/trade/account/:id/sync as `who` (the harness's user unless told), answered as is. */
  synced(accountId: string, payload?: unknown, who?: SignedIn): Promise<LightMyRequestResponse>;
  /** GET /api/trade/account/:id/sync: the account's sync, which must answer 200. */
  status(accountId: string): Promise<ExchangeSyncStatus>;
  /** Asks for a sync (202), lets the last worker made run it to the end, and gives its status. */
  syncNow(accountId: string, payload?: unknown): Promise<ExchangeSyncStatus>;
  /**
   * Syncs now (as `syncNow`), which must end without an error and match `expected`. Gives its
   * status.
   */
  syncDone(
    accountId: string,
    expected: Partial<ExchangeSyncStatus>,
    payload?: unknown,
  ): Promise<ExchangeSyncStatus>;
  /**
   * Syncs again (as `syncNow`), which must add nothing: done, `total` trades in all as before,
   * none this run. Gives its status.
   */
  syncAgainAddsNothing(
    accountId: string,
    total: number,
    payload?: unknown,
  ): Promise<ExchangeSyncStatus>;
  /** The account's trades, oldest first. */
  trades(accountId: string): Promise<SyncedTrade[]>;
  /** The account's funding payments, oldest first. */
  funding(accountId: string): Promise<SyncedFunding[]>;
  /**
   * A worker on a fake exchange's transport, quick to retry (3 tries, 1 ms apart) unless told;
   * `syncNow` waits for it from now on. A new one for each account's story.
   */
  worker(
    fetchImplementation: FetchImplementation,
    options?: Partial<ExchangeSyncOptions>,
  ): ExchangeSyncWorker;
}

/** The sync's helpers for `user` of `t` (make it once both are there: in a beforeAll). */
export function syncHarness(t: IdentityTestApp, user: SignedIn): SyncHarness {
  let current: ExchangeSyncWorker | undefined;
  const url = (accountId: string) => `/api/trade/account/${accountId}/sync`;

  const harness: SyncHarness = {
    synced: (accountId, payload = {}, who = user) =>
      t.app.inject({
        method: 'POST',
        url: url(accountId),
        headers: who.headers,
        payload: payload as Record<string, unknown>,
      }),

    status: async (accountId) => {
      const res = await t.app.inject({ url: url(accountId), headers: user.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ExchangeSyncStatus;
    },

    syncNow: async (accountId, payload = {}) => {
      if (!current) throw new Error('sync harness: make a worker before syncing');
      const res = await harness.synced(accountId, payload);
      expect(res.statusCode, res.body).toBe(202);
      await current.idle();
      return harness.status(accountId);
    },

    syncDone: async (accountId, expected, payload = {}) => {
      const done = await harness.syncNow(accountId, payload);
      expect(done.lastError).toBeNull();
      expect(done).toMatchObject(expected);
      return done;
    },

    syncAgainAddsNothing: async (accountId, total, payload = {}) => {
      const again = await harness.syncNow(accountId, payload);
      expect(again).toMatchObject({ state: 'done', tradesImported: total, lastRunTrades: 0 });
      expect(await harness.trades(accountId)).toHaveLength(total);
      return again;
    },

    trades: (accountId) =>
      queryRows<SyncedTrade>(
        t.container.db,
        sql`select external_id, source, asset, quote_asset, type as side, amount::text,
              price::text, fee::text, fee_asset, executed_at_ms::text
            from trades where account_id = ${accountId} order by executed_at_ms, external_id`,
      ),

    funding: (accountId) =>
      queryRows<SyncedFunding>(
        t.container.db,
        sql`select external_id, amount::text, currency, symbol from funding_payments
            where account_id = ${accountId} order by paid_at_ms, external_id`,
      ),

    worker: (fetchImplementation, options = {}) => {
      current = t.container.imports.worker({
        fetchImplementation,
        backoffMs: 1,
        attempts: 3,
        ...options,
      });
      return current;
    },
  };
  return harness;
}

/** A test app with one signed-in user (ana), the exchanges' ids by code, and her sync harness. */
export interface SyncTestApp {
  readonly t: IdentityTestApp;
  readonly ana: SignedIn;
  /** The exchanges' ids by code (`bybit`, `kucoin`, …). */
  readonly ids: Record<string, string>;
  /** Ana's sync harness; usable once the app is up (in a test or a later hook). */
  readonly sync: SyncHarness;
  /** The id of the exchange `code`, which must be there. */
  exchangeId(code: string): string;
  /** A fresh fake exchange from `make`, and a worker on it: one for each account's story. */
  fresh<Fake extends { fetch: FetchImplementation }>(
    make: () => Fake,
    options?: Partial<ExchangeSyncOptions>,
  ): Fake;
}

/**
 * Starts a test app for the describe block it is called in (beforeAll), signs ana in, reads the
 * exchanges' ids, makes her sync harness, and closes the app after the block (afterAll).
 */
export function useSyncTestApp(): SyncTestApp {
  let state:
    | { t: IdentityTestApp; ana: SignedIn; ids: Record<string, string>; sync: SyncHarness }
    | undefined;
  const started = () => {
    if (!state) throw new Error('sync test app: not started yet (use it in a test or a hook)');
    return state;
  };
  beforeAll(async () => {
    const t = await createIdentityTestApp();
    const ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    const ids = await exchangeIds(t);
    state = { t, ana, ids, sync: syncHarness(t, ana) };
  });
  afterAll(() => state?.t.close());

  // The harness is handed out before the app is up, so it reaches the real one when called.
  const sync: SyncHarness = {
    synced: (...args) => started().sync.synced(...args),
    status: (...args) => started().sync.status(...args),
    syncNow: (...args) => started().sync.syncNow(...args),
    syncDone: (...args) => started().sync.syncDone(...args),
    syncAgainAddsNothing: (...args) => started().sync.syncAgainAddsNothing(...args),
    trades: (...args) => started().sync.trades(...args),
    funding: (...args) => started().sync.funding(...args),
    worker: (...args) => started().sync.worker(...args),
  };
  return {
    get t() {
      return started().t;
    },
    get ana() {
      return started().ana;
    },
    get ids() {
      return started().ids;
    },
    sync,
    exchangeId(code) {
      const id = started().ids[code];
      expect(id, code).toBeDefined();
      return id!;
    },
    fresh(make, options) {
      const exchange = make();
      sync.worker(exchange.fetch, options);
      return exchange;
    },
  };
}
