import type { ExchangeSyncStatus } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { exchangeIds } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';
import type { ExchangeSyncOptions, ExchangeSyncWorker } from './exchange-sync.worker';
import { BITGET_KEY, BITGET_PASSPHRASE, BITGET_SECRET, FakeBitget } from './testing/fake-bitget';
import { FakeKucoin, KUCOIN_KEY, KUCOIN_PASSPHRASE, KUCOIN_SECRET } from './testing/fake-kucoin';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe(`exchange sync (ccxt against a fake KuCoin and Bitget, ${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let ids: Record<string, string>;
  let worker: ExchangeSyncWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    ids = await exchangeIds(t);
  });
  afterAll(() => t.close());

  /** A worker on the fake exchange's transport (a new one for each account's story). */
  function workOn(fetch: FakeKucoin['fetch'], options: Partial<ExchangeSyncOptions> = {}) {
    worker = t.container.exchangeSyncWorker({
      fetchImplementation: fetch,
      backoffMs: 1,
      attempts: 3,
      ...options,
    });
  }

  const status = async (accountId: string) => {
    const res = await t.app.inject({
      url: `/api/trade/account/${accountId}/sync`,
      headers: ana.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ExchangeSyncStatus;
  };
  /** Asks for a sync through the route and lets the worker run it to the end. */
  const syncNow = async (accountId: string, payload: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${accountId}/sync`,
      headers: ana.headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    await worker.idle();
    return status(accountId);
  };
  const trades = (accountId: string) =>
    queryRows<{
      external_id: string;
      source: string;
      asset: string;
      side: string;
      amount: string;
      price: string;
      executed_at_ms: string;
    }>(
      t.container.db,
      sql`select external_id, source, asset, type as side, amount::text, price::text,
          executed_at_ms::text from trades
          where account_id = ${accountId} order by executed_at_ms, external_id`,
    );
  /** What a wrong key's failure shows and logs, to prove no credential is in it. */
  const failWatched = async (accountId: string) => {
    const warn = vi.spyOn(t.container.log, 'warn');
    try {
      const failed = await syncNow(accountId);
      return { failed, logged: warn.mock.calls };
    } finally {
      warn.mockRestore();
    }
  };

  describe('KuCoin spot', () => {
    let exchange: FakeKucoin;
    const fresh = (options: Partial<ExchangeSyncOptions> = {}) => {
      exchange = new FakeKucoin();
      workOn(exchange.fetch, options);
      return exchange;
    };
    const account = (name: string) =>
      createAccount(t, ana, name, {
        exchangeId: ids['kucoin'],
        credentials: { apiKey: KUCOIN_KEY, secret: KUCOIN_SECRET, passphrase: KUCOIN_PASSPHRASE },
      });
    /** The fills requests of a symbol (BTC-USDT), with the window each asked for. */
    const fillsAsked = (symbol: string) =>
      exchange.requests
        .filter(
          (r) => r.url.pathname === '/api/v1/fills' && r.url.searchParams.get('symbol') === symbol,
        )
        .map((r) => ({
          start: Number(r.url.searchParams.get('startAt')),
          end: Number(r.url.searchParams.get('endAt')),
          page: r.url.searchParams.get('currentPage'),
        }));

    it('reads a history of many weeks, several pages a week, into the ledger; a second sync adds nothing', async () => {
      fresh();
      const id = await account('KuCoin real');
      const now = Date.now();
      const since = now - 90 * DAY; // the sync's start, give or take the request's milliseconds
      // 120 BTC-USDT fills inside the sync's sixth week, one every 10 minutes (20 hours): KuCoin
      // answers 50 a page, newest first, so the week is three pages.
      const busy = exchange.addFills('BTC-USDT', 120, {
        from: since + 35 * DAY + HOUR,
        stepMs: 10 * MINUTE,
      });
      // ETH-USDT: a fill in each of three other weeks.
      const eth = [80, 50, 2].flatMap((daysAgo) =>
        exchange.addFills('ETH-USDT', 1, { from: now - daysAgo * DAY, stepMs: 1, price: '3000' }),
      );
      // Before the 90 days asked for: not read.
      exchange.addFills('BTC-USDC', 1, { from: now - 120 * DAY, stepMs: 1 });

      const done = await syncNow(id);
      expect(done).toMatchObject({
        state: 'done',
        marketsDone: 3,
        marketsTotal: 3,
        tradesImported: 123,
        lastRunTrades: 123,
        lastError: null,
      });
      const rows = await trades(id);
      expect(rows).toHaveLength(123);
      expect(new Set(rows.map((r) => r.external_id))).toEqual(
        new Set([...busy, ...eth].map((f) => `kucoin:${f.symbol}:${f.tradeId}`)),
      );
      expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['import']));
      expect(rows.every((r) => Number(r.amount) === 0.01)).toBe(true);
      const btc = rows.filter((r) => r.asset === 'BTC');
      expect(btc.filter((r) => r.side === 'buy')).toHaveLength(60);
      expect(btc.every((r) => Number(r.price) === 50_000)).toBe(true);
      expect(rows.filter((r) => r.asset === 'ETH').map((r) => Number(r.price))).toEqual([
        3000, 3000, 3000,
      ]);
      // The busy week's oldest and newest fills are both there (a page of the newest alone is not
      // the week).
      expect(btc[0]!.executed_at_ms).toBe(String(busy[0]!.createdAt));
      expect(btc.at(-1)!.executed_at_ms).toBe(String(busy.at(-1)!.createdAt));
      // Every request keeps within KuCoin's week, and the weeks cover the 90 days.
      const asked = fillsAsked('BTC-USDT');
      expect(asked.every((a) => a.end - a.start < 7 * DAY && a.end >= a.start)).toBe(true);
      expect(new Set(asked.map((a) => a.start)).size).toBeGreaterThanOrEqual(13);
      // The balances come from the trade account: 0.5 BTC that no trade explains.
      expect(done.reconciliation?.assets).toContainEqual(
        expect.objectContaining({ asset: 'BTC', exchange: '0.5', position: '0' }),
      );

      exchange.requests.length = 0;
      const again = await syncNow(id);
      expect(again).toMatchObject({ state: 'done', tradesImported: 123, lastRunTrades: 0 });
      expect(await trades(id)).toHaveLength(123);
      // Each market from its cursor: the last minutes again, not the 90 days.
      expect(new Set(fillsAsked('BTC-USDT').map((a) => a.start)).size).toBe(1);
    });

    it('waits out KuCoin’s rate limit (HTTP 429, code 429000) and reads on', async () => {
      fresh();
      const id = await account('KuCoin limited');
      exchange.addFills('BTC-USDT', 5, { from: Date.now() - 3 * DAY, stepMs: HOUR });
      exchange.rateLimited = 2; // two refusals, then answers: within the 3 tries

      const done = await syncNow(id);
      expect(done.lastError).toBeNull();
      expect(done).toMatchObject({ state: 'done', tradesImported: 5, marketsDone: 3 });
      expect(exchange.rateLimited).toBe(0);
      // The first market's first window was asked three times: twice refused, once answered.
      const first = fillsAsked('BTC-USDC').slice(0, 3);
      expect(first.map((a) => a.start)).toEqual([
        first[0]!.start,
        first[0]!.start,
        first[0]!.start,
      ]);
      expect(await trades(id)).toHaveLength(5);
    });

    it('resumes from its cursor after an outage mid-sync, with nothing twice', async () => {
      fresh();
      const id = await account('KuCoin outage');
      const now = Date.now();
      // Ten BTC-USDT fills in each of the sync's twelve first weeks (less than a page a week).
      const fills = Array.from({ length: 12 }, (_, week) =>
        exchange.addFills('BTC-USDT', 10, { from: now - 88 * DAY + week * 7 * DAY, stepMs: HOUR }),
      ).flat();
      // Four weeks of BTC-USDT answered, then no answer.
      exchange.outage = { symbol: 'BTC-USDT', afterPages: 4 };

      const failed = await syncNow(id);
      expect(failed.state).toBe('failed');
      expect(failed.lastError).toMatch(
        /^Sin respuesta del exchange; la próxima sincronización sigue donde quedó/,
      );
      // The four weeks read before the outage are kept, with their cursor.
      expect(failed.tradesImported).toBe(40);
      expect(await trades(id)).toHaveLength(40);

      exchange.outage = undefined;
      exchange.requests.length = 0;
      const resumed = await syncNow(id);
      expect(resumed).toMatchObject({ state: 'done', tradesImported: 120, lastError: null });
      // BTC-USDT starts again at its fifth week, not at the start of the 90 days.
      const start = Date.parse(resumed.since!);
      expect(fillsAsked('BTC-USDT')[0]!.start).toBe(start + 4 * 7 * DAY);
      const rows = await trades(id);
      expect(rows).toHaveLength(120);
      expect(new Set(rows.map((r) => r.external_id))).toEqual(
        new Set(fills.map((f) => `kucoin:BTC-USDT:${f.tradeId}`)),
      );
    });

    it('says in Spanish when KuCoin refuses the keys, and never shows or logs them', async () => {
      fresh();
      exchange.acceptedKey = 'another-key';
      const id = await account('KuCoin wrong key');
      const { failed, logged } = await failWatched(id);
      expect(logged.length).toBeGreaterThan(0);
      expect(failed.state).toBe('failed');
      expect(failed.lastError).toMatch(
        /^El exchange rechazó las credenciales de API: .*KC-API-KEY not exists/,
      );
      const seen = JSON.stringify([failed, logged]);
      for (const secret of [KUCOIN_KEY, KUCOIN_SECRET, KUCOIN_PASSPHRASE]) {
        expect(seen).not.toContain(secret);
      }
      expect(await trades(id)).toHaveLength(0);
    });
  });

  describe('Bitget spot', () => {
    let exchange: FakeBitget;
    const fresh = (options: Partial<ExchangeSyncOptions> = {}) => {
      exchange = new FakeBitget();
      workOn(exchange.fetch, options);
      return exchange;
    };
    const account = (name: string) =>
      createAccount(t, ana, name, {
        exchangeId: ids['bitget'],
        credentials: { apiKey: BITGET_KEY, secret: BITGET_SECRET, passphrase: BITGET_PASSPHRASE },
      });
    /** The fills requests of a symbol (BTCUSDT), with the window each asked for. */
    const fillsAsked = (symbol: string) =>
      exchange.requests
        .filter(
          (r) =>
            r.url.pathname === '/api/v2/spot/trade/fills' &&
            r.url.searchParams.get('symbol') === symbol,
        )
        .map((r) => ({
          start: Number(r.url.searchParams.get('startTime')),
          end: Number(r.url.searchParams.get('endTime')),
          limit: r.url.searchParams.get('limit'),
        }));

    it('reads a history of two 90-day windows, several pages a window, into the ledger; a second sync adds nothing', async () => {
      fresh();
      const id = await account('Bitget real');
      const now = Date.now();
      // 120 days back: two windows (Bitget answers 90 days a request), the first from 120 to 30
      // days ago, the second from then to now.
      // 250 BTCUSDT fills 60 days ago, one every 5 minutes (21 hours): 100 a page, newest
      // first, so three pages.
      const busy = exchange.addFills('BTCUSDT', 250, { from: now - 60 * DAY, stepMs: 5 * MINUTE });
      // 20 more in the second window.
      const recent = exchange.addFills('BTCUSDT', 20, { from: now - 5 * DAY, stepMs: HOUR });
      const eth = [70, 40, 2].flatMap((daysAgo) =>
        exchange.addFills('ETHUSDT', 1, { from: now - daysAgo * DAY, stepMs: 1, price: '3000' }),
      );

      const done = await syncNow(id, { sinceDays: 120 });
      expect(done).toMatchObject({
        state: 'done',
        marketsDone: 3,
        marketsTotal: 3,
        tradesImported: 273,
        lastRunTrades: 273,
        lastError: null,
      });
      const rows = await trades(id);
      expect(rows).toHaveLength(273);
      expect(new Set(rows.map((r) => r.external_id))).toEqual(
        new Set([...busy, ...recent, ...eth].map((f) => `bitget:${f.symbol}:${f.tradeId}`)),
      );
      expect(rows.every((r) => Number(r.amount) === 0.01)).toBe(true);
      const btc = rows.filter((r) => r.asset === 'BTC');
      expect(btc).toHaveLength(270);
      expect(btc.every((r) => Number(r.price) === 50_000)).toBe(true);
      expect(btc[0]!.executed_at_ms).toBe(busy[0]!.cTime);
      expect(btc.at(-1)!.executed_at_ms).toBe(recent.at(-1)!.cTime);
      // Every request keeps within Bitget's 90 days, 100 fills at most.
      const asked = fillsAsked('BTCUSDT');
      expect(asked.every((a) => a.end - a.start < 90 * DAY && a.end >= a.start)).toBe(true);
      expect(asked.every((a) => a.limit === '100')).toBe(true);
      expect(new Set(asked.map((a) => a.start)).size).toBeGreaterThanOrEqual(2);
      expect(done.reconciliation?.assets).toContainEqual(
        expect.objectContaining({ asset: 'BTC', exchange: '0.5', position: '0' }),
      );

      exchange.requests.length = 0;
      const again = await syncNow(id, { sinceDays: 120 });
      expect(again).toMatchObject({ state: 'done', tradesImported: 273, lastRunTrades: 0 });
      expect(await trades(id)).toHaveLength(273);
      expect(new Set(fillsAsked('BTCUSDT').map((a) => a.start)).size).toBe(1);
    });

    it('waits out Bitget’s rate limit (HTTP 429, code 429) and reads on', async () => {
      fresh();
      const id = await account('Bitget limited');
      exchange.addFills('BTCUSDT', 5, { from: Date.now() - 3 * DAY, stepMs: HOUR });
      exchange.rateLimited = 2; // two refusals, then answers: within the 3 tries

      const done = await syncNow(id);
      expect(done.lastError).toBeNull();
      expect(done).toMatchObject({ state: 'done', tradesImported: 5, marketsDone: 3 });
      expect(exchange.rateLimited).toBe(0);
      const first = fillsAsked('BTCUSDC').slice(0, 3);
      expect(first.map((a) => a.start)).toEqual([
        first[0]!.start,
        first[0]!.start,
        first[0]!.start,
      ]);
      expect(await trades(id)).toHaveLength(5);
    });

    it('resumes from its cursor after an outage mid-sync, with nothing twice', async () => {
      fresh();
      const id = await account('Bitget outage');
      const now = Date.now();
      // 30 BTCUSDT fills in each of two windows (less than a page each).
      const fills = [
        ...exchange.addFills('BTCUSDT', 30, { from: now - 50 * DAY, stepMs: HOUR }),
        ...exchange.addFills('BTCUSDT', 30, { from: now - 10 * DAY, stepMs: HOUR }),
      ];
      // The first window of BTCUSDT answered, then no answer.
      exchange.outage = { symbol: 'BTCUSDT', afterPages: 1 };

      const failed = await syncNow(id, { sinceDays: 120 });
      expect(failed.state).toBe('failed');
      expect(failed.lastError).toMatch(
        /^Sin respuesta del exchange; la próxima sincronización sigue donde quedó/,
      );
      expect(failed.tradesImported).toBe(30);
      expect(await trades(id)).toHaveLength(30);

      exchange.outage = undefined;
      exchange.requests.length = 0;
      const resumed = await syncNow(id, { sinceDays: 120 });
      expect(resumed).toMatchObject({ state: 'done', tradesImported: 60, lastError: null });
      // BTCUSDT starts again at its second window.
      expect(fillsAsked('BTCUSDT')[0]!.start).toBe(Date.parse(resumed.since!) + 90 * DAY);
      const rows = await trades(id);
      expect(rows).toHaveLength(60);
      expect(new Set(rows.map((r) => r.external_id))).toEqual(
        new Set(fills.map((f) => `bitget:BTCUSDT:${f.tradeId}`)),
      );
    });

    it('says in Spanish when Bitget refuses the keys, and never shows or logs them', async () => {
      fresh();
      exchange.acceptedKey = 'another-key';
      const id = await account('Bitget wrong key');
      const { failed, logged } = await failWatched(id);
      expect(logged.length).toBeGreaterThan(0);
      expect(failed.state).toBe('failed');
      expect(failed.lastError).toMatch(
        /^El exchange rechazó las credenciales de API: .*Apikey does not exist/,
      );
      const seen = JSON.stringify([failed, logged]);
      for (const secret of [BITGET_KEY, BITGET_SECRET, BITGET_PASSPHRASE]) {
        expect(seen).not.toContain(secret);
      }
      expect(await trades(id)).toHaveLength(0);
    });
  });
});
