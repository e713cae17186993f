import type { Candle, ExcursionsResponse } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { appendTrades, testTrade } from '../ledger/testing';
import { marketDataOver, type CandleRequest, type MarketSource } from '../market-data';
import { useMarketData } from '../market-data/testing';
import { createAccount } from '../signals/testing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A whole hour, two days ago. */
const T0 = Math.floor((Date.now() - 2 * 86_400_000) / HOUR) * HOUR;

/**
 * The market at the network's edge: BTCUSDT 1m candles from T0 + 1 min to T0 + 9 min except
 * T0 + 5 min (a gap), lows and highs chosen so each trip's extremes are known by hand; it records
 * what it was asked.
 */
class RecordedMarket implements MarketSource {
  readonly simulated = false;
  readonly asked: CandleRequest[] = [];
  async candles(request: CandleRequest) {
    this.asked.push(request);
    const bars: Candle[] = [];
    for (let m = 0; m <= 10; m++) {
      if (m === 5) continue;
      const openTime = T0 + m * MINUTE;
      if (openTime < request.start || openTime > request.end) continue;
      const low = m === 0 ? 10_000 : 20_000 - 10 * m; // the entry minute dips far: never read
      const high = m === 3 ? 20_400 : 20_050 + m;
      bars.push({ openTime, open: 20_000, high, low, close: 20_000, volume: 1 });
    }
    return { data: request.symbol === 'BTCUSDT' && request.grouping === '1m' ? bars : [] };
  }
}

describe(`round trips' excursions (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bruno: SignedIn;
  let id: string;
  const market = new RecordedMarket();

  const post = (who: SignedIn | null, trips: unknown, route = 'review/excursions') =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade-analysis/${route}`,
      headers: who?.headers ?? {},
      payload: { trips },
    });

  beforeAll(async () => {
    t = await createIdentityTestApp();
    await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bruno = await t.signIn({ sub: 'bruno', email: 'bruno@example.com' });
    useMarketData(t.container, marketDataOver(market));
    id = await createAccount(t, ana, 'Excursiones', { isPublic: true, publicStats: true });
    const fill = (side: 'buy' | 'sell', price: string, atMs: number, amount = '1') =>
      testTrade(id, { accountId: id, asset: 'BTC', amount, side, price, executedAtMs: atMs });
    await appendTrades(t, [
      // A long of 2 BTC: bought at 20,000 at 00:30 s and 20,100 at 02:10, all sold at 20,150 at
      // 09:30. Bars wholly inside: minutes 1 … 8, minute 5 missing.
      fill('buy', '20000', T0 + 30_000),
      fill('buy', '20100', T0 + 2 * MINUTE + 10_000),
      fill('sell', '20150', T0 + 9 * MINUTE + 30_000, '2'),
    ]);
  });
  afterAll(() => t.close());

  it('reads the worst and best price from the bars inside the trip, and counts the gap', async () => {
    const res = await post(ana, [{ accountId: id, asset: 'BTC', openedAtMs: T0 + 30_000 }]);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ExcursionsResponse>();
    expect(data).toEqual([
      {
        accountId: id,
        asset: 'BTC',
        openedAtMs: T0 + 30_000,
        excursion: {
          grouping: '1m',
          bars: 7,
          missingBars: 1,
          // The lowest low inside is minute 8's 19,920 (the entry minute's 10,000 is outside),
          // against the average entry of 20,050, on 2 BTC.
          maePrice: '19920',
          mae: '-260',
          // The highest high is minute 3's 20,400: (20,400 − 20,050) × 2.
          mfePrice: '20400',
          mfe: '700',
        },
      },
    ]);
    // One read of the minutes wholly inside the trip: 00:01 to 00:08.
    expect(market.asked.at(-1)).toMatchObject({
      exchange: 'binance',
      symbol: 'BTCUSDT',
      grouping: '1m',
      start: T0 + MINUTE,
      end: T0 + 8 * MINUTE,
    });
  });

  it('answers a visitor for a public account, and nobody else for someone else’s', async () => {
    const key = [{ accountId: id, asset: 'BTC', openedAtMs: T0 + 30_000 }];
    const visitor = await post(null, key, 'public/review/excursions');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json<ExcursionsResponse>().data[0]?.excursion?.mfe).toBe('700');
    expect((await post(bruno, key)).statusCode).toBe(404);
    // A trip that does not exist (or is still open) is left out, not an error.
    const none = await post(ana, [{ accountId: id, asset: 'BTC', openedAtMs: T0 }]);
    expect(none.json<ExcursionsResponse>().data).toEqual([]);
  });

  it('refuses more trips than a review lists, and a malformed key, with a 400', async () => {
    const key = { accountId: id, asset: 'BTC', openedAtMs: T0 };
    expect(
      (
        await post(
          ana,
          Array.from({ length: 501 }, () => key),
        )
      ).statusCode,
    ).toBe(400);
    expect((await post(ana, [{ ...key, asset: '' }])).statusCode).toBe(400);
    expect((await post(ana, [])).statusCode).toBe(400);
  });
});
