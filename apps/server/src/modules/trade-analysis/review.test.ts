import {
  Decimal,
  BREAKDOWN_DIMENSIONS,
  roundTripsFromFills,
  tradeStatistics,
  tripBreakdowns,
  type ReviewResponse,
  type RoundTrip,
  type TripFill,
} from '@pulso/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingOrders } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { appendTrades, testTrade } from '../ledger/testing';
import { createAccount } from '../signals/testing';
import type { LedgerTrade } from '../ledger';
import { seeded } from '../../lib/seeded';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const BASE = Math.floor((Date.now() - 40 * DAY) / DAY) * DAY;

const same = (a: string | undefined, b: Decimal.Value) =>
  a !== undefined && new Decimal(a).minus(b).abs().lte('0.00000001');

describe(`the review: round trips and statistics (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    // The first user to sign in is the admin.
    admin = await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
  });
  afterAll(() => t.close());

  const get = (url: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  const write = (trades: LedgerTrade[]) => appendTrades(t, trades);
  const account = (who: SignedIn, name: string, flags: object = {}) =>
    createAccount(t, who, name, flags as Record<string, unknown>);

  const review = async (accountId: string, who?: SignedIn, extra = '') => {
    const path = who ? 'review' : 'public/review';
    const res = await get(
      `/api/trade-analysis/${path}?accountId=${accountId}&timeframe=all_time${extra}`,
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReviewResponse;
  };

  it('assembles the same round trips in SQL as the reference replays, on random histories with partials and flips', async () => {
    const random = seeded(38);
    const id = await account(ana, 'Revisión aleatoria');
    const fills: TripFill[] = [];
    const trades: LedgerTrade[] = [];
    for (let i = 0; i < 400; i++) {
      const asset = random() < 0.6 ? 'BTC' : 'ETH';
      const base = asset === 'BTC' ? 60_000 : 3_000;
      const side = random() < 0.5 ? 'buy' : 'sell';
      const amount = String(Math.ceil(random() * 40) / 100);
      const price = (base * (0.9 + random() * 0.2)).toFixed(2);
      const fee = (random() * 2).toFixed(4);
      // Several fills share a millisecond now and then: the ledger's order breaks the tie.
      const executedAtMs = BASE + Math.floor(i / 3) * HOUR;
      trades.push(
        testTrade(id, { asset, side, amount, price, fee, executedAtMs, source: 'webhook' }),
      );
      fills.push({
        accountId: id,
        asset,
        symbol: `${asset}USDT`,
        side,
        quantity: amount,
        price,
        feeUsd: fee,
        executedAtMs,
        source: 'webhook',
      });
    }
    // Written one at a time, as live trades are: the ledger order is the writing order.
    for (const trade of trades) await write([trade]);
    const expected = roundTripsFromFills(fills);
    const got = await review(id, ana);
    expect(got.statistics.trips).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(15);
    const key = (r: RoundTrip) => `${r.asset}:${r.openedAtMs}:${r.closedAtMs}:${r.side}`;
    const byKey = new Map(got.roundTrips.map((r) => [key(r), r]));
    for (const want of expected) {
      const have = byKey.get(key(want));
      expect(have, key(want)).toBeDefined();
      expect(have!.fills).toBe(want.fills);
      for (const field of [
        'quantity',
        'entryPrice',
        'exitPrice',
        'realizedPnl',
        'fees',
        'netPnl',
      ] as const) {
        expect(same(have![field], want[field]), `${key(want)} ${field}`).toBe(true);
      }
    }
    // The statistics aggregated in SQL are the reference's over the same trips (sums of results
    // rounded to 8 decimals per trip: within a millionth of a dollar).
    const zoned = await review(id, ana, '&timeZone=America/New_York');
    const want = tradeStatistics(expected, 'America/New_York');
    const near = (a: string | null, b: string | null) =>
      a === b || (a !== null && b !== null && new Decimal(a).minus(b).abs().lt('0.000001'));
    const s = zoned.statistics;
    expect({
      ...s,
      netPnl: 0,
      profitFactor: 0,
      expectancy: 0,
      payoffRatio: 0,
      averageWin: 0,
      averageLoss: 0,
      largestWin: 0,
      largestLoss: 0,
      long: 0,
      short: 0,
    }).toEqual({
      ...want,
      netPnl: 0,
      profitFactor: 0,
      expectancy: 0,
      payoffRatio: 0,
      averageWin: 0,
      averageLoss: 0,
      largestWin: 0,
      largestLoss: 0,
      long: 0,
      short: 0,
    });
    for (const k of ['netPnl', 'averageWin', 'averageLoss', 'largestWin', 'largestLoss'] as const) {
      expect(near(s[k], want[k]), k).toBe(true);
    }
    for (const k of ['profitFactor', 'expectancy', 'payoffRatio'] as const) {
      expect(near(s[k].value, want[k].value), k).toBe(true);
      expect(s[k].n).toBe(want[k].n);
    }
    for (const side of ['long', 'short'] as const) {
      expect(s[side].trips).toBe(want[side].trips);
      expect(s[side].winRate).toBe(want[side].winRate);
      expect(near(s[side].netPnl, want[side].netPnl)).toBe(true);
    }
    expect(s.days.winning + s.days.losing + s.days.flat).toBeGreaterThan(3);
    // The breakdowns (entry weekday and hour in New York) are the reference's, group by group.
    const groups = tripBreakdowns(expected, 'America/New_York');
    for (const d of BREAKDOWN_DIMENSIONS) {
      const have = zoned.breakdowns[d];
      expect(
        have.map((g) => [g.key, g.trips, g.wins]),
        d,
      ).toEqual(groups[d].map((g) => [g.key, g.trips, g.wins]));
      have.forEach((g, i) => expect(near(g.netPnl, groups[d][i]!.netPnl), d).toBe(true));
    }
    expect(zoned.breakdowns.hour.length).toBeGreaterThan(5);
    expect(zoned.breakdowns.hold.length).toBeGreaterThan(1);
    // Newest first.
    const closes = got.roundTrips.map((r) => r.closedAtMs);
    expect(closes).toEqual([...closes].sort((a, b) => b - a));
  });

  it('reports R where the opening signal set a stop, and the infinite profit factor of no loss', async () => {
    const id = await account(ana, 'Con stop');
    const signalId = randomUUID();
    await write([
      testTrade(id, {
        asset: 'BTC',
        side: 'buy',
        amount: '0.5',
        price: '50000',
        executedAtMs: BASE + DAY,
        signalId,
        source: 'webhook',
      }),
      testTrade(id, {
        asset: 'BTC',
        side: 'sell',
        amount: '0.5',
        price: '51000',
        executedAtMs: BASE + DAY + HOUR,
      }),
    ]);
    await t.container.db.insert(workingOrders).values({
      accountId: id,
      signalId,
      source: 'webhook',
      exchange: 'binance',
      symbol: 'BTCUSDT',
      base: 'BTC',
      quote: 'USDT',
      side: 'sell',
      kind: 'stop_loss',
      quantity: '0.5',
      triggerPrice: '49000',
      status: 'cancelled',
      createdAtMs: BASE + DAY,
    });
    const got = await review(id, ana);
    const [trip] = got.roundTrips;
    // Risk (50,000 − 49,000) × 0.5 = 500; result 500: 1 R.
    expect(trip).toMatchObject({ side: 'long', stopPrice: '49000', rMultiple: '1', netPnl: '500' });
    expect(got.statistics.profitFactor).toEqual({ value: 'Infinity', n: 1, few: true });
    expect(got.statistics.expectancyR).toEqual({ value: '1', n: 1, few: true });
  });

  it('is the owner’s and the admin’s; a visitor reads it only where the account shares its statistics', async () => {
    const hidden = await account(bob, 'Privada');
    const shared = await account(bob, 'Compartida', { isPublic: true, publicStats: true });
    for (const id of [hidden, shared]) {
      await write([
        testTrade(id, {
          asset: 'ETH',
          side: 'buy',
          amount: '1',
          price: '3000',
          executedAtMs: BASE,
        }),
        testTrade(id, {
          asset: 'ETH',
          side: 'sell',
          amount: '1',
          price: '2900',
          executedAtMs: BASE + HOUR,
        }),
      ]);
    }
    expect((await get(`/api/trade-analysis/review?accountId=${hidden}`, ana)).statusCode).toBe(404);
    expect((await get(`/api/trade-analysis/public/review?accountId=${hidden}`)).statusCode).toBe(
      404,
    );
    expect((await review(shared)).statistics).toMatchObject({ trips: 1, losses: 1 });
    expect((await review(hidden, bob)).roundTrips).toHaveLength(1);
    expect((await review(hidden, admin)).roundTrips).toHaveLength(1);
    expect((await get('/api/trade-analysis/review')).statusCode).toBe(401);

    // Several accounts (a named list): their trips together, each one the caller's.
    const both = `/api/trade-analysis/review?accountIds=${hidden},${shared}&timeframe=all_time`;
    const listed = await get(both, bob);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<ReviewResponse>().statistics).toMatchObject({ trips: 2, losses: 2 });
    expect(
      listed
        .json<ReviewResponse>()
        .breakdowns.account.map((b) => b.key)
        .sort(),
    ).toEqual([hidden, shared].sort());
    expect((await get(both, ana)).statusCode).toBe(404);
    // Not both ways at once, and not through the visitors' route.
    expect((await get(`${both}&accountId=${hidden}`, bob)).statusCode).toBe(400);
    const publicBoth = `/api/trade-analysis/public/review?accountId=${shared}&accountIds=${shared}`;
    expect((await get(publicBoth)).statusCode).toBe(400);
  });

  it('refuses an unknown time zone with a 400 and counts days in the one given', async () => {
    const id = await account(ana, 'Zona');
    const res = await get(`/api/trade-analysis/review?accountId=${id}&timeZone=Mars/Olympus`, ana);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Zona horaria desconocida');
    const zoned = await review(id, ana, '&timeZone=Europe/Madrid');
    expect(zoned.timeZone).toBe('Europe/Madrid');
  });

  it('draws the calendar in the viewer’s zone across daylight saving, lists one day, and takes a custom range', async () => {
    const id = await account(ana, 'Calendario');
    // Madrid moves to summer time at 01:00 UTC on 29 March 2026: a trip closed at 00:30 UTC is on
    // the 29th there, one closed at 22:30 UTC on the 30th (a fixed +1 h would say the 29th).
    const trip = (open: string, close: string, exit: string) => [
      testTrade(id, {
        asset: 'BTC',
        side: 'buy',
        amount: '1',
        price: '100',
        executedAtMs: Date.parse(open),
      }),
      testTrade(id, {
        asset: 'BTC',
        side: 'sell',
        amount: '1',
        price: exit,
        executedAtMs: Date.parse(close),
      }),
    ];
    await write([
      ...trip('2026-03-28T20:00:00Z', '2026-03-29T00:30:00Z', '105'),
      ...trip('2026-03-29T20:00:00Z', '2026-03-29T22:30:00Z', '97'),
    ]);
    const madrid = await review(id, ana, '&timeZone=Europe/Madrid');
    expect(madrid.days).toEqual([
      { day: '2026-03-29', netPnl: '5', trips: 1 },
      { day: '2026-03-30', netPnl: '-3', trips: 1 },
    ]);
    expect(madrid.statistics.days).toMatchObject({ winning: 1, losing: 1, flat: 0 });
    const utc = await review(id, ana, '&timeZone=UTC');
    expect(utc.days).toEqual([{ day: '2026-03-29', netPnl: '2', trips: 2 }]);

    const oneDay = await review(id, ana, '&timeZone=Europe/Madrid&day=2026-03-30');
    expect(oneDay.roundTrips.map((r) => r.netPnl)).toEqual(['-3']);
    expect(oneDay.statistics.trips).toBe(2); // the statistics keep the range
    expect(
      (await get(`/api/trade-analysis/review?accountId=${id}&day=30-03-2026`, ana)).statusCode,
    ).toBe(400);

    const res = await get(
      `/api/trade-analysis/review?accountId=${id}&timeframe=custom&startDate=2026-03-28&endDate=2026-03-30&timeZone=UTC`,
      ana,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ReviewResponse).statistics.trips).toBe(2);
    const april = await get(
      `/api/trade-analysis/review?accountId=${id}&timeframe=custom&startDate=2026-04-01&endDate=2026-04-30`,
      ana,
    );
    expect((april.json() as ReviewResponse).statistics.trips).toBe(0);
  });
});
