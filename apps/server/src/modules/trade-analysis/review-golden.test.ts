/**
 * The review's round trips and statistics against the golden fixture of
 * packages/domain/src/fixtures/round-trips (computed once in Python from the same fills; no Python
 * here): 60 closed trips with scale-ins, partial exits, flips, flat trips and streaks, one trip
 * left open, written through the ledger one fill at a time and read back through the HTTP API.
 */
import { Decimal, type ReviewResponse, type RoundTrip } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import golden from '../../../../../packages/domain/src/fixtures/round-trips/golden.json';
import { inTransaction } from '../../db/repository';
import { exchangeIds } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { testTrade } from '../ledger/testing';
import type { LedgerTrade } from '../ledger';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Money: within 1e-8 absolute (the API rounds to 8 decimals; the fixture's money is exact). */
const money = (a: string | null | undefined, b: string | null) =>
  a === b || (a != null && b !== null && new Decimal(a).minus(b).abs().lte('1e-8'));
/** A ratio or a percentage: within 1e-8 relative or absolute, whichever is looser. */
const ratio = (a: string | number | null | undefined, b: string | number | null) =>
  a === b ||
  (a != null &&
    b !== null &&
    new Decimal(a)
      .minus(b)
      .abs()
      .lte(Decimal.max(1, new Decimal(b).abs()).times('1e-8')));

describe(`the review against the round-trip golden fixture (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let binance: string;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    binance = (await exchangeIds(t)).binance!;
  });
  afterAll(() => t.close());

  it('matches the 60 golden round trips and their statistics (computed once in Python) through the API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: ana.headers,
      payload: { name: 'Viajes dorados', accountType: 'spot', exchangeId: binance },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().account.id;

    // The fixture's day 0, moved so that its last day ends five days ago.
    const lastDay = Math.floor(golden.fills.at(-1)!.atMs / DAY);
    const first = Math.floor(Date.now() / DAY) * DAY - (lastDay + 5) * DAY;
    // Written one fill at a time, in time order, as live trades are.
    for (const f of golden.fills) {
      const trade: LedgerTrade = testTrade(id, {
        asset: f.asset,
        side: f.side as 'buy' | 'sell',
        amount: f.quantity,
        price: f.price,
        fee: f.fee,
        feeAsset: 'USDT',
        executedAtMs: first + f.atMs,
      });
      await inTransaction(t.container.db, (tx) => t.container.ledger.append(tx, [trade]));
    }

    const got = await t.app.inject({
      method: 'GET',
      url: `/api/trade-analysis/review?accountId=${id}&timeframe=custom&startDate=${isoDay(first)}&endDate=${isoDay(first + lastDay * DAY)}&timeZone=UTC`,
      headers: ana.headers,
    });
    expect(got.statusCode, got.body).toBe(200);
    const review = got.json() as ReviewResponse;

    // Every golden trip, and nothing else: the trip still open at the end is not one.
    expect(review.roundTrips).toHaveLength(golden.roundTrips.length);
    const key = (r: Pick<RoundTrip, 'asset' | 'openedAtMs' | 'closedAtMs' | 'side'>) =>
      `${r.asset}:${r.openedAtMs}:${r.closedAtMs}:${r.side}`;
    const byKey = new Map(review.roundTrips.map((r) => [key(r), r]));
    for (const want of golden.roundTrips) {
      const k = key({
        ...want,
        side: want.side as RoundTrip['side'],
        openedAtMs: first + want.openedAtMs,
        closedAtMs: first + want.closedAtMs,
      });
      const have = byKey.get(k);
      expect(have, k).toBeDefined();
      expect(have!.fills, `${k} fills`).toBe(want.fills);
      for (const field of [
        'quantity',
        'entryPrice',
        'exitPrice',
        'realizedPnl',
        'fees',
        'netPnl',
        'returnPct',
      ] as const) {
        expect(
          money(have![field], want[field]),
          `${k} ${field}: ${have![field]} vs ${want[field]}`,
        ).toBe(true);
      }
    }

    const s = review.statistics;
    const w = golden.statistics;
    expect({
      trips: s.trips,
      wins: s.wins,
      losses: s.losses,
      flat: s.flat,
      maxConsecutiveWins: s.maxConsecutiveWins,
      maxConsecutiveLosses: s.maxConsecutiveLosses,
      longTrips: s.long.trips,
      shortTrips: s.short.trips,
      days: { winning: s.days.winning, flat: s.days.flat, losing: s.days.losing },
    }).toEqual({
      trips: w.trips,
      wins: w.wins,
      losses: w.losses,
      flat: w.flat,
      maxConsecutiveWins: w.maxConsecutiveWins,
      maxConsecutiveLosses: w.maxConsecutiveLosses,
      longTrips: w.long.trips,
      shortTrips: w.short.trips,
      days: w.days,
    });
    const moneyFigures: [string, string | null, string][] = [
      ['netPnl', s.netPnl, w.netPnl],
      ['expectancy', s.expectancy.value, w.expectancy],
      ['averageWin', s.averageWin, w.averageWin],
      ['averageLoss', s.averageLoss, w.averageLoss],
      ['largestWin', s.largestWin, w.largestWin],
      ['largestLoss', s.largestLoss, w.largestLoss],
      ['long.netPnl', s.long.netPnl, w.long.netPnl],
      ['short.netPnl', s.short.netPnl, w.short.netPnl],
    ];
    for (const [name, have, want] of moneyFigures) {
      expect(money(have, want), `${name}: ${have} vs ${want}`).toBe(true);
    }
    const ratios: [string, string | number | null, string | number][] = [
      ['profitFactor', s.profitFactor.value, w.profitFactor],
      ['payoffRatio', s.payoffRatio.value, w.payoffRatio],
      ['winRate', s.winRate.value, w.winRate],
      ['long.winRate', s.long.winRate, w.long.winRate],
      ['short.winRate', s.short.winRate, w.short.winRate],
    ];
    for (const [name, have, want] of ratios) {
      expect(ratio(have, want), `${name}: ${have} vs ${want}`).toBe(true);
    }
    for (const [name, have, want] of [
      ['averageHoldWinnersMs', s.averageHoldWinnersMs, w.averageHoldWinnersMs],
      ['averageHoldLosersMs', s.averageHoldLosersMs, w.averageHoldLosersMs],
    ] as const) {
      expect(have, name).not.toBeNull();
      expect(Math.abs(have! - want), `${name}: ${have} vs ${want}`).toBeLessThanOrEqual(1);
    }

    // The calendar: each UTC day a trip closed in, with its net and its number of trips.
    expect(review.days.map((d) => ({ ...d, netPnl: '0' }))).toEqual(
      golden.days.map((d) => ({
        day: isoDay(first + d.dayOffset * DAY),
        netPnl: '0',
        trips: d.trips,
      })),
    );
    review.days.forEach((d, i) => {
      expect(money(d.netPnl, golden.days[i]!.netPnl), `${d.day}: ${d.netPnl}`).toBe(true);
    });
  });
});
