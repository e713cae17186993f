import type { TradeImportSummary } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeIds } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';

// Issue 33, case 3: one identity per real fill, whatever the layout. Exports of one account in
// different layouts (with and without trade ids) never count a fill twice; a genuine second fill
// identical in every field stays two, as the file's own line count says.

/** Binance USDⓈ-M "Trade History" today: a trade id per fill, times in the file name's zone. */
const NEW_FUTURES =
  'Uid,Time,Symbol,Side,Price,Quantity,Amount,Fee,Realized Profit,Buyer,Maker,Trade ID,Order ID';
/** …and before: no trade id, times in UTC. */
const OLD_FUTURES = 'Date(UTC),Pair,Side,Price,Quantity,Amount,Fee,Realized Profit';

const newRow = (at: string, side: string, price: string, qty: string, id: string) =>
  `862706699,${at},BTCUSDT,${side},${price},${qty},0,0.02 USDT,0,true,false,${id},9${id}`;
const oldRow = (at: string, side: string, price: string, qty: string) =>
  `20${at},BTCUSDT,${side},${price},${qty},0,0.02000000 USDT,0`;

describe(`one identity per fill across layouts (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(() => t.close());

  const importing = async (accountId: string, lines: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${accountId}/import`,
      headers: { ...ana.headers, 'content-type': 'text/csv' },
      payload: lines.join('\n'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TradeImportSummary;
  };
  const tradeCount = async (accountId: string) => {
    const res = await t.app.inject({
      url: `/api/trade/account/${accountId}/export.csv`,
      headers: ana.headers,
    });
    return res.body.trim().split('\r\n').length - 1;
  };

  it('Binance futures: the older layout (fingerprints) overlapping the newer (trade ids) adds only new fills', async () => {
    const id = await createAccount(t, ana, 'Futuros dos formatos', { accountType: 'future' });
    expect(
      await importing(id, [
        NEW_FUTURES,
        newRow('26-03-02 10:00:00', 'BUY', '90000', '0.01', '501'),
        newRow('26-03-02 10:05:00', 'BUY', '90100', '0.02', '502'),
        newRow('26-03-02 11:00:00', 'SELL', '91000', '0.03', '503'),
      ]),
    ).toMatchObject({ imported: 3, duplicates: 0 });
    // The older export holds the last two and one later fill.
    expect(
      await importing(id, [
        OLD_FUTURES,
        oldRow('26-03-02 10:05:00', 'BUY', '90100', '0.02'),
        oldRow('26-03-02 11:00:00', 'SELL', '91000', '0.03'),
        oldRow('26-03-02 12:00:00', 'BUY', '90500', '0.01'),
      ]),
    ).toMatchObject({ imported: 1, duplicates: 2 });
    // And the newer again, now holding that later fill with its id: nothing new.
    expect(
      await importing(id, [
        NEW_FUTURES,
        newRow('26-03-02 11:00:00', 'SELL', '91000', '0.03', '503'),
        newRow('26-03-02 12:00:00', 'BUY', '90500', '0.01', '504'),
      ]),
    ).toMatchObject({ imported: 0, duplicates: 2 });
    expect(await tradeCount(id)).toBe(4);
  });

  it('identical fills count as often as the file lists them, and a held fill answers for one row', async () => {
    const id = await createAccount(t, ana, 'Futuros repetidos', { accountType: 'future' });
    // Two fills the same second, same size and price: two trade ids.
    expect(
      await importing(id, [
        NEW_FUTURES,
        newRow('26-03-03 09:00:00', 'BUY', '90000', '0.01', '601'),
        newRow('26-03-03 09:00:00', 'BUY', '90000', '0.01', '602'),
      ]),
    ).toMatchObject({ imported: 2 });
    // The older layout of the same two, and a third identical line: the file says three.
    expect(
      await importing(id, [
        OLD_FUTURES,
        oldRow('26-03-03 09:00:00', 'BUY', '90000', '0.01'),
        oldRow('26-03-03 09:00:00', 'BUY', '90000', '0.01'),
        oldRow('26-03-03 09:00:00', 'BUY', '90000', '0.01'),
      ]),
    ).toMatchObject({ imported: 1, duplicates: 2 });
    expect(await tradeCount(id)).toBe(3);
    // The newer layout of all of them: its third id is the fill the older file counted third,
    // and a fourth id alike in every field is a fourth fill (ids of one source decide).
    expect(
      await importing(id, [
        NEW_FUTURES,
        ...['601', '602', '603', '604'].map((n) =>
          newRow('26-03-03 09:00:00', 'BUY', '90000', '0.01', n),
        ),
      ]),
    ).toMatchObject({ imported: 1, duplicates: 3 });
    expect(await tradeCount(id)).toBe(4);
  });

  it('oldest layout first, then the newer one: the ids find the fingerprinted fills', async () => {
    const id = await createAccount(t, ana, 'Futuros al revés', { accountType: 'future' });
    expect(
      await importing(id, [
        OLD_FUTURES,
        oldRow('26-03-04 08:00:00', 'BUY', '90000', '0.01'),
        oldRow('26-03-04 08:30:00', 'SELL', '90200', '0.01'),
      ]),
    ).toMatchObject({ imported: 2 });
    expect(
      await importing(id, [
        NEW_FUTURES,
        newRow('26-03-04 08:00:00', 'BUY', '90000', '0.01', '701'),
        newRow('26-03-04 08:30:00', 'SELL', '90200', '0.01', '702'),
        newRow('26-03-04 09:00:00', 'BUY', '90300', '0.01', '703'),
      ]),
    ).toMatchObject({ imported: 1, duplicates: 2 });
  });

  it("KuCoin's two layouts (both without ids, fees written to different precision) count each fill once", async () => {
    const id = await createAccount(t, ana, 'KuCoin dos formatos', {
      exchangeId: (await exchangeIds(t)).kucoin,
    });
    expect(
      await importing(id, [
        'tradeCreatedAt,orderId,symbol,side,price,size,funds,fee,liquidity,feeCurrency,orderType',
        '2026-03-05 18:00:00,a1,ETH-USDT,buy,2200,0.5,1100,1.1000000000,taker,USDT,market',
        '2026-03-05 18:10:00,a2,ETH-USDT,sell,2210,0.5,1105,1.1050000000,taker,USDT,market',
      ]),
    ).toMatchObject({ imported: 2 });
    expect(
      await importing(id, [
        'UID,Account Type,Order ID,Symbol,Side,Order Type,Avg. Filled Price,Filled Amount,Filled Volume,Filled Volume (USDT),Filled Time(UTC+08:00),Fee,Maker/Taker,Fee Currency',
        '****4228,mainAccount,a1,ETH-USDT,BUY,MARKET,2200,0.5,1100,1100,2026-03-05 18:00:00,1.1,TAKER,USDT',
        '****4228,mainAccount,a2,ETH-USDT,SELL,MARKET,2210,0.5,1105,1105,2026-03-05 18:10:00,1.105001,TAKER,USDT',
        '****4228,mainAccount,a3,ETH-USDT,BUY,MARKET,2190,0.5,1095,1095,2026-03-05 18:20:00,1.095,TAKER,USDT',
      ]),
    ).toMatchObject({ imported: 1, duplicates: 2 });
  });
});
