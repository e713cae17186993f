import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from './ledger';
// Round trips, and what the review computes from them (statistics, breakdowns).
import { roundTripsFromFills, type RoundTrip, type TripFill } from './round-trips';
import { holdBucket, tripBreakdowns } from './trip-breakdowns';
import { REVIEW_MINIMUM_TRIPS, tradeStatistics } from './trip-statistics';

const T0 = Date.UTC(2026, 0, 5, 10);
const H = 3_600_000;
let clock = 0;
const fill = (
  side: 'buy' | 'sell',
  quantity: string,
  price: string,
  feeUsd = '0',
  extra: Partial<TripFill> = {},
): TripFill => ({
  accountId: 'a',
  asset: 'BTC',
  symbol: 'BTCUSDT',
  side,
  quantity,
  price,
  feeUsd,
  executedAtMs: T0 + ++clock * H,
  source: 'webhook',
  ...extra,
});
const eq = (a: string | null | undefined, b: Decimal.Value) =>
  a !== null && a !== undefined && new Decimal(a).eq(b);

describe('roundTripsFromFills', () => {
  it('takes scale-ins and partial exits into one trip, and a flip closes it and opens the next', () => {
    clock = 0;
    const [first, second] = roundTripsFromFills([
      fill('buy', '1', '100', '0.1'),
      fill('buy', '1', '110', '0.1'), // scale-in: average 105
      fill('sell', '0.5', '120', '0.06'), // partial exit: +7.5
      fill('sell', '2.5', '90', '0.225'), // closes 1.5 (−22.5) and opens a short of 1 at 90
      fill('buy', '1', '80', '0.08'), // covers the short: +10
    ]);
    expect(first).toMatchObject({ side: 'long', fills: 4, source: 'webhook' });
    expect(eq(first!.quantity, 2)).toBe(true);
    expect(eq(first!.entryPrice, 105)).toBe(true);
    expect(eq(first!.exitPrice, 97.5)).toBe(true);
    expect(eq(first!.realizedPnl, -15)).toBe(true);
    // The flip's fee is split by quantity: 1.5 of 2.5 to the trip it closes.
    expect(eq(first!.fees, '0.395')).toBe(true);
    expect(eq(first!.netPnl, '-15.395')).toBe(true);
    expect(eq(first!.returnPct, new Decimal('-15.395').div(210).times(100))).toBe(true);
    expect(first!.closedAtMs).toBe(second!.openedAtMs);
    expect(second).toMatchObject({ side: 'short', fills: 2 });
    expect(eq(second!.entryPrice, 90)).toBe(true);
    expect(eq(second!.exitPrice, 80)).toBe(true);
    expect(eq(second!.fees, '0.17')).toBe(true);
    expect(eq(second!.netPnl, '9.83')).toBe(true);
  });

  it('keeps books apart per account and asset, and reports no trip that is still open', () => {
    clock = 0;
    const trips = roundTripsFromFills([
      fill('buy', '1', '100'),
      fill('buy', '2', '10', '0', { asset: 'ETH', symbol: 'ETHUSDT' }),
      fill('buy', '1', '100', '0', { accountId: 'b' }),
      fill('sell', '1', '101'),
    ]);
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({ accountId: 'a', asset: 'BTC' });
    expect(roundTripsFromFills([fill('buy', '1', '100')])).toEqual([]);
  });

  it('adds up to the ledger: Σ realized and Σ fees of the trips are the fills’ once every book is flat', () => {
    const fillArb = fc.record({
      asset: fc.constantFrom('BTC', 'ETH'),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      quantity: fc.integer({ min: 1, max: 50 }).map((q) => String(q / 10)),
      price: fc.integer({ min: 1, max: 2000 }).map(String),
      feeUsd: fc.integer({ min: 0, max: 100 }).map((f) => String(f / 100)),
    });
    fc.assert(
      fc.property(fc.array(fillArb, { maxLength: 60 }), (drawn) => {
        const fills: TripFill[] = drawn.map((d, i) => ({
          ...d,
          accountId: 'a',
          symbol: `${d.asset}USDT`,
          executedAtMs: T0 + i * H,
          source: 'manual',
        }));
        // Flatten each book at the end so every trip closes.
        for (const asset of ['BTC', 'ETH']) {
          const mine = fills.filter((f) => f.asset === asset);
          const position = replay(mine).at(-1)?.state.position ?? new Decimal(0);
          if (!position.isZero()) {
            fills.push({
              ...fills.find((f) => f.asset === asset)!,
              side: position.isPositive() ? 'sell' : 'buy',
              quantity: position.abs().toFixed(),
              feeUsd: '0',
              executedAtMs: T0 + fills.length * H,
            });
          }
        }
        const trips = roundTripsFromFills(fills);
        const realized = ['BTC', 'ETH']
          .flatMap((a) => replay(fills.filter((f) => f.asset === a)))
          .reduce((s, step) => s.plus(step.realized), new Decimal(0));
        const sum = (k: 'realizedPnl' | 'fees') =>
          trips.reduce((s, t) => s.plus(t[k]), new Decimal(0));
        // Averages carry decimal.js's 20 significant digits: sums grouped by trip agree with the
        // fills' to far below a cent, not to the last digit.
        const close = (a: Decimal, b: Decimal) => a.minus(b).abs().lt('1e-9');
        expect(close(sum('realizedPnl'), realized)).toBe(true);
        expect(
          close(
            sum('fees'),
            fills.reduce((s, f) => s.plus(f.feeUsd), new Decimal(0)),
          ),
        ).toBe(true);
        for (const t of trips) expect(eq(t.exitPrice, 0)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

const trip = (netPnl: string, at: number, extra: Partial<RoundTrip> = {}): RoundTrip => ({
  accountId: 'a',
  asset: 'BTC',
  symbol: 'BTCUSDT',
  side: 'long',
  openedAtMs: at - H,
  closedAtMs: at,
  quantity: '1',
  entryPrice: '100',
  exitPrice: '100',
  realizedPnl: netPnl,
  fees: '0',
  netPnl,
  returnPct: '0',
  fills: 2,
  source: 'webhook',
  ...extra,
});

describe('tradeStatistics', () => {
  it('answers the journal’s figures, each with its N, flagged below the minimum', () => {
    const trips = [
      trip('10', T0, { rMultiple: '1' }),
      trip('20', T0 + 2 * H, { rMultiple: '2', openedAtMs: T0 - H }),
      trip('-5', T0 + 3 * H, { side: 'short', rMultiple: '-0.5' }),
      trip('0', T0 + 4 * H),
      trip('-15', T0 + 5 * H),
      trip('30', T0 + 30 * H),
    ];
    const s = tradeStatistics(trips, 'UTC');
    expect([s.trips, s.wins, s.losses, s.flat]).toEqual([6, 3, 2, 1]);
    expect(eq(s.netPnl, 40)).toBe(true);
    expect(eq(s.profitFactor.value, 60 / 20)).toBe(true);
    expect(s.profitFactor).toMatchObject({ n: 6, few: true });
    expect(eq(s.expectancy.value, new Decimal(40).div(6))).toBe(true);
    expect(s.expectancyR.n).toBe(3);
    expect(eq(s.expectancyR.value, new Decimal('2.5').div(3))).toBe(true);
    expect(eq(s.payoffRatio.value, new Decimal(20).div(10))).toBe(true);
    expect(s.winRate.value).toBe(50);
    expect([s.largestWin, s.largestLoss]).toEqual(['30', '-15']);
    expect(eq(s.averageWin, 20)).toBe(true);
    expect(eq(s.averageLoss, -10)).toBe(true);
    expect([s.maxConsecutiveWins, s.maxConsecutiveLosses]).toEqual([2, 1]);
    expect(s.averageHoldWinnersMs).toBe((H + 3 * H + H) / 3);
    expect(s.averageHoldLosersMs).toBe(H);
    expect(s.long).toEqual({ trips: 5, netPnl: '45', winRate: 60 });
    expect(s.short).toEqual({ trips: 1, netPnl: '-5', winRate: 0 });
    // Jan 5 sums 10 + 20 − 5 + 0 − 15 = 10; Jan 6 is 30: two winning days.
    expect(s.days).toMatchObject({ winning: 2, flat: 0, losing: 0, few: true });
  });

  it('says a profit factor is infinite when nothing lost, and has no figure on no trip', () => {
    expect(tradeStatistics([trip('5', T0)], 'UTC').profitFactor.value).toBe('Infinity');
    const none = tradeStatistics([], 'UTC');
    expect(none.profitFactor.value).toBeNull();
    expect(none.expectancy.value).toBeNull();
    expect(none.winRate.value).toBeNull();
    expect(none.days.winning + none.days.losing + none.days.flat).toBe(0);
  });

  it('is no longer flagged from the minimum on', () => {
    const many = Array.from({ length: REVIEW_MINIMUM_TRIPS }, (_, i) =>
      trip(i % 2 ? '1' : '-1', T0 + i * H),
    );
    const s = tradeStatistics(many, 'UTC');
    expect(s.profitFactor.few).toBe(false);
    expect(s.expectancyR.few).toBe(true); // no trip had a stop
    expect([s.maxConsecutiveWins, s.maxConsecutiveLosses]).toEqual([1, 1]);
  });

  it('counts days in the viewer’s zone across the daylight-saving change', () => {
    // Madrid moves to summer time at 01:00 UTC on 29 March 2026: 22:30 UTC that day is 00:30 of
    // the 30th there (a fixed +1 h offset would call it the 29th).
    const s = tradeStatistics(
      [trip('5', Date.UTC(2026, 2, 29, 0, 30)), trip('-3', Date.UTC(2026, 2, 29, 22, 30))],
      'Europe/Madrid',
    );
    expect(s.days).toMatchObject({ winning: 1, losing: 1, flat: 0 });
    const utc = tradeStatistics(
      [trip('5', Date.UTC(2026, 2, 29, 0, 30)), trip('-3', Date.UTC(2026, 2, 29, 22, 30))],
      'UTC',
    );
    expect(utc.days).toMatchObject({ winning: 1, losing: 0 });
  });
});

describe('tripBreakdowns', () => {
  it('groups by symbol, source, entry weekday and hour in the viewer’s zone, holding time and account', () => {
    // Monday 30 March 2026, 08:15 in Madrid (summer time: 06:15 UTC), held 2 h; and Sunday
    // 29 March 23:30 in Madrid (21:30 UTC), held 3 minutes.
    const monday = Date.UTC(2026, 2, 30, 6, 15);
    const sunday = Date.UTC(2026, 2, 29, 21, 30);
    const groups = tripBreakdowns(
      [
        trip('10', monday + 2 * H, { openedAtMs: monday }),
        trip('-4', sunday + 180_000, { openedAtMs: sunday, symbol: 'ETHUSDT', source: 'copy' }),
        trip('6', monday + 90 * 60_000, { openedAtMs: monday, accountId: 'b' }),
      ],
      'Europe/Madrid',
    );
    expect(groups.symbol).toEqual([
      { key: 'BTCUSDT', trips: 2, wins: 2, netPnl: '16' },
      { key: 'ETHUSDT', trips: 1, wins: 0, netPnl: '-4' },
    ]);
    expect(groups.source.map((g) => g.key)).toEqual(['copy', 'webhook']);
    expect(groups.weekday).toEqual([
      { key: '1', trips: 2, wins: 2, netPnl: '16' },
      { key: '7', trips: 1, wins: 0, netPnl: '-4' },
    ]);
    expect(groups.hour.map((g) => g.key)).toEqual(['08', '23']);
    expect(groups.hold).toEqual([
      { key: 'lt4h', trips: 2, wins: 2, netPnl: '16' },
      { key: 'lt5m', trips: 1, wins: 0, netPnl: '-4' },
    ]);
    expect(groups.account.map((g) => [g.key, g.trips])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('counts a trip under each of its journal tags, and an untagged one under none', () => {
    const groups = tripBreakdowns(
      [
        trip('10', T0 + H, { tags: ['breakout', 'fomo'] }),
        trip('-4', T0 + 2 * H, { tags: ['fomo'] }),
        trip('6', T0 + 3 * H),
      ],
      'UTC',
    );
    expect(groups.tag).toEqual([
      { key: '', trips: 1, wins: 1, netPnl: '6' },
      { key: 'breakout', trips: 1, wins: 1, netPnl: '10' },
      { key: 'fomo', trips: 2, wins: 1, netPnl: '6' },
    ]);
  });

  it('puts a holding time in the first bucket it is under', () => {
    expect([0, 299_999, 300_000, 3_599_999, 86_400_000, 604_800_000].map(holdBucket)).toEqual([
      'lt5m',
      'lt5m',
      'lt1h',
      'lt1h',
      'lt1w',
      'ge1w',
    ]);
  });
});
