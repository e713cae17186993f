import type { ExchangeSyncStatus, TradeImportSummary } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createAccount } from '../signals/testing';
import { BYBIT_API_KEY, BYBIT_API_SECRET, FakeBybit } from './testing/fake-bybit';
import { useSyncTestApp } from './testing/sync-harness';

const DAY = 86_400_000;
const HOUR = 3_600_000;

// Issue 33: a live account's deletion of a trade the exchange still reports is shown as a
// reconciliation difference, not silently accepted — and no later sync or file brings it back.
describe(`a deleted exchange trade (${process.env.TEST_DB ?? 'pglite'})`, () => {
  const app = useSyncTestApp();
  const { sync } = app;
  let bybitId: string;
  beforeAll(() => {
    bybitId = app.exchangeId('bybit');
  });

  it('stays deleted through a sync reading further back, and the status lists it beside the position difference', async () => {
    const exchange = app.fresh(() => new FakeBybit());
    const id = await createAccount(app.t, app.ana, 'Bybit borrada', {
      exchangeId: bybitId,
      accountType: 'future',
      credentials: { apiKey: BYBIT_API_KEY, secret: BYBIT_API_SECRET },
    });
    // 10 fills of 0.01 BTC, buy, sell, …: flat at the end, as the exchange's positions say.
    const fills = exchange.addTrades('linear', 'BTCUSDT', 10, {
      from: Date.now() - 3 * DAY,
      stepMs: HOUR,
    });
    const first = await sync.syncDone(id, { state: 'done', tradesImported: 10 }, { sinceDays: 7 });
    expect(first.reconciliation?.assets ?? []).toEqual([]);
    expect(first.deleted).toEqual({ count: 0, latest: [] });

    // The owner deletes the first buy.
    const externalId = `bybit:${fills[0]!.symbol}:${fills[0]!.execId}`;
    const [trade] = await queryRows<{ id: string }>(
      app.t.container.db,
      sql`select id from trades where account_id = ${id} and external_id = ${externalId}`,
    );
    const removed = await app.t.app.inject({
      method: 'DELETE',
      url: `/api/trade/account/${id}/trades/${trade!.id}`,
      headers: app.ana.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // A sync reading further back (its cursors cleared) reads the fill again and leaves it out.
    const again = await sync.syncNow(id, { sinceDays: 30 });
    expect(again).toMatchObject({ state: 'done', lastRunTrades: 0, lastError: null });
    expect((await sync.trades(id)).map((r) => r.external_id)).not.toContain(externalId);
    // What the exchange still reports and the ledger no longer holds, in both views.
    expect(again.reconciliation?.assets).toEqual([
      { asset: 'BTC', exchange: '0', position: '-0.01', fees: '0', difference: '0.01' },
    ]);
    const status = (
      await app.t.app.inject({
        url: `/api/trade/account/${id}/sync`,
        headers: app.ana.headers,
      })
    ).json() as ExchangeSyncStatus;
    expect(status.deleted).toEqual({
      count: 1,
      latest: [
        {
          symbol: expect.stringContaining('BTC'),
          side: 'buy',
          amount: '0.01',
          price: expect.any(String),
          executedAt: new Date(Number(fills[0]!.execTime)).toISOString(),
          deletedAt: expect.any(String),
        },
      ],
    });
  });

  it('a file holding a deleted trade skips it and says why; an undone import is imported again', async () => {
    const id = await createAccount(app.t, app.ana, 'Binance borrada');
    const csv = [
      'Uid,Time,Symbol,Side,Price,Quantity,Amount,Fee,Realized Profit,Buyer,Maker,Trade ID,Order ID',
      '1,26-03-10 10:00:00,BTCUSDT,BUY,90000,0.01,900,0.36 USDT,0,true,false,801,9801',
      '1,26-03-10 11:00:00,BTCUSDT,SELL,91000,0.01,910,0.36 USDT,10,false,false,802,9802',
    ].join('\n');
    const importing = async () => {
      const res = await app.t.app.inject({
        method: 'POST',
        url: `/api/trade/account/${id}/import`,
        headers: { ...app.ana.headers, 'content-type': 'text/csv' },
        payload: csv,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TradeImportSummary;
    };
    expect(await importing()).toMatchObject({ imported: 2 });
    const [trade] = await queryRows<{ id: string }>(
      app.t.container.db,
      sql`select id from trades where account_id = ${id} and external_id = 'binance-futures:801'`,
    );
    const removed = await app.t.app.inject({
      method: 'DELETE',
      url: `/api/trade/account/${id}/trades/${trade!.id}`,
      headers: app.ana.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await importing()).toMatchObject({
      imported: 0,
      duplicates: 1,
      problems: [
        { line: 2, reason: 'Borraste esta operación de la cuenta: no se vuelve a importar' },
      ],
    });
  });
});
