import { readFileSync } from 'node:fs';
import type { TradeImportSummary } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Each exchange's export layout, read from a committed file in its real format. */
describe(`trade import formats (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(() => t.close());

  const account = (who: SignedIn, name: string) => createAccount(t, who, name);

  // Each exchange's real layout (headers and rows from public parsers' fixtures, see the files).
  const FORMATS = [
    {
      file: 'Binance-Spot-Trade-History-202603230406(UTC+3).csv',
      format: 'binance-spot',
      toImport: 4,
      problems: [{ line: 6, reason: 'Cantidad no corresponde al par ALGOUSDT' }],
      // 2-digit year, in the zone of the file's name: 18:20:55 at UTC+3 is 15:20:55 UTC
      first: {
        line: 2,
        executedAt: '2023-09-20T15:20:55.000Z',
        asset: 'ALGO',
        quoteAsset: 'USDT',
        side: 'sell',
        amount: '103',
        price: '0.0997',
        fee: '0.00003593',
        feeAsset: 'BNB',
      },
      also: { line: 5, asset: 'ALGO', amount: '2500' }, // "2,500.0000000000ALGO"
    },
    {
      file: 'binance-futures.csv',
      format: 'binance-futures',
      toImport: 2,
      problems: [{ line: 4, reason: 'Precio vacío' }],
      first: {
        line: 2,
        executedAt: '2026-03-17T09:34:12.000Z',
        asset: 'BTC',
        quoteAsset: 'USDC',
        side: 'buy',
        amount: '0.01',
        price: '73822.3',
        fee: '0.29528919',
        feeAsset: 'USDC',
      },
    },
    {
      file: 'bybit-spot.csv',
      format: 'bybit-spot',
      toImport: 2,
      problems: [{ line: 5, reason: 'Lado desconocido: "HOLD"' }],
      // a buy's fee is in the base asset
      first: {
        line: 3,
        executedAt: '2024-12-09T19:48:23.000Z',
        asset: 'BTC',
        quoteAsset: 'USDT',
        side: 'buy',
        amount: '0.046118',
        price: '97100',
        fee: '0.000046118',
        feeAsset: 'BTC',
      },
      also: { line: 4, executedAt: '2024-11-16T14:35:00.000Z', side: 'sell', feeAsset: 'USDT' },
    },
    {
      file: 'kucoin-spot.csv',
      format: 'kucoin-spot',
      toImport: 2,
      problems: [
        { line: 4, reason: 'Fecha no válida: "07/12/2023 01:16:13"' },
        { line: 5, reason: 'Fecha no válida: "2023-12-31 24:00:00"' },
      ],
      // Filled Time(UTC+08:00): 06:25:42 is 22:25:42 UTC the day before
      first: {
        line: 2,
        executedAt: '2023-12-03T22:25:42.000Z',
        asset: 'KAS',
        quoteAsset: 'USDT',
        side: 'buy',
        amount: '1548.3555',
        price: '0.14552',
        fee: '0.45063338472',
        feeAsset: 'USDT',
      },
    },
    {
      file: 'kucoin-spot-old.csv',
      format: 'kucoin-spot',
      toImport: 1,
      problems: [],
      // the old layout is in UTC+8
      first: {
        line: 2,
        executedAt: '2021-11-17T02:21:26.000Z',
        asset: 'AVAX',
        quoteAsset: 'USDT',
        side: 'buy',
        amount: '57.7348',
        price: '95.317',
        fee: '5.5031079316',
        feeAsset: 'USDT',
      },
    },
    {
      file: 'bitget-spot.csv',
      format: 'bitget-spot',
      toImport: 2,
      problems: [{ line: 4, reason: 'Cantidad debe ser mayor que 0' }],
      first: {
        line: 2,
        executedAt: '2026-09-01T16:47:01.000Z',
        asset: 'KAS',
        quoteAsset: 'USDT',
        side: 'buy',
        amount: '1000',
        price: '0.025',
        fee: '1',
        feeAsset: 'KAS',
      },
    },
  ];
  it.each(FORMATS)('reads $file as $format', async (c) => {
    const id = await account(ana, `Format ${c.file}`.slice(0, 50));
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/trade/account/${id}/import?fileName=${encodeURIComponent(c.file)}`,
        headers: { ...ana.headers, 'content-type': 'text/csv' },
        payload: fixture(c.file),
      });
    const res = await upload();
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as TradeImportSummary;
    expect(done.format.id).toBe(c.format);
    expect(done).toMatchObject({
      toImport: c.toImport,
      imported: c.toImport,
      problems: c.problems,
    });
    expect(done.sample[0]).toEqual(c.first);
    if (c.also) expect(done.sample.find((s) => s.line === c.also.line)).toMatchObject(c.also);
    // Again: every trade is known, by its trade id where the format has one, else its fingerprint.
    const again = await upload();
    expect(again.json()).toMatchObject({ imported: 0, duplicates: c.toImport });
  });
});
