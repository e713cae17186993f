import { readFileSync } from 'node:fs';
import type { TradeImportBatch, TradeImportSummary } from '@pulso/domain';
import { describe, expect, it } from 'vitest';
import { API_KEY, API_SECRET, FakeBinance } from '../market-data/testing';
import { createAccount } from '../signals/testing';
import { BYBIT_API_KEY, BYBIT_API_SECRET, FakeBybit } from './testing/fake-bybit';
import { useSyncTestApp } from './testing/sync-harness';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const BINANCE_FILE = 'Binance-Futures-Transaction-History-202609150830(UTC+2).csv';
const BYBIT_FILE = 'bybit-transaction-log.csv';
const DAY = 86_400_000;

/** A time as Binance's and Bybit's exports write it: 'YYYY-MM-DD HH:MM:SS' in UTC, seconds cut. */
const written = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const BINANCE_HEADER = 'Date(UTC),type,Amount,Asset,Symbol,Transaction ID';
const BYBIT_HEADER =
  'Uid,Currency,Contract,Type,Direction,Quantity,Position,Filled Price,Funding,Fee Paid,Cash Flow,Change,Wallet Balance,Action,Time(UTC)';
const bybitSettlement = (o: { contract: string; funding: string; at: number }) =>
  `100200300,USDT,${o.contract},SETTLEMENT,BUY,--,0.01,--,${o.funding},0,0,${o.funding},999,SETTLEMENT,${written(o.at)}`;

/**
 * Funding from files (issue 33, case 5): the funding rows of Binance's USDⓈ-M transaction history
 * and Bybit's transaction log import as funding payments, once, recognised against what a sync
 * (or an earlier file) already brought, and leave with their import when it is undone.
 */
describe(`funding import (${process.env.TEST_DB ?? 'pglite'})`, () => {
  const app = useSyncTestApp();

  const send = (accountId: string, csv: string, fileName?: string, preview = false) =>
    app.t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${accountId}/import${preview ? '/preview' : ''}${fileName ? `?fileName=${encodeURIComponent(fileName)}` : ''}`,
      headers: { ...app.ana.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const imported = async (accountId: string, csv: string, fileName?: string) => {
    const res = await send(accountId, csv, fileName);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TradeImportSummary;
  };
  /** The account's funding figure over September 2026 (the fixtures' month), and its trades. */
  const fundingOf = async (accountId: string, from = '2026-09-01', to = '2026-10-01') => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/trade-analysis/pnl',
      headers: app.ana.headers,
      payload: {
        timeframe: 'custom',
        customDateRange: {
          startDate: new Date(from).toISOString(),
          endDate: new Date(to).toISOString(),
        },
        grouping: '1d',
        accountId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { pnlData } = res.json() as { pnlData: { funding: string; totalTrades: number } };
    return pnlData.funding;
  };
  const futures = (name: string, exchange = 'binance', credentials?: object) =>
    createAccount(app.t, app.ana, name, {
      accountType: 'future',
      exchangeId: app.exchangeId(exchange),
      ...(credentials ? { credentials } : {}),
    });

  const FORMATS = [
    {
      file: BINANCE_FILE,
      exchange: 'binance',
      format: 'binance-futures-transactions',
      rows: 8,
      // REALIZED_PNL, COMMISSION, TRANSFER and a payment of 0: not payments, not problems
      skipped: 4,
      problems: [{ line: 2, reason: 'Importe vacío' }],
      // 10:00 at UTC+2 (the file's name) is 08:00 UTC, a funding hour
      first: {
        line: 3,
        paidAt: '2026-09-14T08:00:00.000Z',
        asset: 'BTC',
        quoteAsset: 'USDT',
        currency: 'USDT',
        amount: '-0.1245',
      },
      totals: [{ currency: 'USDT', payments: 3, amount: '-0.21142' }],
      funding: '-0.21142',
    },
    {
      file: BYBIT_FILE,
      exchange: 'bybit',
      format: 'bybit-transaction-log',
      rows: 7,
      // a TRADE, a transfer, and a USDC contract's session settlement (no funding in it)
      skipped: 3,
      problems: [{ line: 9, reason: 'Fecha no válida: "2026-09-31 16:00:00"' }],
      first: {
        line: 3,
        paidAt: '2026-09-14T16:00:00.000Z',
        asset: 'SOL',
        quoteAsset: 'USDT',
        currency: 'USDT',
        amount: '0.012',
      },
      totals: [
        { currency: 'USDT', payments: 2, amount: '-0.048' },
        { currency: 'USDC', payments: 1, amount: '0.0085' },
      ],
      funding: '-0.0395',
    },
  ];

  it.each(FORMATS)(
    'reads $file as $format: its funding lands in the analytics once, and undo takes it out',
    async (c) => {
      const id = await futures(`Funding ${c.format}`, c.exchange);
      const preview = await send(id, fixture(c.file), c.file, true);
      expect(preview.statusCode, preview.body).toBe(200);
      const seen = preview.json() as TradeImportSummary;
      expect(seen).toMatchObject({
        format: { id: c.format },
        rows: c.rows,
        toImport: 0,
        imported: 0,
        sample: [],
        problems: c.problems,
        funding: { found: 3, toImport: 3, duplicates: 0, imported: 0, skipped: c.skipped },
      });
      expect(seen.funding!.sample[0]).toEqual(c.first);
      expect(seen.funding!.totals).toEqual(c.totals);
      expect(await fundingOf(id)).toBe('0'); // a preview writes nothing

      const done = await imported(id, fixture(c.file), c.file);
      expect(done.funding).toMatchObject({ found: 3, toImport: 3, imported: 3, duplicates: 0 });
      expect(done.imported).toBe(0); // payments, not trades
      expect(await fundingOf(id)).toBe(c.funding);

      // Again: every payment is known; the figure is the same.
      const again = await imported(id, fixture(c.file), c.file);
      expect(again.funding).toMatchObject({ found: 3, toImport: 0, imported: 0, duplicates: 3 });
      expect(await fundingOf(id)).toBe(c.funding);

      // The batch lists its payments, and undoing it takes them out of the figures.
      const list = await app.t.app.inject({
        url: `/api/trade/account/${id}/imports`,
        headers: app.ana.headers,
      });
      const batches = list.json().data as TradeImportBatch[];
      expect(batches.map((b) => [b.funding, b.remainingFunding, b.remaining])).toEqual([
        [0, 0, 0],
        [3, 3, 0],
      ]);
      const undo = await app.t.app.inject({
        method: 'POST',
        url: `/api/trade/account/${id}/imports/${done.importId}/undo`,
        headers: app.ana.headers,
      });
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json()).toEqual({ removed: 0, funding: 3 });
      expect(await fundingOf(id)).toBe('0');
    },
  );

  it('an overlapping export in the older layout adds only the payments it is the first to bring', async () => {
    const id = await futures('Funding Binance overlapping');
    await imported(id, fixture(BINANCE_FILE), BINANCE_FILE);
    // Binance's older layout (Date(UTC), lower-case `type`): two payments the first file had
    // (by their Transaction ID), one without an id (by what it is: BTCUSDT at 00:00), one new.
    const older = [
      BINANCE_HEADER,
      '2026-09-14 08:00:00,FUNDING_FEE,-0.12450000,USDT,BTCUSDT,9231806402',
      '2026-09-14 08:00:00,FUNDING_FEE,0.03108000,USDT,ETHUSDT,9231806403',
      '2026-09-14 00:00:00,FUNDING_FEE,-0.11800000,USDT,BTCUSDT,',
      '2026-09-13 16:00:00,FUNDING_FEE,-0.10000000,USDT,BTCUSDT,9228430001',
    ].join('\n');
    const done = await imported(id, older);
    expect(done.format.id).toBe('binance-futures-transactions');
    expect(done.funding).toMatchObject({ found: 4, imported: 1, duplicates: 3 });
    expect(await fundingOf(id)).toBe('-0.31142');
  });

  it('in hedge mode a perpetual pays its long and its short at one moment: both are kept', async () => {
    const id = await futures('Funding hedge');
    const file = [
      BINANCE_HEADER,
      '2026-09-14 08:00:00,FUNDING_FEE,-0.5,USDT,BTCUSDT,9300000001',
      '2026-09-14 08:00:00,FUNDING_FEE,0.4,USDT,BTCUSDT,9300000002',
    ].join('\n');
    expect((await imported(id, file)).funding).toMatchObject({ imported: 2 });
    // The same two without ids (another export): each held payment answers for one row.
    const plain = file.replace(/,93000000\d\d/g, ',');
    expect((await imported(id, plain)).funding).toMatchObject({ imported: 0, duplicates: 2 });
    expect(await fundingOf(id)).toBe('-0.1');
  });

  it('a payment a Binance sync already read is recognised: by its Transaction ID, or by what it is', async () => {
    const exchange = app.fresh(() => new FakeBinance());
    const id = await futures('Funding Binance sync', 'binance', {
      apiKey: API_KEY,
      secret: API_SECRET,
    });
    const now = Date.now();
    const paid = exchange.addFunding('BTCUSDT', 3, { from: now - 2 * DAY + 123, income: '-0.5' });
    await app.sync.syncDone(id, { fundingImported: 3 }, { sinceDays: 30 });
    // The export: the first with its id, the other two without (their times cut to the second),
    // and a payment older than the sync's 30 days, which it never read.
    const older = now - 40 * DAY;
    const file = [
      BINANCE_HEADER,
      `${written(paid[0]!.time)},FUNDING_FEE,-0.50000000,USDT,BTCUSDT,${paid[0]!.tranId}`,
      `${written(paid[1]!.time)},FUNDING_FEE,-0.50000000,USDT,BTCUSDT,`,
      `${written(paid[2]!.time)},FUNDING_FEE,-0.50000000,USDT,BTCUSDT,`,
      `${written(older)},FUNDING_FEE,-7,USDT,BTCUSDT,`,
    ].join('\n');
    const done = await imported(id, file);
    expect(done.funding).toMatchObject({ found: 4, imported: 1, duplicates: 3 });
    const recorded = await app.sync.funding(id);
    expect(recorded.map((f) => Number(f.amount))).toEqual([-7, -0.5, -0.5, -0.5]);
    const range = [new Date(now - 60 * DAY).toISOString(), new Date(Date.now()).toISOString()];
    expect(await fundingOf(id, range[0], range[1])).toBe('-8.5');
  });

  it('a payment a Bybit sync already read is recognised by what it is (the log has no API id)', async () => {
    const exchange = app.fresh(() => new FakeBybit());
    const id = await futures('Funding Bybit sync', 'bybit', {
      apiKey: BYBIT_API_KEY,
      secret: BYBIT_API_SECRET,
    });
    const now = Date.now();
    // 0.01 BTC at 50,000 and +0.01 %: the long pays 0.05 USDT each time.
    const paid = exchange.addFunding('BTCUSDT', 2, { from: now - 2 * DAY + 456, rate: '0.0001' });
    await app.sync.syncDone(id, { fundingImported: 2 }, { sinceDays: 30 });
    const log = [
      'UID: 100200300,Company Name: ,Country: ',
      BYBIT_HEADER,
      ...paid.map((p) =>
        bybitSettlement({ contract: 'BTCUSDT', funding: '-0.05', at: Number(p.execTime) }),
      ),
      // A new settlement of another perpetual at the same moment: not the same payment.
      bybitSettlement({ contract: 'ETHUSDT', funding: '-0.003', at: Number(paid[0]!.execTime) }),
    ].join('\n');
    const done = await imported(id, log);
    expect(done.funding).toMatchObject({ found: 3, imported: 1, duplicates: 2 });
    expect((await app.sync.funding(id)).map((f) => f.symbol).sort()).toEqual([
      'BTC/USDT:USDT',
      'BTC/USDT:USDT',
      'ETH/USDT:USDT',
    ]);
    // And a sync after the file adds nothing the file brought.
    const again = await app.sync.syncNow(id, { sinceDays: 30 });
    expect(again.lastError).toBeNull();
    expect(await app.sync.funding(id)).toHaveLength(3);
  });

  it('hostile funding rows are refused whole (4xx) or as problems on their lines, never a 5xx', async () => {
    const id = await futures('Funding hostile');
    const row = (o: {
      at?: string;
      type?: string;
      amount?: string;
      symbol?: string;
      tx?: string;
    }) =>
      `${o.at ?? '2026-09-14 08:00:00'},${o.type ?? 'FUNDING_FEE'},${o.amount ?? '-0.5'},USDT,${o.symbol ?? 'BTCUSDT'},${o.tx ?? ''}`;
    const HOSTILE: [Parameters<typeof row>[0], RegExp][] = [
      [{ amount: '1e15' }, /Importe tiene más de 12 cifras enteras/],
      [{ amount: '-99999999999999999999' }, /Importe tiene más de 12 cifras enteras/],
      [{ amount: '1e-50000000' }, /Importe tiene más de 18 decimales/],
      [{ amount: '9'.repeat(3000) }, /Importe tiene más de 64 caracteres/],
      [{ at: '9999-12-31 00:00:00' }, /Fecha fuera del intervalo admitido/],
      [{ at: '0001-01-01 00:00:00' }, /Fecha fuera del intervalo admitido/],
      [{ at: '2026-02-30 08:00:00' }, /Fecha no válida/],
      [{ amount: '-0.5 USDT' }, /Importe no es un número/],
      [{ symbol: 'BTC USDT' }, /Mercado no reconocido/],
      [{ type: 'FUNDING-FEE?' }, /Tipo desconocido/],
      [{ tx: `${'9'.repeat(70)}` }, /Transaction ID no válido/],
      [{ tx: '1;DROP TABLE' }, /Transaction ID no válido/],
    ];
    for (const [fields, reason] of HOSTILE) {
      const csv = [BINANCE_HEADER, row(fields)].join('\n');
      for (const preview of [true, false]) {
        const res = await send(id, csv, undefined, preview);
        expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(400);
        expect(res.body.length).toBeLessThan(1000);
        expect(res.json().error).toMatch(/^Ninguna fila del archivo se puede importar/);
        expect(res.json().error).toMatch(reason);
      }
    }
    // NUL bytes anywhere in a file: the body itself is refused before it is read.
    for (const fields of [
      { amount: '-0.5\u0000' },
      { symbol: 'BTC\u0000USDT' },
      { tx: '\u0000' },
    ]) {
      const res = await send(id, [BINANCE_HEADER, row(fields)].join('\n'));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(/carácter no permitido \(NUL/);
    }
    // Beside a good row, each is a problem on its line and the good row imports.
    const mixed = [BINANCE_HEADER, row({}), ...HOSTILE.map(([fields]) => row(fields))].join('\n');
    const done = await imported(id, mixed);
    expect(done.funding).toMatchObject({ found: 1, imported: 1 });
    expect(done.problemCount).toBe(HOSTILE.length);
    expect(await fundingOf(id)).toBe('-0.5');
    const list = await app.t.app.inject({
      url: `/api/trade/account/${id}/imports`,
      headers: app.ana.headers,
    });
    expect(list.json().data).toHaveLength(1); // the refused files wrote no batch
  });

  it('an export without a single funding payment is refused whole (4xx), leaving no batch', async () => {
    const id = await futures('Funding without payments');
    const csv = [
      BINANCE_HEADER,
      '2026-09-14 09:12:44,REALIZED_PNL,12.5,USDT,BTCUSDT,8817325561',
      '2026-09-14 09:12:44,COMMISSION,-0.29528919,USDT,BTCUSDT,8817325562',
    ].join('\n');
    for (const preview of [true, false]) {
      const res = await send(id, csv, undefined, preview);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(
        'El archivo no tiene pagos de financiación: sus 2 filas son de otros tipos (PnL realizado, comisiones, transferencias, operaciones)',
      );
    }
    const list = await app.t.app.inject({
      url: `/api/trade/account/${id}/imports`,
      headers: app.ana.headers,
    });
    expect(list.json().data).toEqual([]);
  });

  it('a trade-history file answers as before: no funding part', async () => {
    const id = await futures('Funding none');
    const done = await imported(id, fixture('binance-futures.csv'), 'binance-futures.csv');
    expect(done.funding).toBeUndefined();
    expect(done.imported).toBe(2);
  });
});
