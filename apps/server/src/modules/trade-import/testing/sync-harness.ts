/**
 * What the exchange sync's tests do again and again, for one signed-in user of a test app: ask
 * for a sync through the route (and let the worker run it to the end), read the sync's status
 * and the trades it wrote, and put a worker on a fake exchange's transport.
 */
import type { ExchangeSyncStatus } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { queryRows } from '../../../db/client';
import type { IdentityTestApp, SignedIn } from '../../../test/identity';
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

export interface SyncHarness {
  /** POST /api/trade/account/:id/sync as `who` (the harness's user unless told), answered as is. */
  synced(accountId: string, payload?: unknown, who?: SignedIn): Promise<LightMyRequestResponse>;
  /** GET /api/trade/account/:id/sync: the account's sync, which must answer 200. */
  status(accountId: string): Promise<ExchangeSyncStatus>;
  /** Asks for a sync (202), lets the last worker made run it to the end, and gives its status. */
  syncNow(accountId: string, payload?: unknown): Promise<ExchangeSyncStatus>;
  /** The account's trades, oldest first. */
  trades(accountId: string): Promise<SyncedTrade[]>;
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

    trades: (accountId) =>
      queryRows<SyncedTrade>(
        t.container.db,
        sql`select external_id, source, asset, quote_asset, type as side, amount::text,
              price::text, fee::text, fee_asset, executed_at_ms::text
            from trades where account_id = ${accountId} order by executed_at_ms, external_id`,
      ),

    worker: (fetchImplementation, options = {}) => {
      current = t.container.exchangeSyncWorker({
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
