import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';
import { importChunk } from './trade-import.service';

/** Pulso's own export layout: one plain column per field. */
const HEADER =
  'id,accountId,accountName,createdAt,type,symbol,asset,quoteAsset,exchange,amount,price,total,fee,feeAsset,realizedPnl,source,orderId';
const T0 = Date.UTC(2026, 0, 1);

/**
 * A file of `n` trades in BTC and ETH, newest first (as Binance writes them), with runs of
 * trades at one time, buys and sells that close and reopen positions.
 */
function history(n: number, from = T0): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const at = new Date(from + Math.floor(i / 3) * 60_000).toISOString();
    const asset = i % 5 === 0 ? 'ETH' : 'BTC';
    const side = i % 4 === 3 ? 'sell' : 'buy';
    const amount = asset === 'BTC' ? `0.${String(1000 + (i % 7)).slice(1)}1` : '0.05';
    const price = asset === 'BTC' ? String(40_000 + ((i * 37) % 900)) : String(2000 + (i % 50));
    lines.push(
      `,,,${at},${side},${asset}USDT,${asset},USDT,binance,${amount},${price},1,0.01,USDT,0,,`,
    );
  }
  return [HEADER, ...lines.reverse()].join('\n');
}

describe(`imports are batches written in chunks (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  /** Trades per transaction on this database. */
  let CHUNK: number;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    CHUNK = importChunk(t.container.database.kind);
  });
  afterAll(() => t.close());

  const send = (accountId: string, csv: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${accountId}/import`,
      headers: { ...ana.headers, 'content-type': 'text/csv' },
      payload: csv,
    });

  /** The account's ledger and rollups, without ids and stamps. */
  const ledgerOf = async (accountId: string) => ({
    trades: await queryRows(
      t.container.db,
      sql`select asset, type, amount::text, price::text, executed_at_ms::text, position_after::text,
            average_price_after::text, realized_pnl::text, is_closing, opened_notional::text
          from trades where account_id = ${accountId}
          order by asset, executed_at_ms, created_at, id`,
    ),
    rollups: await queryRows(
      t.container.db,
      sql`select period_ms::text, asset, bucket_ms::text, trade_count, buy_volume::text,
            sell_volume::text, realized_pnl::text, fees::text, closing_count, wins, losses,
            best_trade::text, worst_trade::text, opened_notional::text
          from trade_aggregates where account_id = ${accountId}
          order by period_ms, asset, bucket_ms`,
    ),
  });

  /** What the import wrote before chunks: the same trades appended in one transaction. */
  async function oneTransaction(accountId: string, csv: string) {
    const service = t.container.imports.tradeImport;
    const { parseTradeCsv } = await import('./csv-import');
    const file = await parseTradeCsv(csv);
    await inTransaction(t.container.db, (tx) =>
      service.add(tx, { id: accountId, exchangeCode: 'binance' }, file.rows, { bulk: true }),
    );
  }

  it('R3: a file of several chunks ends with the ledger and rollups of one transaction', async () => {
    const rows = 2 * CHUNK + 1234;
    const csv = history(rows);
    const chunked = await createAccount(t, ana, 'Chunked');
    const whole = await createAccount(t, ana, 'One transaction');
    // Both accounts already hold later trades: each import replays them.
    const later = history(30, T0 + 200 * 86_400_000);
    for (const id of [chunked, whole]) expect((await send(id, later)).statusCode).toBe(200);

    const res = await send(chunked, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: rows, duplicates: 0, problemCount: 0 });
    await oneTransaction(whole, csv);
    const a = await ledgerOf(chunked);
    const b = await ledgerOf(whole);
    expect(a.trades).toHaveLength(rows + 30);
    expect(a.trades).toEqual(b.trades);
    expect(a.rollups).toEqual(b.rollups);

    // The batch: recorded, done, every trade stamped with it.
    const [batch] = await queryRows<{ status: string; imported: number; stamped: string }>(
      t.container.db,
      sql`select status, imported, (select count(*) from trades where import_id = i.id)::text as stamped
          from trade_imports i where id = ${res.json().importId}`,
    );
    expect(batch).toEqual({ status: 'done', imported: rows, stamped: String(rows) });
    // The same file again: nothing twice, across chunks.
    expect((await send(chunked, csv)).json()).toMatchObject({ imported: 0, duplicates: rows });
  });

  it("R3: other users' statements run between the chunks of a large import", async () => {
    const id = await createAccount(t, ana, 'Busy');
    const order: string[] = [];
    const importing = send(id, history(3 * CHUNK)).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      order.push('import done');
    });
    // Another user's statement runs while the import is under way: it sees the trades of the
    // chunks written so far (one transaction would show none, then all).
    let seen = 0;
    while (seen === 0 && order.length === 0) {
      const [n] = await queryRows<{ n: string }>(
        t.container.db,
        sql`select count(*)::text as n from trades where account_id = ${id}`,
      );
      seen = Number(n!.n);
      if (seen === 0) await new Promise((r) => setTimeout(r, 5));
    }
    order.push('other statement');
    await importing;
    expect(order).toEqual(['other statement', 'import done']);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(3 * CHUNK);
    expect(seen % CHUNK).toBe(0); // whole chunks only
  });

  it('R3: a batch a crash left writing is removed at start-up and the ledger is as before it', async () => {
    const id = await createAccount(t, ana, 'Crashed');
    expect((await send(id, history(50))).statusCode).toBe(200);
    const before = await ledgerOf(id);
    // Half an import: its batch row and its first chunk, then the process died.
    const user = await queryRows<{ id: string }>(
      t.container.db,
      sql`select id from users where email = 'ana@example.com'`,
    );
    const importId = await t.container.imports.tradeImport['deps'].repository.startImport({
      accountId: id,
      userId: user[0]!.id,
      fileName: 'half.csv',
      format: 'pulso',
      rows: 500,
    });
    const { parseTradeCsv } = await import('./csv-import');
    const half = await parseTradeCsv(history(500, T0 - 30 * 86_400_000));
    await inTransaction(t.container.db, (tx) =>
      t.container.imports.tradeImport.add(
        tx,
        { id, exchangeCode: 'binance' },
        half.rows.slice(0, 250),
        { bulk: true, importId },
      ),
    );
    expect((await ledgerOf(id)).trades).toHaveLength(300);

    expect(await t.container.imports.tradeImport.recoverInterrupted(0)).toBe(1);
    expect(await ledgerOf(id)).toEqual(before);
    const [batch] = await queryRows<{ status: string }>(
      t.container.db,
      sql`select status from trade_imports where id = ${importId}`,
    );
    expect(batch!.status).toBe('failed');
    expect(await t.container.imports.tradeImport.recoverInterrupted(0)).toBe(0);
  });
});
