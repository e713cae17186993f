import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeImportBatch } from '@pulso/domain';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';

const HEADER =
  'id,accountId,accountName,createdAt,type,symbol,asset,quoteAsset,exchange,amount,price,total,fee,feeAsset,realizedPnl,source,orderId';
const row = (at: string, side: string, asset: string, amount: string, price: string) =>
  `,,,${at},${side},${asset}USDT,${asset},USDT,binance,${amount},${price},1,0.1,USDT,0,,`;

/** The account's history before the import that is undone. */
const FIRST = [
  HEADER,
  row('2026-03-01T10:00:00.000Z', 'buy', 'BTC', '1', '50000'),
  row('2026-03-05T10:00:00.000Z', 'sell', 'BTC', '0.4', '56000'),
  row('2026-03-06T10:00:00.000Z', 'buy', 'ETH', '2', '3000'),
  row('2026-03-09T10:00:00.000Z', 'sell', 'ETH', '1', '3300'),
].join('\n');
/** Trades before, between and after the first file's, and in a coin it did not hold. */
const SECOND = [
  HEADER,
  row('2026-02-20T10:00:00.000Z', 'buy', 'BTC', '0.5', '45000'),
  row('2026-03-03T10:00:00.000Z', 'buy', 'BTC', '0.2', '52000'),
  row('2026-03-07T10:00:00.000Z', 'sell', 'ETH', '0.5', '3100'),
  row('2026-03-08T10:00:00.000Z', 'buy', 'SOL', '10', '150'),
  row('2026-03-20T10:00:00.000Z', 'sell', 'BTC', '0.3', '60000'),
].join('\n');

/**
 * An analytics answer without what moves with the clock alone (the current price of open
 * positions and the range's end, now): the rest must match to the byte.
 */
const NOW_DEPENDENT =
  /^(unrealized|unrealizedPnl|currentValue|totalPnL|roi|totalReturn|totalReturnPercentage|allocationPercentage|endDate)$/;
function withoutNow(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNow);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !NOW_DEPENDENT.test(k))
        .map(([k, v]) => [k, withoutNow(v)]),
    );
  }
  return value;
}

describe(`corrections: undo an import, delete a trade (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' }); // the first user: admin
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
  });
  afterAll(() => t.close());

  const send = async (accountId: string, csv: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${accountId}/import`,
      headers: { ...ana.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { importId: string; imported: number };
  };
  /** Every analytics answer of the account and its trades' ledger columns, as sent. */
  const figures = async (accountId: string) => {
    const views = await Promise.all(
      ['pnl', 'asset-allocation', 'volume'].map(async (view) => {
        const res = await t.app.inject({
          url: `/api/trade-analysis/${view}?accountId=${accountId}&timeframe=all_time&grouping=1d`,
          headers: ana.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return withoutNow(res.json());
      }),
    );
    const trades = await t.app.inject({
      url: `/api/trade/account/${accountId}?limit=100&sortOrder=asc`,
      headers: ana.headers,
    });
    const rows = (trades.json().data as Record<string, unknown>[]).map(
      ({ id: _id, createdAt: _c, accountId: _a, accountName: _n, ...rest }) => rest,
    );
    return { views, rows };
  };
  const imports = async (accountId: string, who = ana) => {
    const res = await t.app.inject({
      url: `/api/trade/account/${accountId}/imports`,
      headers: who.headers,
    });
    return { status: res.statusCode, data: (res.json().data ?? []) as TradeImportBatch[] };
  };
  const undo = (accountId: string, importId: string, who = ana) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${accountId}/imports/${importId}/undo`,
      headers: who.headers,
    });
  const activity = async (action: string, accountId: string) =>
    (
      await t.app.inject({
        url: `/api/activity-log/list?action=${action}&entityId=${accountId}`,
        headers: ana.headers,
      })
    ).json().data as { actorEmail: string; details: Record<string, unknown> }[];

  it('an undone import leaves the account’s analytics identical to before it', async () => {
    const id = await createAccount(t, ana, 'Undo');
    await send(id, FIRST);
    const before = await figures(id);
    const second = await send(id, SECOND);
    expect(second.imported).toBe(5);
    expect((await figures(id)).views).not.toEqual(before.views);

    const listed = await imports(id);
    expect(listed.status).toBe(200);
    expect(listed.data.map((b) => [b.status, b.imported, b.remaining])).toEqual([
      ['done', 5, 5],
      ['done', 4, 4],
    ]);
    expect(listed.data[0]!.id).toBe(second.importId);

    // Only the owner or an admin: anyone else is told there is no such account.
    expect((await undo(id, second.importId, bob)).statusCode).toBe(404);
    expect((await imports(id, bob)).status).toBe(404);

    const res = await undo(id, second.importId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removed: 5 });
    expect(await figures(id)).toEqual(before);
    expect((await imports(id)).data.map((b) => [b.status, b.remaining])).toEqual([
      ['undone', 0],
      ['done', 4],
    ]);
    const again = await undo(id, second.importId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Esta importación ya no tiene operaciones que deshacer');
    const unknown = await undo(id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Importación no encontrada');

    // Read back: who undid what.
    const [entry] = await activity('trade.import_undone', id);
    expect(entry!.actorEmail).toBe('ana@example.com');
    expect(entry!.details).toMatchObject({ importId: second.importId, removed: 5 });

    // The same file imports again (its trades left: nothing is a duplicate now).
    expect((await send(id, SECOND)).imported).toBe(5);
  });

  it('a deleted trade leaves the ledger as if it had never been imported, with an activity entry', async () => {
    const withIt = await createAccount(t, ana, 'Delete one');
    const without = await createAccount(t, ana, 'Never had it');
    await send(withIt, SECOND);
    const lines = SECOND.split('\n');
    await send(without, [...lines.slice(0, 2), ...lines.slice(3)].join('\n'));
    const trades = (
      await t.app.inject({
        url: `/api/trade/account/${withIt}?limit=100&sortOrder=asc`,
        headers: ana.headers,
      })
    ).json().data as { id: string; price: string }[];
    const target = trades.find((x) => Number(x.price) === 52000)!;

    const url = `/api/trade/account/${withIt}/trades/${target.id}`;
    const refused = await t.app.inject({ method: 'DELETE', url, headers: bob.headers });
    expect(refused.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url, headers: ana.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removed: 1 });
    expect((await figures(withIt)).views).toEqual((await figures(without)).views);
    expect((await figures(withIt)).rows).toEqual((await figures(without)).rows);

    const gone = await t.app.inject({ method: 'DELETE', url, headers: ana.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Operación no encontrada');
    const [entry] = await activity('trade.delete', withIt);
    expect(entry!.details).toMatchObject({
      tradeId: target.id,
      symbol: 'BTCUSDT',
      side: 'buy',
      amount: '0.2',
      price: '52000',
    });
    // The import it came from now holds one trade fewer.
    expect((await imports(withIt)).data[0]).toMatchObject({ imported: 5, remaining: 4 });
  });
});
