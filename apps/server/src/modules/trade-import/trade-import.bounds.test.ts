import type { TradeImportSummary } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';

/** Pulso's own export layout: one plain column per field. */
const HEADER =
  'id,accountId,accountName,createdAt,type,symbol,asset,quoteAsset,exchange,amount,price,total,fee,feeAsset,realizedPnl,source,orderId';
const row = (o: { at?: string; amount?: string; price?: string; fee?: string } = {}) =>
  `,,,${o.at ?? '2026-02-01T00:00:00.000Z'},buy,BTCUSDT,BTC,USDT,binance,${o.amount ?? '0.5'},${o.price ?? '50000'},1,${o.fee ?? '0'},USDT,0,,`;
const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe(`trade import bounds (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(() => t.close());

  const send = (accountId: string, csv: string, preview = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${accountId}/import${preview ? '/preview' : ''}`,
      headers: { ...ana.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const tradeCount = async (accountId: string) =>
    (
      (
        await t.app.inject({
          url: `/api/trade/account/${accountId}?limit=100`,
          headers: ana.headers,
        })
      ).json().data as unknown[]
    ).length;

  /** A file of hostile rows only: refused whole (4xx), naming the line and field, nothing stored. */
  const refused = async (csv: string, reason: RegExp) => {
    const id = await createAccount(t, ana, `Refused ${Math.random()}`);
    for (const preview of [true, false]) {
      const res = await send(id, csv, preview);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body.length).toBeLessThan(1000); // never echoes the input in full
      const error = res.json().error as string;
      expect(error).toMatch(
        /^Ninguna fila del archivo se puede importar \(1 con errores\): línea 2: /,
      );
      expect(error).toMatch(reason);
    }
    expect(await tradeCount(id)).toBe(0);
  };

  it('R1: a huge exponent is refused from its text, never expanded or echoed in full', async () => {
    await refused(
      file(row({ amount: '1e-50000000' })),
      /Cantidad tiene más de 18 decimales: "1e-50000000"/,
    );
    await refused(file(row({ price: '1e+50000000' })), /Precio tiene más de 20 cifras enteras/);
    await refused(file(row({ fee: '9'.repeat(3000) })), /Comisión tiene más de 64 caracteres/);
    const long = await send(
      await createAccount(t, ana, 'Long'),
      file(row({ fee: '9'.repeat(3000) })),
    );
    expect(long.json().error).toContain(`"${'9'.repeat(40)}…"`);
  });

  it('R1: in a file with good rows, the hostile row is a problem on its line and the rest imports', async () => {
    const id = await createAccount(t, ana, 'Mixed');
    const res = await send(id, file(row(), row({ amount: '1e-50000000' })));
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as TradeImportSummary;
    expect(done).toMatchObject({ imported: 1, problemCount: 1 });
    expect(done.problems).toEqual([
      { line: 3, reason: 'Cantidad tiene más de 18 decimales: "1e-50000000"' },
    ]);
    expect(await tradeCount(id)).toBe(1);
  });

  it('R13: dates before the first exchange day (2009-01-03) or after tomorrow are refused', async () => {
    await refused(
      file(row({ at: '9999-12-31T00:00:00.000Z' })),
      /Fecha fuera del intervalo admitido/,
    );
    // Year 0001 is not read as 1901 (and is refused as before any exchange).
    await refused(file(row({ at: '0001-06-01T00:00:00.000Z' })), /"0001-06-01T00:00:00.000Z"/);
    await refused(file(row({ at: '2009-01-02T23:59:59.000Z' })), /Fecha fuera del intervalo/);
    const tomorrowPlus = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await refused(file(row({ at: tomorrowPlus })), /Fecha fuera del intervalo/);
    const id = await createAccount(t, ana, 'Early');
    const early = await send(id, file(row({ at: '2010-07-17T00:00:00.000Z' })));
    expect(early.statusCode, early.body).toBe(200);
  });

  it('R10: dust is refused in files as in alerts (below the market minimum, or finer than storage)', async () => {
    // 1e-30 would be stored as zero by NUMERIC(38,18).
    await refused(file(row({ amount: '1e-30' })), /Cantidad tiene más de 18 decimales/);
    // Binance's BTC minimum is 0.00001: the alert's own message.
    await refused(
      file(row({ amount: '0.000001' })),
      /La cantidad 0.000001 BTC es menor que el mínimo de binance: 0.00001 BTC/,
    );
  });
});
