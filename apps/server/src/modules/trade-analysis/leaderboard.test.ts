import {
  LEADERBOARD_MINIMUM_DAYS,
  LEADERBOARD_MINIMUM_TRADES,
  type LeaderboardEntry,
  type PublicLeaderboardResponse,
} from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { LedgerTrade } from '../ledger';
import { appendTrades, testTrade } from '../ledger/testing';
import { createAccount } from '../signals/testing';
import { UntilStampChangesCache } from '../../lib/cache';
import { Leaderboard, ORIGINS_FRESH_MS } from './leaderboard';
import { LeaderboardRepository } from './leaderboard.repository';
import { TradeAnalysisRepository } from './trade-analysis.repository';
import { TradeAnalysisService } from './trade-analysis.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/**
 * The first trading day: a Friday at least 40 UTC days ago, at 10:00, so 15 days end well before
 * today. A Friday whatever day the suite runs: max drawdown walks weekly buckets (Monday to
 * Monday), and day 10 — a Monday, where the imported account's losing days begin — must open a
 * bucket of its own for its drawdown to be the 1,500 worked out below.
 */
const FIRST = (() => {
  const day = Math.floor((Date.now() - 40 * DAY) / DAY);
  // Epoch day 1 (1970-01-02) was a Friday.
  return (day - ((day + 6) % 7)) * DAY + 10 * HOUR;
})();

/** A round trip on BTC on day `day` (from FIRST) that nets `net` USD, recorded as `how`. */
const trip = (
  accountId: string,
  day: number,
  net: number,
  how: Partial<LedgerTrade> = {},
  amount = '1',
): LedgerTrade[] => {
  const at = FIRST + day * DAY;
  const common = { asset: 'BTC', amount, ...how };
  return [
    testTrade(accountId, { ...common, side: 'buy', price: '20000', executedAtMs: at }),
    testTrade(accountId, {
      ...common,
      side: 'sell',
      price: String(20000 + net / Number(amount)),
      executedAtMs: at + HOUR,
    }),
  ];
};
const days = (
  n: number,
  net: (day: number) => number,
  write: (day: number, net: number) => LedgerTrade[],
) => Array.from({ length: n }, (_, day) => write(day, net(day))).flat();

describe(`the honest leaderboard (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  const ids = { steady: '', synced: '', imported: '', lucky: '' };

  const board = async (query: string): Promise<PublicLeaderboardResponse> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/trade-analysis/public/leaderboard?limit=10&${query}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const mine = (answer: PublicLeaderboardResponse) =>
    answer.data.filter((e) => Object.values(ids).includes(e.id));
  const named = (answer: PublicLeaderboardResponse) =>
    Object.fromEntries(mine(answer).map((e) => [e.id, e])) as Record<string, LeaderboardEntry>;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    const shared = { isPublic: true, publicStats: true };
    for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
      ids[key] = await createAccount(t, ana, `Tablero ${key}`, shared);
    }
    // Paper fills from alerts, a winning day every day.
    const paper = (n: number): Partial<LedgerTrade> => ({
      source: 'webhook',
      exchangeOrderId: `paper-${n}`,
    });
    await appendTrades(
      t,
      days(
        15,
        () => 100,
        (day, net) => trip(ids.steady, day, net, paper(day)),
      ),
    );
    // Read from the exchange (an import with no file), and one live round trip that nets 0.
    await appendTrades(t, [
      ...days(
        15,
        (day) => (day % 2 === 0 ? 300 : -100),
        (day, net) => trip(ids.synced, day, net),
      ),
      ...trip(ids.synced, 0, 0, { source: 'webhook', exchangeOrderId: '8842113' }, '0.1'),
    ]);
    // A file's rows for five days, then fills typed by hand; ten winning days, five losing.
    const [file] = await queryRows<{ id: string }>(
      t.container.db,
      sql`insert into trade_imports (account_id, format, rows, status)
          values (${ids.imported}, 'binance-spot', 10, 'done') returning id`,
    );
    await appendTrades(
      t,
      days(
        15,
        (day) => (day < 10 ? 200 : -300),
        (day, net) =>
          trip(ids.imported, day, net, day < 5 ? { importId: file!.id } : { source: 'manual' }),
      ),
    );
    // One trade, a fortune: the best ROI, on one day and two fills.
    await appendTrades(t, [
      testTrade(ids.lucky, {
        asset: 'BTC',
        side: 'buy',
        amount: '1',
        price: '1000',
        executedAtMs: FIRST,
        source: 'webhook',
        exchangeOrderId: 'paper-lucky',
      }),
      testTrade(ids.lucky, {
        asset: 'BTC',
        side: 'sell',
        amount: '1',
        price: '20000',
        executedAtMs: FIRST + HOUR,
        source: 'webhook',
        exchangeOrderId: 'paper-lucky-2',
      }),
    ]);
  });
  afterAll(() => t.close());

  it('ranks only accounts with the minimum trades and days; a lucky trade follows, unranked', async () => {
    const answer = await board('timeframe=all_time');
    expect(answer.minimumTrades).toBe(LEADERBOARD_MINIMUM_TRADES);
    expect(answer.minimumDays).toBe(LEADERBOARD_MINIMUM_DAYS);
    const entries = mine(answer);
    const ranked = entries.filter((e) => e.rank !== null);
    expect(ranked.map((e) => e.id).sort()).toEqual([ids.steady, ids.synced, ids.imported].sort());
    expect(ranked.map((e) => e.rank)).toEqual([1, 2, 3]);
    expect(ranked.map((e) => e.roi)).toEqual([...ranked.map((e) => e.roi)].sort((a, b) => b - a));
    const lucky = named(answer)[ids.lucky]!;
    expect(lucky.rank).toBeNull();
    expect(lucky.roi).toBeGreaterThan(Math.max(...ranked.map((e) => e.roi)));
    // Unranked after every ranked account, whatever its ROI.
    expect(answer.data.findIndex((e) => e.id === ids.lucky)).toBeGreaterThan(
      answer.data.findLastIndex((e) => e.rank !== null),
    );
  });

  it('shows each account its sample, its days, its drawdown and where its fills come from', async () => {
    const entry = named(await board('timeframe=all_time'));
    expect(entry[ids.steady]).toMatchObject({
      tradeCount: 30,
      activeDays: 15,
      consistency: 1,
      origins: ['paper'],
    });
    expect(entry[ids.synced]).toMatchObject({
      tradeCount: 32,
      activeDays: 15,
      consistency: 8 / 15,
      origins: ['live', 'synced'],
    });
    expect(entry[ids.imported]).toMatchObject({
      tradeCount: 30,
      activeDays: 15,
      consistency: 10 / 15,
      origins: ['imported'],
    });
    expect(entry[ids.lucky]).toMatchObject({ tradeCount: 2, activeDays: 1, origins: ['paper'] });
    for (const e of Object.values(entry)) {
      const drawdown = Number(e.maxDrawdown);
      expect(e.recovery).toBe(drawdown > 0 ? Number(e.totalPnL) / drawdown : null);
    }
    // Ten days of 200, then five of -300: a drawdown of 1,500 from the peak, net 500.
    expect(Number(entry[ids.imported]!.maxDrawdown)).toBeCloseTo(1500, 6);
    expect(entry[ids.imported]!.recovery).toBeCloseTo(500 / 1500, 9);
  });

  it('ranks by consistency and by recovery factor when asked; no drawdown with a gain leads', async () => {
    const steadiest = mine(await board('timeframe=all_time&rankBy=consistency'));
    expect(steadiest.map((e) => [e.id, e.rank])).toEqual([
      [ids.steady, 1],
      [ids.imported, 2],
      [ids.synced, 3],
      [ids.lucky, null],
    ]);
    // The synced account's losing days fall inside winning weeks: the weekly series that max
    // drawdown walks (DESIGN §7) has none, so both gain without a drawdown and lead, the larger
    // sample first; the account that gave back 1,500 of its 2,000 follows.
    const recovering = mine(await board('timeframe=all_time&rankBy=recovery'));
    expect(recovering.map((e) => [e.id, e.rank, e.recovery])).toEqual([
      [ids.synced, 1, null],
      [ids.steady, 2, null],
      [ids.imported, 3, expect.closeTo(1 / 3, 9)],
      [ids.lucky, null, null],
    ]);
  });

  it('asks no more days than a short range holds, where nobody has traded', async () => {
    const answer = await board('timeframe=last_7_days');
    expect(answer.minimumDays).toBeLessThanOrEqual(8);
    expect(mine(answer).every((e) => e.rank === null && e.tradeCount === 0)).toBe(true);
    expect(mine(answer).every((e) => e.origins.length === 0 && e.consistency === null)).toBe(true);
  });

  it('answers the size asked, and refuses a ranking it does not know', async () => {
    const two = await t.app.inject({
      method: 'GET',
      url: '/api/trade-analysis/public/leaderboard?timeframe=all_time&limit=2',
    });
    expect(two.json().data).toHaveLength(2);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/trade-analysis/public/leaderboard?rankBy=luck',
    });
    expect(bad.statusCode).toBe(400);
  });

  it("reads a busy account's origins again at most once a minute", async () => {
    const id = await createAccount(t, ana, 'Tablero movido', { isPublic: true, publicStats: true });
    await appendTrades(t, trip(id, 0, 10, { source: 'webhook', exchangeOrderId: 'paper-m' }));
    let now = Date.now();
    const repository = new LeaderboardRepository(t.container.db);
    const analysis = new TradeAnalysisService({
      repository: new TradeAnalysisRepository(t.container.db),
      cache: new UntilStampChangesCache(),
      marketData: t.container.marketData,
      clock: () => now,
    });
    const board = new Leaderboard(
      repository,
      (ids, range) => analysis.figuresOf(ids, range),
      undefined,
      () => now,
    );
    const originsOf = async () =>
      (await board.top('all_time', 10, 'roi')).data.find((e) => e.id === id)?.origins;
    const reads = vi.spyOn(LeaderboardRepository.prototype, 'origins');
    try {
      expect(await originsOf()).toEqual(['paper']);
      // A fill typed by hand: the figures move at once, the origins within the minute.
      await appendTrades(t, trip(id, 1, 5, { source: 'manual' }));
      now += 1_000;
      expect(await originsOf()).toEqual(['paper']);
      now += ORIGINS_FRESH_MS;
      expect(await originsOf()).toEqual(['paper', 'imported']);
      // Nothing changed since: kept, not read.
      now += ORIGINS_FRESH_MS;
      expect(await originsOf()).toEqual(['paper', 'imported']);
      const readsOfIt = reads.mock.calls.filter(([ids]) => ids.includes(id));
      expect(readsOfIt).toHaveLength(2);
    } finally {
      reads.mockRestore();
    }
  });
});
