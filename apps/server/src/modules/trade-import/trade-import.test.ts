import { readFileSync } from 'node:fs';
import { MESSAGES, type TradeImportSummary } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/repository';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { testTrade } from '../ledger/testing';
import { createAccount } from '../signals/testing';

const DAY = 86_400_000;
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe(`trade import (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
  });
  afterAll(() => t.close());

  const account = (who: SignedIn, name: string) => createAccount(t, who, name);

  const send = (who: SignedIn, accountId: string, csv: string, preview = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${accountId}/import${preview ? '/preview' : ''}`,
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const importing = async (who: SignedIn, accountId: string, csv: string, preview = false) => {
    const res = await send(who, accountId, csv, preview);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TradeImportSummary;
  };
  const exported = async (accountId: string) =>
    (
      await t.app.inject({
        url: `/api/trade/account/${accountId}/export.csv?sortOrder=asc`,
        headers: ana.headers,
      })
    ).body;
  /** The export's rows without the columns that name the account or the trade's own id. */
  const tradesOf = (csv: string) =>
    csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',').slice(3).join(','));

  it("Pulso's own export round-trips into another account, and nothing is imported twice", async () => {
    const from = await account(ana, 'Exported');
    const to = await account(ana, 'Restored');
    const at = Date.UTC(2026, 0, 5, 10, 0, 0);
    const trades: Parameters<typeof testTrade>[1][] = [
      {
        asset: 'BTC',
        side: 'buy',
        amount: '0.5',
        price: '40000',
        fee: '2',
        feeAsset: 'USDT',
        executedAtMs: at,
        source: 'webhook',
      },
      {
        asset: 'ETH',
        side: 'buy',
        amount: '3',
        price: '2500.5',
        fee: '0.003',
        feeAsset: 'ETH',
        executedAtMs: at + 60_000,
        source: 'copy',
      },
      {
        asset: 'BTC',
        side: 'sell',
        amount: '0.2',
        price: '41000',
        fee: '1.5',
        executedAtMs: at + DAY,
        source: 'strategy',
        orderId: 'pulso-dep-1',
      },
      {
        asset: 'ETH',
        side: 'sell',
        amount: '1',
        price: '2600',
        executedAtMs: at + 2 * DAY,
        source: 'manual',
      },
    ];
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(
        tx,
        trades.map((x) => testTrade(from, x)),
      ),
    );
    const csv = await exported(from);

    const preview = await importing(ana, to, csv, true);
    expect(preview).toMatchObject({
      format: { id: 'pulso', name: 'Pulso' },
      rows: 4,
      toImport: 4,
      duplicates: 0,
      imported: 0,
      problemCount: 0,
      from: new Date(at).toISOString(),
      to: new Date(at + 2 * DAY).toISOString(),
    });
    // buy volume 0.5·40000 + 3·2500.5 = 27501.5; sell 0.2·41000 + 1·2600 = 10800
    expect(preview.volumes).toEqual([
      { quoteAsset: 'USDT', trades: 4, buy: '27501.5', sell: '10800' },
    ]);
    expect(await exported(to)).not.toContain('BTC'); // a preview changes nothing

    const done = await importing(ana, to, csv);
    expect(done).toMatchObject({ toImport: 4, imported: 4, duplicates: 0 });
    // Lossless: time, side, market, amounts, prices, fees, realized PnL, source and order id.
    expect(tradesOf(await exported(to))).toEqual(tradesOf(csv));

    // The trades table filters by where each came from.
    const bySource = async (source: string) =>
      (
        await t.app.inject({
          url: `/api/trade/account/${to}?source=${source}`,
          headers: ana.headers,
        })
      ).json().data as { asset: string; source: string }[];
    expect((await bySource('copy')).map((x) => x.asset)).toEqual(['ETH']);
    expect(await bySource('import')).toEqual([]);
    const bad = await t.app.inject({
      url: `/api/trade/account/${to}?source=x`,
      headers: ana.headers,
    });
    expect(bad.statusCode).toBe(400);

    // The same file again, into either account: nothing new.
    expect(await importing(ana, to, csv)).toMatchObject({ imported: 0, duplicates: 4 });
    expect(await importing(ana, from, csv)).toMatchObject({ imported: 0, duplicates: 4 });
  });

  it("Binance's spot export: pairs split by the executed asset, a BTC quote in USD, bad rows by line", async () => {
    const id = await account(ana, 'Binance history');
    const csv = fixture('binance-spot.csv');
    const preview = await importing(ana, id, csv, true);
    expect(preview).toMatchObject({
      format: { id: 'binance-spot', name: 'Binance (spot)' },
      rows: 8,
      toImport: 6, // the two identical fills at 09:15:42 are two trades
      duplicates: 0,
      problemCount: 2,
    });
    expect(preview.problems).toEqual([
      { line: 8, reason: 'Fecha no válida: "2026-03-13 25:61:00"' },
      { line: 9, reason: 'Lado desconocido: "HOLD"' },
    ]);
    expect(preview.sample[0]).toEqual({
      line: 2,
      executedAt: '2026-03-02T09:15:42.000Z',
      asset: 'BTC',
      quoteAsset: 'USDT',
      side: 'buy',
      amount: '0.012',
      price: '86250.12',
      fee: '0.000012',
      feeAsset: 'BTC',
    });
    expect(preview.sample.find((s) => s.line === 6)).toMatchObject({
      asset: '1INCH',
      quoteAsset: 'USDT',
      amount: '400',
    });
    expect(preview.sample.find((s) => s.line === 7)).toMatchObject({
      asset: 'ETH',
      quoteAsset: 'BTC',
      side: 'sell',
    });
    // USDT volume: buys 2·0.012·86250.12 + 0.5·2210.55 + 400·0.241 = 2070.00288 + 1105.275 + 96.4;
    // sells 0.02·88900 = 1778. BTC volume: sells 0.2·0.0248 = 0.00496.
    expect(preview.volumes).toEqual([
      { quoteAsset: 'USDT', trades: 5, buy: '3271.67788', sell: '1778' },
      { quoteAsset: 'BTC', trades: 1, buy: '0', sell: '0.00496' },
    ]);

    expect(await importing(ana, id, csv)).toMatchObject({ imported: 6, duplicates: 0 });
    // The ETHBTC sale closed part of the ETH bought at 2210.55 at the BTC price of its time, in USD.
    const trades = await t.app.inject({
      url: `/api/trade/account/${id}?limit=100`,
      headers: ana.headers,
    });
    const rows = trades.json().data as {
      asset: string;
      quoteAsset: string;
      source: string;
      realizedPnl: string;
      price: string;
    }[];
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['import']));
    const ethBtc = rows.find((r) => r.quoteAsset === 'BTC')!;
    const btcUsd = await t.container.marketData.prices.convert(1, 'BTC', 'USD', {
      exchange: 'binance',
      at: Date.UTC(2026, 2, 12, 13, 45, 10),
    });
    // realized = 0.2 · (0.0248 · BTC/USD − 2210.55)
    expect(Number(ethBtc.realizedPnl)).toBeCloseTo(0.2 * (0.0248 * btcUsd - 2210.55), 6);

    // An overlapping export (its last rows and one more fill) adds only the new fill.
    const lines = csv.trim().split('\n');
    const overlap = [
      lines[0],
      ...lines.slice(4, 7),
      '2026-03-20 10:00:00,BTCUSDT,SELL,90000,0.0040000000BTC,360.00000000USDT,0.36000000USDT',
    ].join('\n');
    expect(await importing(ana, id, overlap)).toMatchObject({ imported: 1, duplicates: 3 });
  });

  it('reports each bad row with its line number and imports the rest in one go', async () => {
    const id = await account(ana, 'Bad rows');
    const header =
      'id,accountId,accountName,createdAt,type,symbol,asset,quoteAsset,exchange,amount,price,total,fee,feeAsset,realizedPnl,source,orderId';
    const csv = [
      header,
      ',,,2026-02-01T00:00:00.000Z,buy,BTCUSDT,BTC,USDT,binance,1,50000,50000,0,USDT,0,,',
      ',,,not a date,buy,BTCUSDT,BTC,USDT,binance,1,50000,50000,0,USDT,0,,',
      ',,,2026-02-01T00:01:00.000Z,hold,BTCUSDT,BTC,USDT,binance,1,50000,50000,0,USDT,0,,',
      ',,,2026-02-01T00:02:00.000Z,sell,BTCUSDT,BTC,USDT,binance,-1,50000,50000,0,USDT,0,,',
      ',,,2026-02-01T00:03:00.000Z,sell,BTCUSDT,BTC,USDT,binance,0.5,abc,1,0,USDT,0,,',
      ',,,2026-02-01T00:04:00.000Z,sell,BTCUSDT,BTC,USDT,binance,0.5,51000,25500,0,USDT,0,,',
    ].join('\n');
    const done = await importing(ana, id, csv);
    expect(done).toMatchObject({ rows: 6, toImport: 2, imported: 2, problemCount: 4 });
    expect(done.problems).toEqual([
      { line: 3, reason: 'Fecha no válida: "not a date"' },
      { line: 4, reason: 'Lado desconocido: "hold"' },
      { line: 5, reason: 'Cantidad debe ser mayor que 0' },
      { line: 6, reason: 'Precio no es un número: "abc"' },
    ]);
  });

  it('a quote without prices is skipped with the spec’s conversion message', async () => {
    const id = await account(ana, 'Odd quote');
    const csv = [
      'id,accountId,accountName,createdAt,type,symbol,asset,quoteAsset,exchange,amount,price,total,fee,feeAsset,realizedPnl,source,orderId',
      ',,,2026-02-01T00:00:00.000Z,buy,ABCXYZ,ABC,XYZ,binance,1,2,2,0,XYZ,0,,',
      ',,,2026-02-01T00:00:00.000Z,buy,BTCUSDT,BTC,USDT,binance,0.01,90000,900,0,USDT,0,,',
    ].join('\n');
    const done = await importing(ana, id, csv);
    expect(done).toMatchObject({ imported: 1, problemCount: 1 });
    expect(done.problems[0]).toEqual({
      line: 2,
      reason: MESSAGES.conversion.cannotConvert('XYZ', 'USD'),
    });
    // A file of nothing but such rows is refused whole, as an unreadable one, and leaves no
    // import behind (issue 33: bad input gets a 4xx and changes nothing).
    for (const preview of [true, false]) {
      const refused = await send(ana, id, csv.split('\n').slice(0, 2).join('\n'), preview);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(
        `Ninguna fila del archivo se puede importar (1 con errores): línea 2: ${MESSAGES.conversion.cannotConvert('XYZ', 'USD')}`,
      );
    }
    const imports = await t.app.inject({
      url: `/api/trade/account/${id}/imports`,
      headers: ana.headers,
    });
    expect(imports.json().data).toHaveLength(1);
  });

  it('an import is recorded in the activity log with who did it; a preview records nothing', async () => {
    const id = await account(ana, 'Logged import');
    const activity = async () =>
      (
        await t.app.inject({
          url: `/api/activity-log/list?action=trade.import&entityId=${id}`,
          headers: ana.headers, // the first user: an admin
        })
      ).json().data as { actorEmail: string; details: Record<string, unknown> }[];
    await importing(ana, id, fixture('binance-spot.csv'), true);
    expect(await activity()).toEqual([]);
    const done = await importing(ana, id, fixture('binance-spot.csv'));
    const [entry, ...more] = await activity();
    expect(more).toEqual([]);
    expect(entry!.actorEmail).toBe('ana@example.com');
    expect(entry!.details).toMatchObject({
      format: done.format.id,
      rows: done.rows,
      imported: done.imported,
      duplicates: 0,
    });
  });

  it('refuses what it cannot read, and another user’s account', async () => {
    const id = await account(ana, 'Refusals');
    const unknown = await send(ana, id, 'a,b,c\n1,2,3\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^Formato de CSV no reconocido/);
    const empty = await send(ana, id, '  \n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('El archivo está vacío');
    const nul = await send(ana, id, 'id\0,x\n');
    expect(nul.statusCode).toBe(400);
    expect((await send(bob, id, fixture('binance-spot.csv'))).statusCode).toBe(404);
  });
});
