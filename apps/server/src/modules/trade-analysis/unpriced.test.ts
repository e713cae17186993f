/**
 * Issue 33 through the HTTP API: a fee or a quote in a coin without a USD price never breaks a
 * page (the figures answer 200 with a structured caveat, another account's figures are untouched
 * byte for byte), a price learnt later fills the gap on the next read, and a trade quoted in
 * another coin has one USD notional in every figure (its exchange's price, stored when written).
 */
import { Decimal } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { exchangeIds } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { testTrade } from '../ledger/testing';
import {
  marketDataOver,
  SimulatedMarket,
  type MarketData,
  type MarketSource,
} from '../market-data';
import { useMarketData } from '../market-data/testing';

/** Two Binance spot rows whose fees were paid in BNB (Binance's fee discount). */
const BNB_FEES = [
  'Date(UTC),Pair,Side,Price,Executed,Amount,Fee',
  '2026-03-02 09:15:42,BTCUSDT,BUY,86250.12,0.0120000000BTC,1035.00144000USDT,0.0007500000BNB',
  '2026-03-04 17:40:03,BTCUSDT,SELL,88110.50,0.0120000000BTC,1057.32600000USDT,0.0007600000BNB',
].join('\n');
const BNB_TIMES = [Date.parse('2026-03-02T09:15:42Z'), Date.parse('2026-03-04T17:40:03Z')];
const BNB_AMOUNTS = ['0.00075', '0.00076'];

/** The simulated market without its conversion-only coins: BNB has no price anywhere. */
function marketWithoutConversions(): MarketData {
  const market = new SimulatedMarket();
  const source: MarketSource = {
    simulated: true,
    async candles(r) {
      return { data: market.candles(r.symbol, r.exchange, r.grouping, r.start, r.end, r.now) };
    },
  };
  return marketDataOver(source);
}

const CUSTOM = { startDate: '2026-02-01T00:00:00Z', endDate: '2026-04-01T00:00:00Z' };

describe(`coins without a USD price (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let ids: Record<string, string>;
  let original: MarketData;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    ids = (await exchangeIds(t)) as Record<string, string>;
    original = { ...t.container.marketData };
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, who?: SignedIn, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res;
  };

  async function account(who: SignedIn, name: string, flags: object = {}): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: who.headers,
      payload: { name, accountType: 'spot', exchangeId: ids.binance, ...flags },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().account.id;
  }

  const importCsv = async (who: SignedIn, accountId: string, csv: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trade/account/${accountId}/import`,
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** A closed round trip per account (no open position: figures stay put as time passes). */
  async function roundTrip(accountId: string, sell: string) {
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(tx, [
        testTrade(accountId, {
          asset: 'ETH',
          side: 'buy',
          amount: '1',
          price: '2000',
          fee: '2',
          feeAsset: 'USDT',
          executedAtMs: Date.parse('2026-03-01T12:00:00Z'),
        }),
        testTrade(accountId, {
          asset: 'ETH',
          side: 'sell',
          amount: '1',
          price: sell,
          fee: '0.001',
          feeAsset: 'ETH',
          executedAtMs: Date.parse('2026-03-05T12:00:00Z'),
        }),
      ]),
    );
  }

  const KINDS = ['pnl', 'asset-allocation', 'volume'] as const;
  const range = (accountIds: string[]) => ({
    timeframe: 'custom',
    customDateRange: CUSTOM,
    grouping: '1d',
    accountIds,
  });

  /** Every answer about accounts other than `except`, as bytes. */
  async function othersViews(owned: string, publicOnes: string[], except: string) {
    const views: Record<string, string> = {};
    for (const kind of KINDS) {
      views[`own ${kind}`] = (
        await call('POST', `/api/trade-analysis/${kind}`, ana, range([owned]))
      ).body;
      for (const id of publicOnes) {
        views[`public ${kind} ${id}`] = (
          await call('POST', `/api/trade-analysis/public/${kind}`, undefined, range([id]))
        ).body;
      }
    }
    views.figures = (
      await call(
        'GET',
        `/api/trade-analysis/public/figures?timeframe=all_time&accountIds=${publicOnes.join(',')}`,
      )
    ).body;
    const board = (
      await call('GET', '/api/trade-analysis/public/leaderboard?timeframe=all_time&limit=10')
    ).json() as { data: { id: string }[] };
    views.leaderboard = JSON.stringify(board.data.filter((e) => e.id !== except));
    const list = (
      await call('GET', '/api/account/public/list?sortBy=roi&timeframe=all_time')
    ).json().data as { id: string }[];
    views.publicList = JSON.stringify(list.filter((a) => a.id !== except));
    return views;
  }

  it('a fee in a coin without a price: 200 everywhere with the caveat, other accounts untouched', async () => {
    useMarketData(t.container, marketWithoutConversions());
    const other = await account(ana, 'Otra', { isPublic: true, publicStats: true });
    const bobs = await account(bob, 'De Bob', { isPublic: true, publicStats: true });
    const bnb = await account(ana, 'Comisiones en BNB', { isPublic: true, publicStats: true });
    await roundTrip(other, '2100');
    await roundTrip(bobs, '1900');
    const before = await othersViews(other, [other, bobs], bnb);

    const summary = await importCsv(ana, bnb, BNB_FEES);
    expect(summary.imported).toBe(2);

    // Every other account's page, the public board and the public list: the same bytes.
    expect(await othersViews(other, [other, bobs], bnb)).toEqual(before);

    // The account itself: 200, every figure but the BNB fees, and the caveat naming them.
    const caveat = [{ asset: 'BNB', trades: 2, fee: '0.00151' }];
    for (const kind of KINDS) {
      const own = (
        await call('GET', `/api/trade-analysis/${kind}?timeframe=all_time&accountId=${bnb}`, ana)
      ).json();
      expect(own.unpriced, kind).toEqual(caveat);
      const visitor = (
        await call('GET', `/api/trade-analysis/public/${kind}?timeframe=all_time&accountId=${bnb}`)
      ).json();
      expect(visitor.unpriced, kind).toEqual(caveat);
    }
    const pnl = (
      await call('GET', `/api/trade-analysis/pnl?timeframe=all_time&accountId=${bnb}`, ana)
    ).json();
    const realized = new Decimal('0.012').times(new Decimal('88110.50').minus('86250.12'));
    expect(pnl.pnlData).toMatchObject({ fees: '0', realized: realized.toFixed() });
    const volume = (
      await call('GET', `/api/trade-analysis/volume?timeframe=all_time&accountId=${bnb}`, ana)
    ).json();
    expect(volume.volumeData).toMatchObject({ tradeCount: 2, totalVolume: '2092.32744' });

    // The dashboard of all of ana's accounts: the rest's figures plus what the BNB account adds.
    const all = (await call('POST', '/api/trade-analysis/pnl', ana, range([other, bnb]))).json();
    const alone = (await call('POST', '/api/trade-analysis/pnl', ana, range([other]))).json();
    expect(all.unpriced).toEqual(caveat);
    expect(all.pnlData.fees).toBe(alone.pnlData.fees);
    expect(alone.unpriced).toBeUndefined();
    const mine = (await call('GET', '/api/trade-analysis/pnl?timeframe=all_time', ana)).json();
    expect(mine.unpriced).toEqual(caveat);

    // Public figures and the leaderboard: the account answers with its caveat.
    const figures = (
      await call('GET', `/api/trade-analysis/public/figures?timeframe=all_time&accountIds=${bnb}`)
    ).json();
    expect(figures.data).toEqual([expect.objectContaining({ accountId: bnb, unpriced: caveat })]);
    const board = (
      await call('GET', '/api/trade-analysis/public/leaderboard?timeframe=all_time&limit=10')
    ).json();
    expect(board.data.find((e: { id: string }) => e.id === bnb)).toMatchObject({
      tradeCount: 2,
      unpriced: caveat,
    });
    const search = (
      await call('GET', '/api/account/list?sortBy=roi&timeframe=all_time', ana)
    ).json();
    expect(search.data.map((a: { id: string }) => a.id)).toContain(bnb);

    // Asked directly, the conversion keeps the spec's error.
    await expect(
      t.container.marketData.prices.convert(1, 'BNB', 'USD', { at: BNB_TIMES[0]! }),
    ).rejects.toThrow('Cannot convert from BNB to USD with available price data');

    // The market learns BNB: the next read fills the gap, without a re-import.
    useMarketData(t.container, original);
    const rates = await Promise.all(
      BNB_TIMES.map((at) => t.container.marketData.prices.usdRate('BNB', 'binance', at)),
    );
    const fees = BNB_AMOUNTS.reduce(
      (s, fee, i) => s.plus(new Decimal(fee).times(rates[i]!)),
      new Decimal(0),
    );
    const filled = (
      await call('GET', `/api/trade-analysis/pnl?timeframe=all_time&accountId=${bnb}`, ana)
    ).json();
    expect(filled.unpriced).toBeUndefined();
    expect(filled.pnlData.fees).toBe(fees.toDecimalPlaces(8).toFixed());
  });

  it('a fee in BNB is converted once, when written, at its exchange price, and every figure reads it', async () => {
    useMarketData(t.container, original);
    const id = await account(ana, 'BNB con precio');
    await importCsv(ana, id, BNB_FEES);
    const rows = await queryRows<{ fee: string; fee_usd: string; executed_at_ms: string }>(
      t.container.db,
      sql`select fee, fee_usd, executed_at_ms from trades where account_id = ${id} order by executed_at_ms`,
    );
    let fees = new Decimal(0);
    for (const [i, row] of rows.entries()) {
      const rate = await t.container.marketData.prices.usdRate('BNB', 'binance', BNB_TIMES[i]!);
      expect(rate).toBeGreaterThan(0);
      const want = new Decimal(BNB_AMOUNTS[i]!).times(rate!);
      expect(new Decimal(row.fee_usd).eq(want), `${row.fee_usd} vs ${want.toFixed()}`).toBe(true);
      fees = fees.plus(want);
    }
    const pnl = (
      await call('GET', `/api/trade-analysis/pnl?timeframe=all_time&accountId=${id}`, ana)
    ).json();
    expect(pnl.unpriced).toBeUndefined();
    expect(pnl.pnlData.fees).toBe(fees.toDecimalPlaces(8).toFixed());
    const assets = (
      await call(
        'GET',
        `/api/trade-analysis/asset-allocation?timeframe=all_time&accountId=${id}`,
        ana,
      )
    ).json();
    expect(assets.assetAllocation[0].fees).toBe(pnl.pnlData.fees);
    const series = pnl.timeSeriesData.reduce(
      (s: Decimal, p: { fees: string }) => s.plus(p.fees),
      new Decimal(0),
    );
    expect(series.toDecimalPlaces(8).toFixed()).toBe(pnl.pnlData.fees);
  });

  it('a KuCoin trade quoted in BTC has one USD notional in every figure: KuCoin’s price', async () => {
    useMarketData(t.container, original);
    const id = await account(ana, 'KuCoin ETH-BTC', { exchangeId: ids.kucoin });
    const at = Date.parse('2026-03-02T10:00:00Z');
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(tx, [
        testTrade(id, {
          asset: 'ETH',
          quoteAsset: 'BTC',
          symbol: 'ETHBTC',
          exchange: 'kucoin',
          side: 'buy',
          amount: '2',
          price: '0.03',
          fee: '0.00006',
          feeAsset: 'BTC',
          executedAtMs: at,
        }),
      ]),
    );
    const kucoinBtc = (await t.container.marketData.prices.usdRate('BTC', 'kucoin', at))!;
    const binanceBtc = (await t.container.marketData.prices.usdRate('BTC', 'binance', at))!;
    expect(kucoinBtc).not.toBe(binanceBtc);
    const notional = new Decimal('0.06').times(kucoinBtc).toDecimalPlaces(8).toFixed();
    const fee = new Decimal('0.00006').times(kucoinBtc).toDecimalPlaces(8).toFixed();
    const body = { timeframe: 'custom', customDateRange: CUSTOM, grouping: '1d', accountId: id };
    const pnl = (await call('POST', '/api/trade-analysis/pnl', ana, body)).json();
    const volume = (await call('POST', '/api/trade-analysis/volume', ana, body)).json();
    const assets = (await call('POST', '/api/trade-analysis/asset-allocation', ana, body)).json();
    expect(pnl.pnlData.totalInvested).toBe(notional);
    expect(volume.volumeData.buyVolume).toBe(notional);
    expect(pnl.timeSeriesData.map((p: { volume: string }) => p.volume)).toEqual([notional]);
    expect(assets.assetAllocation[0]).toMatchObject({
      asset: 'ETH',
      totalInvested: notional,
      averageBuyPrice: new Decimal('0.03').times(kucoinBtc).toDecimalPlaces(8).toFixed(),
      fees: fee,
    });
    expect(pnl.pnlData.fees).toBe(fee);
  });

  it('a position in a coin without a price is left out of the unrealized PnL and reported', async () => {
    useMarketData(t.container, original);
    const id = await account(ana, 'Moneda sin precio');
    const at = Date.parse('2026-03-02T10:00:00Z');
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(tx, [
        testTrade(id, { asset: 'XYZ', side: 'buy', amount: '5', price: '2', executedAtMs: at }),
        testTrade(id, {
          asset: 'XYZ',
          side: 'sell',
          amount: '1',
          price: '3',
          executedAtMs: at + 1,
        }),
        // A BTC position bought in lira: its book's average is not in USD, so it stays unmarked.
        testTrade(id, {
          asset: 'BTC',
          quoteAsset: 'TRY',
          symbol: 'BTCTRY',
          side: 'buy',
          amount: '0.5',
          price: '3000000',
          executedAtMs: at + 2,
        }),
      ]),
    );
    const pnl = (
      await call('GET', `/api/trade-analysis/pnl?timeframe=all_time&accountId=${id}`, ana)
    ).json();
    expect(pnl.pnlData).toMatchObject({ realized: '1', unrealized: '0', totalInvested: '10' });
    expect(pnl.unpriced).toEqual([
      { asset: 'BTC', trades: 0, fee: '0', position: '0.5' },
      { asset: 'TRY', trades: 1, fee: '0' },
      { asset: 'XYZ', trades: 0, fee: '0', position: '4' },
    ]);
  });

  it('the import preview warns about fee coins without a USD price, before anything is imported', async () => {
    const id = await account(ana, 'Vista previa BNB');
    const preview = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/trade/account/${id}/import/preview`,
        headers: { ...ana.headers, 'content-type': 'text/csv' },
        payload: BNB_FEES,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    useMarketData(t.container, marketWithoutConversions());
    expect((await preview()).unpricedFees).toEqual([{ asset: 'BNB', trades: 2 }]);
    useMarketData(t.container, original);
    expect((await preview()).unpricedFees).toBeUndefined();
  });
});
