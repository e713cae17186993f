import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiverLogs, signals, trades } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';

const T0 = Date.parse('2026-03-01T00:00:00.000Z');
const MIN = 60_000;

describe('trades', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  let anaSpot: string;
  let anaFuture: string;
  let bobPublic: string;
  let bobPrivate: string;

  const call = (url: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  const account = (who: SignedIn, name: string, flags: Record<string, unknown> = {}) =>
    createAccount(t, who, name, flags);

  let seq = 0;
  async function seed(
    accountId: string,
    rows: {
      type: 'buy' | 'sell';
      asset: string;
      amount: string;
      price: string;
      at: number;
      orderId?: string;
      pnl?: string;
    }[],
  ) {
    await t.container.db.insert(trades).values(
      rows.map((r) => {
        seq += 1;
        const total = (Number(r.amount) * Number(r.price)).toString();
        return {
          accountId,
          source: 'manual' as const,
          type: r.type,
          symbol: `${r.asset}USDT`,
          asset: r.asset,
          quoteAsset: 'USDT',
          exchange: 'binance',
          amount: r.amount,
          price: r.price,
          total,
          fee: '0.1',
          feeAsset: 'USDT',
          orderId: r.orderId ?? `order-${seq}`,
          executedAt: new Date(r.at),
          executedAtMs: r.at,
          positionAfter: '0',
          averagePriceAfter: '0',
          realizedPnl: r.pnl ?? '0',
          isClosing: r.type === 'sell',
          openedNotional: '0',
        };
      }),
    );
  }

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    anaSpot = await account(ana, 'Ana spot');
    anaFuture = await account(ana, 'Ana two');
    bobPublic = await account(bob, 'Bob public', {
      isPublic: true,
      publicTrades: true,
    });
    bobPrivate = await account(bob, 'Bob private', { isPublic: true, publicTrades: false });
    await seed(anaSpot, [
      { type: 'buy', asset: 'BTC', amount: '0.5', price: '60000', at: T0, orderId: 'tv-1' },
      { type: 'sell', asset: 'BTC', amount: '0.25', price: '62000', at: T0 + MIN, pnl: '500' },
      { type: 'buy', asset: 'ETH', amount: '2', price: '3000', at: T0 + 2 * MIN },
      {
        type: 'buy',
        asset: 'SOL',
        amount: '10',
        price: '150',
        at: T0 + 3 * MIN,
        orderId: 'pulso-x_1',
      },
    ]);
    await seed(anaFuture, [
      { type: 'sell', asset: 'DOGE', amount: '1000', price: '0.2', at: T0 + 4 * MIN },
    ]);
    await seed(bobPublic, [{ type: 'buy', asset: 'XRP', amount: '5', price: '1', at: T0 }]);
    await seed(bobPrivate, [{ type: 'buy', asset: 'ADA', amount: '5', price: '1', at: T0 }]);
  });
  afterAll(() => t.close());

  it('lists an account’s trades newest first with the trade fields', async () => {
    const res = await call(`/api/trade/account/${anaSpot}`, ana);
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json();
    expect(pagination).toEqual({ page: 1, totalPages: 1, total: 4, limit: 20 });
    expect(data.map((d: { asset: string }) => d.asset)).toEqual(['SOL', 'ETH', 'BTC', 'BTC']);
    expect(data[2]).toEqual({
      id: expect.any(String),
      accountId: anaSpot,
      accountName: 'Ana spot',
      type: 'sell',
      symbol: 'BTCUSDT',
      asset: 'BTC',
      quoteAsset: 'USDT',
      exchange: 'binance',
      amount: '0.250000000000000000',
      price: '62000.000000000000000000',
      total: '15500.000000000000000000',
      fee: '0.100000000000000000',
      feeAsset: 'USDT',
      source: 'manual',
      orderId: 'order-2',
      realizedPnl: '500.000000000000000000',
      createdAt: new Date(T0 + MIN).toISOString(),
    });
  });

  it('filters by type, asset, search and date range, and sorts', async () => {
    const q = (query: string) =>
      call(`/api/trade/account/${anaSpot}?${query}`, ana).then((r) => r.json());
    expect((await q('type=sell')).data.map((d: { asset: string }) => d.asset)).toEqual(['BTC']);
    expect((await q('asset=btc')).pagination.total).toBe(2);
    expect((await q('search=tv-1')).data[0].orderId).toBe('tv-1');
    expect((await q('search=sol')).data[0].asset).toBe('SOL');
    // A LIKE wildcard in the search is a literal character.
    expect((await q('search=x_1')).pagination.total).toBe(1);
    expect((await q('search=%25')).pagination.total).toBe(0);
    const range = await q(
      `startDate=${new Date(T0 + MIN).toISOString()}&endDate=${new Date(T0 + 2 * MIN).toISOString()}`,
    );
    expect(range.data.map((d: { asset: string }) => d.asset)).toEqual(['ETH', 'BTC']);
    const byTotal = await q('sortBy=total&sortOrder=asc');
    expect(byTotal.data.map((d: { total: string }) => Number(d.total))).toEqual([
      1500, 6000, 15500, 30000,
    ]);
    const byAsset = await q('sortBy=asset&sortOrder=desc');
    expect(byAsset.data.map((d: { asset: string }) => d.asset)).toEqual([
      'SOL',
      'ETH',
      'BTC',
      'BTC',
    ]);
    expect((await q('sortBy=realizedPnl&sortOrder=desc')).data[0].realizedPnl).toBe(
      '500.000000000000000000',
    );
  });

  it('paginates with the default of 20 and a maximum of 100', async () => {
    const page = await call(`/api/trade/account/${anaSpot}?page=2&limit=3`, ana);
    expect(page.json().pagination).toEqual({ page: 2, totalPages: 2, total: 4, limit: 3 });
    expect(page.json().data).toHaveLength(1);
    expect((await call(`/api/trade/account/${anaSpot}?limit=101`, ana)).statusCode).toBe(400);
    expect((await call(`/api/trade/account/${anaSpot}?type=hold`, ana)).statusCode).toBe(400);
    expect((await call(`/api/trade/account/${anaSpot}?sortBy=fee`, ana)).statusCode).toBe(400);
    expect((await call(`/api/trade/account/${anaSpot}?startDate=nope`, ana)).statusCode).toBe(400);
  });

  it('others see an account’s trades only when it is public with publicTrades', async () => {
    expect((await call(`/api/trade/account/${anaSpot}`, bob)).statusCode).toBe(404);
    expect((await call(`/api/trade/account/${anaSpot}`)).statusCode).toBe(404);
    expect((await call(`/api/trade/account/${anaSpot}`, admin)).json().pagination.total).toBe(4);
    const visitor = await call(`/api/trade/account/${bobPublic}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data[0].asset).toBe('XRP');
    expect((await call(`/api/trade/account/${bobPublic}`, ana)).statusCode).toBe(200);
    expect((await call(`/api/trade/account/${bobPrivate}`)).statusCode).toBe(404);
    expect((await call(`/api/trade/account/${bobPrivate}`, ana)).statusCode).toBe(404);
    expect((await call(`/api/trade/account/${bobPrivate}`, bob)).statusCode).toBe(200);
    expect(
      (await call('/api/trade/account/00000000-0000-4000-8000-000000000000', admin)).statusCode,
    ).toBe(404);
    expect((await call(`/api/trade/account/${bobPrivate}/export.csv`)).statusCode).toBe(404);
  });

  it('/trade/user: your own trades across accounts; others 404; admins anyone’s', async () => {
    const mine = await call(`/api/trade/user/${ana.user.id}`, ana);
    expect(mine.json().pagination.total).toBe(5);
    expect(new Set(mine.json().data.map((d: { accountName: string }) => d.accountName))).toEqual(
      new Set(['Ana spot', 'Ana two']),
    );
    expect((await call(`/api/trade/user/${ana.user.id}`, bob)).statusCode).toBe(404);
    expect((await call(`/api/trade/user/${ana.user.id}`)).statusCode).toBe(401);
    expect((await call(`/api/trade/user/${bob.user.id}`, admin)).json().pagination.total).toBe(2);
  });

  it('/trade/list: the caller’s trades (an admin’s: everyone’s)', async () => {
    expect((await call('/api/trade/list', ana)).json().pagination.total).toBe(5);
    expect((await call('/api/trade/list', bob)).json().pagination.total).toBe(2);
    expect((await call('/api/trade/list?asset=DOGE', ana)).json().pagination.total).toBe(1);
    expect((await call('/api/trade/list', admin)).json().pagination.total).toBe(7);
    expect((await call('/api/trade/list')).statusCode).toBe(401);
  });

  it('exports the same selection as CSV, escaped, in chunks', async () => {
    const res = await call(
      `/api/trade/account/${anaSpot}/export.csv?type=buy&sortBy=price&sortOrder=asc`,
      ana,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="trades-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,accountId,accountName,createdAt,type,symbol,asset,quoteAsset,exchange,amount,price,total,fee,feeAsset,realizedPnl,source,orderId',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((l) => l.split(',')[6])).toEqual(['SOL', 'ETH', 'BTC']);
    expect(lines[1]).toContain(',Ana spot,2026-03-01T00:03:00.000Z,buy,SOLUSDT,SOL,USDT,binance,');
  });

  it('CSV: quotes, commas and formula starts are escaped; long exports stream every row once', async () => {
    const id = await account(ana, 'Ana "quoted", =SUM(1)');
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      type: (i % 2 ? 'sell' : 'buy') as 'buy' | 'sell',
      asset: 'LINK',
      amount: String((i % 7) + 1),
      price: '10',
      at: T0 + (i % 50) * MIN, // ties on time: the id breaks them, so no row repeats or vanishes
      orderId: i === 0 ? '=cmd|x,"y"' : `bulk-${i}`,
    }));
    await seed(id, rows);
    for (const sort of ['', '&sortBy=amount&sortOrder=asc', '&sortBy=type&sortOrder=desc']) {
      const res = await call(`/api/trade/list/export.csv?asset=LINK${sort}`, ana);
      const lines = res.body.split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(1203);
      expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(1203);
    }
    const res = await call(`/api/trade/account/${id}/export.csv?search=cmd`, ana);
    const [, line] = res.body.split('\r\n');
    expect(line).toContain(',"Ana ""quoted"", =SUM(1)",');
    expect(line!.endsWith(`,manual,"'=cmd|x,""y"""`)).toBe(true);
  });
  it('/trade/signal/:id: the owner follows a signal’s steps to its trade; others 404', async () => {
    const [parent] = await t.container.db
      .insert(receiverLogs)
      .values({ accountId: anaSpot, action: 'MANUAL_TRADE', status: 'pending' })
      .returning();
    const [signal] = await t.container.db
      .insert(signals)
      .values({
        accountId: anaSpot,
        idempotencyKey: 'k-1',
        source: 'manual',
        payload: { order_id: 'pulso-1' },
        receiverLogId: parent!.id,
        status: 'processing',
      })
      .returning();
    await t.container.db.insert(receiverLogs).values([
      {
        parentId: parent!.id,
        accountId: anaSpot,
        action: 'VALIDATION',
        status: 'success',
        durationMs: 3,
        metadata: { secret: 'x' },
      },
    ]);
    const url = `/api/trade/signal/${signal!.id}`;
    const first = await call(url, ana);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      signalId: signal!.id,
      receiverLogId: parent!.id,
      accountId: anaSpot,
      status: 'processing',
      error: null,
      needsReconciliation: false,
      steps: [{ action: 'VALIDATION', status: 'success', durationMs: 3, message: null }],
      trade: null,
    });
    expect(first.body).not.toContain('secret');
    await seed(anaSpot, [
      { type: 'buy', asset: 'BTC', amount: '1', price: '1', at: T0 + 9 * MIN, orderId: 'pulso-1' },
    ]);
    await t.container.db
      .update(trades)
      .set({ signalId: signal!.id })
      .where(eq(trades.orderId, 'pulso-1'));
    const done = (await call(url, ana)).json();
    expect(done.trade).toMatchObject({ orderId: 'pulso-1', accountId: anaSpot });
    expect((await call(url, bob)).statusCode).toBe(404);
    expect((await call(url, admin)).statusCode).toBe(200);
    expect((await call(url)).statusCode).toBe(401);
  });
  it('/trade/signal/failed: the owner’s alerts that failed since a moment, with step and reason', async () => {
    const before = new Date(Date.now() - 60_000);
    const [parent] = await t.container.db
      .insert(receiverLogs)
      .values({ accountId: anaSpot, action: 'TRADINGVIEW', status: 'failed' })
      .returning();
    const finishedAt = new Date();
    const [signal] = await t.container.db
      .insert(signals)
      .values({
        accountId: anaSpot,
        idempotencyKey: 'k-failed',
        source: 'webhook',
        payload: {},
        receiverLogId: parent!.id,
        status: 'failed',
        error: 'Saldo insuficiente',
        finishedAt,
      })
      .returning();
    await t.container.db.insert(receiverLogs).values({
      parentId: parent!.id,
      accountId: anaSpot,
      action: 'EXECUTE_ORDER',
      status: 'failed',
      message: 'Saldo insuficiente',
    });
    const url = (since: Date, limit = '') =>
      `/api/trade/signal/failed?since=${encodeURIComponent(since.toISOString())}${limit}`;
    const mine = await call(url(before), ana);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toContainEqual({
      signalId: signal!.id,
      accountId: anaSpot,
      accountName: expect.any(String),
      source: 'webhook',
      step: 'EXECUTE_ORDER',
      reason: 'Saldo insuficiente',
      finishedAt: finishedAt.toISOString(),
    });
    expect(mine.json().pagination.total).toBeGreaterThanOrEqual(1);
    // Seen already: nothing after the moment it failed.
    expect((await call(url(finishedAt), ana)).json()).toEqual({
      data: [],
      pagination: { page: 1, totalPages: 1, total: 0, limit: 20 },
    });
    // Another user's failures are not theirs, admin or not.
    const others = [await call(url(before), bob), await call(url(before), admin)];
    for (const res of others)
      expect(res.json().data.map((i: { signalId: string }) => i.signalId)).not.toContain(
        signal!.id,
      );
    expect((await call('/api/trade/signal/failed?since=yesterday', ana)).statusCode).toBe(400);
    expect((await call(url(before, '&limit=500'), ana)).statusCode).toBe(400);
  });
});
