import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { exchangeIds } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

// Whole hostile and unusual files through the import's HTTP routes (moved from fuzz.test.ts,
// which keeps the per-route corpus).

/**
 * Issue 34's CSV corpus (R1, R4, R10, R13): exponents, giant records, wide headers, dust and
 * impossible dates, each as a whole file (funding exports' rows too, issue 33), to the preview and
 * to the import. Each gets a 4xx that names what is wrong, never echoes the input in full, and
 * changes nothing.
 */
describe('the CSV import corpus (issue 34)', () => {
  const HEADER =
    'id,accountId,accountName,createdAt,type,symbol,asset,quoteAsset,exchange,amount,price,total,fee,feeAsset,realizedPnl,source,orderId';
  const row = (o: { at?: string; amount?: string; price?: string; fee?: string } = {}) =>
    `,,,${o.at ?? '2026-02-01T00:00:00.000Z'},buy,BTCUSDT,BTC,USDT,binance,${o.amount ?? '0.5'},${o.price ?? '50000'},1,${o.fee ?? '0'},USDT,0,,`;
  const file = (...rows: string[]) => [HEADER, ...rows].join('\n');
  const FUNDING_HEADER = 'Time,Type,Amount,Asset,Symbol,Transaction ID';
  const funding = (o: {
    at?: string;
    type?: string;
    amount?: string;
    symbol?: string;
    tx?: string;
  }) =>
    `${FUNDING_HEADER}\n${o.at ?? '2026-09-14 08:00:00'},${o.type ?? 'FUNDING_FEE'},${o.amount ?? '-0.5'},USDT,${o.symbol ?? 'BTCUSDT'},${o.tx ?? ''}`;
  const BYBIT_HEADER =
    'Uid,Currency,Contract,Type,Direction,Quantity,Position,Filled Price,Funding,Fee Paid,Cash Flow,Change,Wallet Balance,Action,Time(UTC)';
  const CORPUS: Record<string, string> = {
    'exponent, tiny': file(row({ amount: '1e-50000000' })),
    'exponent, huge': file(row({ price: '1e+50000000' })),
    'exponent, long': file(row({ fee: `1e${'9'.repeat(60)}` })),
    'number, 3,000 digits': file(row({ amount: '1'.repeat(3000) })),
    'giant record': file(row({ amount: '7'.repeat(50_000) })),
    'unclosed quote over many lines': `${HEADER}\n"${`${row()}\n`.repeat(2000)}`,
    'wide header': `${HEADER}${',x'.repeat(200_000)}\n${row()}`,
    'many columns': `${HEADER}\n${row()}${',1'.repeat(500)}`,
    'rows past the cap': `${HEADER}\n${'1\n'.repeat(200_010)}`,
    'blank lines past the cap': `${HEADER}\n${'\n'.repeat(210_010)}${row()}`,
    'dust, finer than storage': file(row({ amount: '1e-30' })),
    'dust, under the market minimum': file(row({ amount: '0.000001' })),
    'year 9999': file(row({ at: '9999-12-31T00:00:00.000Z' })),
    'year 0001': file(row({ at: '0001-01-01T00:00:00.000Z' })),
    'before Bitcoin': file(row({ at: '2008-10-31T00:00:00.000Z' })),
    'February 30th': file(row({ at: '2026-02-30T00:00:00.000Z' })),
    // Funding exports (issue 33, case 5): Binance's transaction history, Bybit's transaction log.
    'funding, huge amount': funding({ amount: '1e15' }),
    'funding, 20-digit amount': funding({ amount: '-99999999999999999999' }),
    'funding, exponent': funding({ amount: '1e-50000000' }),
    'funding, 3,000 digits': funding({ amount: '9'.repeat(3000) }),
    'funding, year 9999': funding({ at: '9999-12-31 00:00:00' }),
    'funding, before Bitcoin': funding({ at: '2008-10-31 00:00:00' }),
    'funding, February 30th': funding({ at: '2026-02-30 08:00:00' }),
    'funding, no market': funding({ symbol: 'BTC USDT' }),
    'funding, a type that is no word': funding({ type: 'FUNDING-FEE?' }),
    'funding, giant Transaction ID': funding({ tx: '9'.repeat(3000) }),
    'funding rows past the cap': `${FUNDING_HEADER}\n${'1\n'.repeat(200_010)}`,
    'bybit settlement, huge funding': `${BYBIT_HEADER}\n100,USDT,BTCUSDT,SETTLEMENT,BUY,--,1,--,1e15,0,0,1e15,1,SETTLEMENT,2026-09-14 08:00:00`,
    'bybit settlement, bad date': `${BYBIT_HEADER}\n100,USDT,BTCUSDT,SETTLEMENT,BUY,--,1,--,-0.5,0,0,-0.5,1,SETTLEMENT,2026-09-31 08:00:00`,
  };

  let t: IdentityTestApp;
  let admin: SignedIn;
  let accountId: string;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: admin.headers,
      payload: { name: 'CSV', accountType: 'spot', exchangeId: (await exchangeIds(t)).binance },
    });
    accountId = (res.json() as { account: { id: string } }).account.id;
  });
  afterAll(() => t.close());

  const snapshot = async () =>
    JSON.stringify(
      await queryRows(
        t.container.db,
        sql`select (select count(*) from trades)::text as trades,
              (select count(*) from trade_imports)::text as imports,
              (select count(*) from funding_payments)::text as funding,
              (select count(*) from trade_aggregates)::text as rollups,
              (select count(*) from activity_logs)::text as activity`,
      ),
    );

  it('every hostile file gets a 4xx naming what is wrong, and changes nothing', async () => {
    const before = await snapshot();
    for (const [name, csv] of Object.entries(CORPUS)) {
      for (const path of ['import/preview', 'import']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/trade/account/${accountId}/${path}`,
          headers: { ...admin.headers, 'content-type': 'text/csv' },
          payload: csv,
        });
        expect(res.statusCode, `${name} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.body.length, name).toBeLessThan(1000);
        expect(res.json().error, name).toMatch(/^(No se pudo leer|Ninguna fila|El archivo tiene)/);
      }
    }
    expect(await snapshot()).toBe(before);
  }, 300_000);
});

/**
 * Issue 33's real-history corpus: what a genuine export can hold that the market does not know —
 * coins outside the supported list, fees in a coin nobody prices, 200,000 rows of one unpriced
 * coin. Each imports (a bounded 200), its account's figures answer 200 naming what is missing,
 * and a bystander's figures and the public board do not move by a byte. A file whose every row
 * is quoted in an unpriced coin is refused whole with a 4xx and changes nothing.
 */
describe('the CSV real-history corpus (issue 33)', () => {
  const SPOT = 'Date(UTC),Pair,Side,Price,Executed,Amount,Fee';
  const at = (i: number) =>
    new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  const spot = (i: number, pair: string, base: string, fee: string) =>
    `${at(i)},${pair},${i % 2 ? 'SELL' : 'BUY'},0.0123,1000${base},12.3USDT,${fee}`;
  const ACCEPTED: Record<string, { csv: string; imported: number; unpriced?: string }> = {
    'coins outside the list': {
      csv: [
        SPOT,
        spot(1, 'WIFUSDT', 'WIF', '0.01USDT'),
        spot(2, '1000PEPEUSDT', '1000PEPE', '1000PEPE'),
      ].join('\n'),
      imported: 2,
    },
    'fees in a coin nobody prices': {
      csv: [SPOT, spot(3, 'BTCUSDT', 'BTC', '0.5ZZQ'), spot(4, 'BTCUSDT', 'BTC', '0.5ZZQ')].join(
        '\n',
      ),
      imported: 2,
      unpriced: 'ZZQ',
    },
    '200,000 rows of one unpriced coin': {
      csv: [
        SPOT,
        ...Array.from({ length: 200_000 }, (_, i) => spot(10 + i, 'QQZUSDT', 'QQZ', '0.001USDT')),
      ].join('\n'),
      imported: 200_000,
    },
  };

  let t: IdentityTestApp;
  let owner: SignedIn;
  let bystander: SignedIn;
  let bystanderAccount: string;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    owner = await t.signIn({ sub: 'owner', email: 'owner@example.com' });
    bystander = await t.signIn({ sub: 'by', email: 'by@example.com' });
    bystanderAccount = await publicAccount(bystander, 'Ajena');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${bystanderAccount}/import`,
      headers: { ...bystander.headers, 'content-type': 'text/csv' },
      payload: [
        SPOT,
        spot(0, 'BTCUSDT', 'BTC', '0.01USDT'),
        spot(1, 'BTCUSDT', 'BTC', '0.01USDT'),
      ].join('\n'),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  async function publicAccount(who: SignedIn, name: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: who.headers,
      payload: {
        name,
        accountType: 'spot',
        exchangeId: (await exchangeIds(t)).binance,
        isPublic: true,
        publicStats: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { account: { id: string } }).account.id;
  }

  /** What a visitor and the bystander see: their figures and the public board, as bytes. */
  const bystanderViews = async () => {
    const urls = [
      [`/api/trade-analysis/pnl?timeframe=all_time&accountId=${bystanderAccount}`, bystander],
      [`/api/trade-analysis/volume?timeframe=all_time&accountId=${bystanderAccount}`, bystander],
      [`/api/trade-analysis/public/pnl?timeframe=all_time&accountId=${bystanderAccount}`],
      [`/api/trade-analysis/public/figures?timeframe=all_time&accountIds=${bystanderAccount}`],
    ] as const;
    const views: string[] = [];
    for (const [url, who] of urls) {
      const res = await t.app.inject({ url, headers: who?.headers ?? {} });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      // Everything but the range's end, which is "now" on an all-time read.
      views.push(res.body.replace(/"endDate":"[^"]*"/, ''));
    }
    return views;
  };

  for (const [name, c] of Object.entries(ACCEPTED)) {
    it(`${name}: imports, its figures answer 200 with what is missing, nobody else's move`, async () => {
      const before = await bystanderViews();
      const id = await publicAccount(owner, name.slice(0, 40));
      for (const path of ['import/preview', 'import']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/trade/account/${id}/${path}`,
          headers: { ...owner.headers, 'content-type': 'text/csv' },
          payload: c.csv,
        });
        expect(res.statusCode, `${path} ${res.body.slice(0, 300)}`).toBe(200);
        // Bounded whatever the file's size: a sample of its trades, not all of them.
        expect(res.body.length).toBeLessThan(20_000);
        expect(res.json()).toMatchObject(
          path === 'import' ? { imported: c.imported } : { toImport: c.imported },
        );
      }
      for (const kind of ['pnl', 'volume', 'asset-allocation']) {
        const res = await t.app.inject({
          url: `/api/trade-analysis/${kind}?timeframe=all_time&accountId=${id}`,
          headers: owner.headers,
        });
        expect(res.statusCode, `${kind} ${res.body.slice(0, 300)}`).toBe(200);
        if (c.unpriced && kind === 'pnl') {
          expect(res.json().unpriced).toEqual([
            expect.objectContaining({ asset: c.unpriced, trades: 2 }),
          ]);
        }
      }
      expect(await bystanderViews()).toEqual(before);
    }, 300_000);
  }

  it('a file whose every row is quoted in a coin nobody prices is refused whole and changes nothing', async () => {
    const id = await publicAccount(owner, 'Cotizada en ZZQ');
    const csv = [SPOT, `${at(1)},BTCZZQ,BUY,3,0.01BTC,0.03ZZQ,0ZZQ`].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${id}/import`,
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/^Ninguna fila/);
    const [held] = await queryRows<{ n: string }>(
      t.container.db,
      sql`select count(*)::text as n from trades where account_id = ${id}`,
    );
    expect(held!.n).toBe('0');
  });
});
