import { analyzeTrades, type AnalyticsTrade, type Grouping } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exchangeIds } from '../../test/harness';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { rebuildRollups, testTrade } from '../ledger/testing';
import { UntilStampChangesCache } from '../../lib/cache';
import { BOARD_MAX_AGE_MS, BOARD_TTL_MS, boardCache, PublicBoard } from './public-board';
import { TradeAnalysisRepository } from './trade-analysis.repository';
import { LeaderboardRepository } from './leaderboard.repository';

/** A trade as these tests write it (testTrade fills in the rest). */
type TestTrade = Parameters<typeof testTrade>[1];
import { TradeAnalysisService } from './trade-analysis.service';
import { seeded } from '../../lib/seeded';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const NOW = Date.now();
/** Trades live in [BASE, BASE + 60 days), ending well before now. */
const BASE = Math.floor((NOW - 70 * DAY) / DAY) * DAY;

const PRICES: Record<string, number> = { BTC: 60_000, ETH: 3_000, SOL: 150 };

/** An analytics service of its own (its own cache, a fixed clock) over the app's database. */
const ownAnalysis = (t: IdentityTestApp) =>
  new TradeAnalysisService({
    repository: new TradeAnalysisRepository(t.container.db),
    cache: new UntilStampChangesCache(),
    marketData: t.container.marketData,
    clock: () => NOW,
  });
describe(`trade analysis (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  let binance: string;
  const used = new Set<number>();
  const history = new Map<string, AnalyticsTrade[]>();

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    binance = (await exchangeIds(t)).binance!;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  async function account(who: SignedIn, name: string, flags: object = {}): Promise<string> {
    const res = await call('POST', '/api/account/create', who, {
      name,
      accountType: 'spot',
      exchangeId: binance,
      ...flags,
    });
    expect(res.statusCode).toBe(201);
    return res.json().account.id;
  }

  async function add(accountId: string, trades: TestTrade[]) {
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(
        tx,
        trades.map((x) => testTrade(accountId, x)),
      ),
    );
    const mine = history.get(accountId) ?? [];
    for (const x of trades) {
      mine.push({
        accountId,
        asset: x.asset,
        quoteAsset: x.quoteAsset ?? 'USDT',
        side: x.side,
        amount: x.amount,
        price: x.price,
        fee: x.fee ?? '0',
        feeAsset: x.feeAsset ?? x.quoteAsset ?? 'USDT',
        executedAtMs: x.executedAtMs,
      });
    }
    history.set(accountId, mine);
  }

  /** A random trade at a time no other trade has (the ledger order is then unambiguous). */
  function randomTrade(rand: () => number, fromMs: number, toMs: number): TestTrade {
    let at: number;
    do at = Math.floor(fromMs + rand() * (toMs - fromMs));
    while (used.has(at));
    used.add(at);
    const asset = (['BTC', 'ETH', 'SOL'] as const)[Math.floor(rand() * 3)]!;
    const price = (PRICES[asset]! * (0.8 + rand() * 0.4)).toFixed(2);
    const amount = (rand() * 2 + 0.001).toFixed(4);
    const fee = rand() < 0.3 ? (rand() * 2).toFixed(4) : '0';
    return {
      asset,
      side: rand() < 0.5 ? 'buy' : 'sell',
      amount,
      price,
      fee,
      feeAsset: rand() < 0.5 ? 'USDT' : asset,
      executedAtMs: at,
    };
  }

  const mark = async (asset: string, at: number) =>
    t.container.marketData.prices.convert(1, asset, 'USD', { exchange: 'binance', at });

  async function reference(
    accountIds: string[],
    startMs: number,
    endMs: number,
    grouping: Grouping,
  ) {
    const trades = accountIds.flatMap((id) => history.get(id) ?? []);
    const marks: Record<string, number> = {};
    for (const asset of new Set(trades.map((x) => x.asset)))
      marks[asset] = await mark(asset, endMs);
    return analyzeTrades(trades, { startMs, endMs, grouping, mark: (a) => marks[a] });
  }

  const dumpAggregates = (accountId: string) =>
    queryRows<Record<string, unknown>>(
      t.container.db,
      sql`select * from trade_aggregates where account_id = ${accountId} order by period_ms, asset, bucket_ms`,
    );

  it('aggregates equal a from-scratch rebuild after random in-order and out-of-order inserts, and the routes equal the reference', async () => {
    const rand = seeded(20_261_122);
    const id = await account(ana, 'Random');
    const service = ownAnalysis(t);
    for (let round = 0; round < 6; round++) {
      // Even rounds append at the end of the history; odd rounds land anywhere (out of order).
      const from = round % 2 === 0 ? BASE + round * 10 * DAY : BASE;
      const to = BASE + (round + 1) * 10 * DAY;
      const batch = Array.from({ length: 25 + Math.floor(rand() * 25) }, () =>
        randomTrade(rand, from, to),
      );
      // in-order rounds add trade by trade, as the pipeline does; others in one batch
      if (round % 2 === 0)
        for (const trade of batch.sort((a, b) => a.executedAtMs - b.executedAtMs))
          await add(id, [trade]);
      else await add(id, batch);

      const incremental = await dumpAggregates(id);
      await inTransaction(t.container.db, (tx) => rebuildRollups(tx, id));
      expect(incremental).toEqual(await dumpAggregates(id));
    }

    // The first and second hold every trade: their per-asset totals are the all-time rows.
    const ranges: [number, number][] = [
      [BASE, BASE + 60 * DAY],
      [BASE - 3 * DAY - 5 * HOUR, BASE + 65 * DAY + 59_999],
      [BASE + 7 * DAY + 17 * 60_000 + 123, BASE + 41 * DAY + 5 * HOUR + 59_999],
      [BASE + 20 * DAY + 30 * 60_000, BASE + 20 * DAY + 50 * 60_000],
      [BASE + 58 * DAY, BASE + 65 * DAY],
      [BASE - 10 * DAY, BASE - DAY],
    ];
    for (const [startMs, endMs] of ranges) {
      for (const grouping of ['15m', '1h', '4h', '1d', '1w'] as const) {
        const got = await service.compute([id], { startMs, endMs }, grouping);
        expect(got, `${startMs}..${endMs} ${grouping}`).toEqual(
          await reference([id], startMs, endMs, grouping),
        );
        if (grouping === '1w') {
          // Weeks (and so the weekly drawdown) run Monday to Monday, as the 1w candles do.
          const starts = got.timeSeriesData.map((p) => new Date(p.time));
          expect(starts.every((d) => d.getUTCDay() === 1 && d.getUTCHours() === 0)).toBe(true);
        }
      }
    }
  }, 120_000);

  it('the routes answer the spec shapes, and several accounts add up', async () => {
    const a = await account(ana, 'Shapes A');
    const b = await account(ana, 'Shapes B');
    await add(a, [
      { asset: 'BTC', side: 'buy', amount: '1', price: '100', executedAtMs: BASE + 1000 },
      { asset: 'BTC', side: 'sell', amount: '0.5', price: '120', executedAtMs: BASE + DAY + 1000 },
    ]);
    await add(b, [
      { asset: 'ETH', side: 'sell', amount: '2', price: '50', executedAtMs: BASE + 2 * DAY + 1000 },
    ]);
    const customDateRange = {
      startDate: new Date(BASE).toISOString(),
      endDate: new Date(BASE + 40 * DAY).toISOString(),
    };
    const body = { timeframe: 'custom', customDateRange, grouping: '1d', accountIds: [a, b] };
    const pnl = await call('POST', '/api/trade-analysis/pnl', ana, body);
    expect(pnl.statusCode).toBe(200);
    const expected = await reference([a, b], BASE, BASE + 40 * DAY, '1d');
    expect(pnl.json()).toEqual({
      pnlData: expected.pnlData,
      performanceStats: expected.performanceStats,
      timeSeriesData: expected.timeSeriesData,
      dateRange: { startDate: customDateRange.startDate, endDate: customDateRange.endDate },
      grouping: '1d',
    });
    // 0.5·(120 − 100) = 10 realized; invested 100 + 2·50 = 200
    expect(pnl.json().pnlData).toMatchObject({ realized: '10', totalInvested: '200' });
    const allocation = await call('POST', '/api/trade-analysis/asset-allocation', ana, body);
    expect(allocation.json()).toMatchObject({
      assetAllocation: expected.assetAllocation,
      topAssets: expected.topAssets,
    });
    expect(Object.keys(allocation.json().assetAllocation[0]).sort()).toEqual(
      [
        'asset',
        'totalInvested',
        'totalSold',
        'netPosition',
        'currentValue',
        'averageBuyPrice',
        'averageSellPrice',
        'buyCount',
        'sellCount',
        'realizedPnl',
        'unrealizedPnl',
        'fees',
        'allocationPercentage',
        'totalReturn',
        'totalReturnPercentage',
        // Beyond the spec's fields: perpetuals' funding, part of totalReturn (issue 19).
        'funding',
      ].sort(),
    );
    const volume = await call('POST', '/api/trade-analysis/volume', ana, body);
    // 100 + 0.5·120 + 2·50 = 260
    expect(volume.json().volumeData).toEqual({
      tradeCount: 3,
      totalVolume: '260',
      buyVolume: '100',
      sellVolume: '160',
      buyCount: 1,
      sellCount: 2,
    });
    // GET with one account; without accountId: all of the caller's accounts
    const one = await call(
      'GET',
      `/api/trade-analysis/volume?timeframe=all_time&grouping=1d&accountId=${a}`,
      ana,
    );
    expect(one.json().volumeData.tradeCount).toBe(2);
    const mine = await call('GET', '/api/trade-analysis/pnl?timeframe=all_time', ana);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().grouping).toBe('1d');
  });

  it('a non-USD quote converts through prices at the trade time', async () => {
    const id = await account(ana, 'Quoted in BTC');
    const at1 = BASE + 3 * DAY + 12_345;
    const at2 = BASE + 9 * DAY + 54_321;
    const btc1 = await mark('BTC', at1);
    const btc2 = await mark('BTC', at2);
    const usd = (p: string, rate: number) => String(Number(p) * rate);
    await add(id, [
      {
        asset: 'ETH',
        quoteAsset: 'BTC',
        side: 'buy',
        amount: '2',
        price: '0.05',
        executedAtMs: at1,
        ledgerPrice: usd('0.05', btc1),
      },
      {
        asset: 'ETH',
        quoteAsset: 'BTC',
        side: 'sell',
        amount: '1',
        price: '0.06',
        executedAtMs: at2,
        ledgerPrice: usd('0.06', btc2),
      },
    ]);
    const service = ownAnalysis(t);
    const range = { startMs: BASE, endMs: BASE + 20 * DAY };
    const got = await service.compute([id], range, '1d');
    const trades = history.get(id)!;
    const ethMark = await mark('ETH', range.endMs);
    const want = analyzeTrades(trades, {
      ...range,
      grouping: '1d',
      mark: () => ethMark,
      usdRate: (asset, at) => (asset === 'BTC' ? (at === at1 ? btc1 : btc2) : undefined),
    });
    // volume = 2·0.05·btc1 + 1·0.06·btc2; realized = 1·(0.06·btc2 − 0.05·btc1)
    expect(got).toEqual(want);
    expect(Number(got.volumeData.totalVolume)).toBeCloseTo(0.1 * btc1 + 0.06 * btc2, 4);
  });

  it('funding payments count in totalPnL as their own figure, equal to the reference', async () => {
    const id = await account(ana, 'Perpetuos', { accountType: 'future' });
    await add(id, [
      { asset: 'BTC', side: 'buy', amount: '0.5', price: '60000', executedAtMs: BASE + DAY + 1 },
      { asset: 'BTC', side: 'sell', amount: '0.5', price: '61000', executedAtMs: BASE + 5 * DAY },
    ]);
    // Every 8 hours while the position is open, and a payment inside the hour (raw edge).
    const funding = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => ({
      asset: 'BTC',
      amountUsd: i % 3 === 0 ? '1.25' : '-0.375',
      paidAtMs: BASE + DAY + 8 * HOUR * (i + 1) + (i === 4 ? 17 * 60_000 : 0),
    }));
    await t.container.db.execute(
      sql`insert into funding_payments
            (account_id, asset, symbol, currency, amount, amount_usd, paid_at_ms, external_id)
          values ${sql.join(
            funding.map(
              (f, i) =>
                sql`(${id}, 'BTC', 'BTC/USDT:USDT', 'USDT', ${f.amountUsd}, ${f.amountUsd}, ${f.paidAtMs}, ${`binance:funding:${i}`})`,
            ),
            sql`, `,
          )}`,
    );
    const service = ownAnalysis(t);
    for (const [range, grouping] of [
      [{ startMs: BASE, endMs: BASE + 20 * DAY }, '1d'],
      [{ startMs: BASE + DAY + 30 * HOUR + 5, endMs: BASE + 4 * DAY + 7 * HOUR }, '1h'],
    ] as const) {
      const got = await service.compute([id], range, grouping);
      const btcMark = await mark('BTC', range.endMs);
      const want = analyzeTrades(history.get(id)!, {
        ...range,
        grouping,
        mark: () => btcMark,
        funding: funding.map((f) => ({ ...f, accountId: id })),
      });
      expect(got).toEqual(want);
    }
    const all = await service.compute([id], { startMs: BASE, endMs: BASE + 20 * DAY }, '1d');
    // 4 of +1.25 and 8 of −0.375: 5 − 3 = 2; realized 0.5·1,000 = 500; totalPnL = 500 + 2
    expect(all.pnlData).toMatchObject({ funding: '2', realized: '500', totalPnL: '502' });
    const metrics = await service.metrics([id], { startMs: BASE, endMs: BASE + 20 * DAY });
    expect(metrics.get(id)!.pnl).toBe(502);
  });

  it('a funding payment in a currency no price converts is left out and reported unpriced', async () => {
    const id = await account(ana, 'Perpetuos en BNFCR', { accountType: 'future' });
    await t.container.db.execute(
      sql`insert into funding_payments
            (account_id, asset, symbol, currency, amount, amount_usd, paid_at_ms, external_id)
          values (${id}, 'BTC', 'BTC/USDT:USDT', 'BNFCR', '-0.5', null, ${BASE + DAY}, 'x:1'),
                 (${id}, 'BTC', 'BTC/USDT:USDT', 'USDT', '1.5', '1.5', ${BASE + 2 * DAY}, 'x:2')`,
    );
    const res = await call(
      'GET',
      `/api/trade-analysis/pnl?timeframe=all_time&grouping=1d&accountId=${id}`,
      ana,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().pnlData).toMatchObject({ funding: '1.5', totalPnL: '1.5' });
    expect(res.json().unpriced).toEqual([{ asset: 'BNFCR', trades: 0, fee: '0', funding: '-0.5' }]);
    // Asked directly, the conversion keeps the spec's error.
    await expect(
      t.container.marketData.prices.convert(1, 'BNFCR', 'USD', { at: BASE + DAY }),
    ).rejects.toThrow('Cannot convert from BNFCR to USD with available price data');
  });

  it("several accounts' figures read together equal each account's own analytics", async () => {
    // The accounts so far: random histories, a non-USD quote, and open positions at the end.
    const ids = [...history.keys(), await account(ana, 'Never traded')];
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const service = ownAnalysis(t);
    for (const range of [
      { startMs: BASE, endMs: BASE + 60 * DAY },
      { startMs: BASE + 7 * DAY + 17 * 60_000 + 123, endMs: BASE + 41 * DAY + 5 * HOUR + 59_999 },
      { startMs: BASE - 10 * DAY, endMs: BASE - DAY },
    ]) {
      const together = await service.metrics(ids, range);
      expect([...together.keys()]).toEqual(ids);
      for (const id of ids) {
        const own = await service.compute([id], range, '1w');
        expect(together.get(id), `${id} ${range.startMs}..${range.endMs}`).toEqual({
          pnl: Number(own.pnlData.totalPnL),
          roi: own.pnlData.roi,
          winRate: own.performanceStats.winRate,
          trades: own.volumeData.tradeCount,
          volume: Number(own.volumeData.totalVolume),
          maxDrawdown: Number(own.performanceStats.maxDrawdown),
        });
      }
    }
    const all = await service.metrics(ids, { startMs: BASE, endMs: BASE + 60 * DAY });
    expect([...all.values()].filter((m) => m.trades > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('validates requests with the spec messages', async () => {
    const bad = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await call(method, url, ana, payload);
      expect(res.statusCode, url).toBe(400);
      return res.json().error as string;
    };
    await bad('GET', '/api/trade-analysis/pnl?timeframe=last_year');
    await bad('GET', '/api/trade-analysis/pnl?grouping=2h');
    await bad('GET', '/api/trade-analysis/pnl?accountId=nope');
    await bad('POST', '/api/trade-analysis/pnl', { accountIds: [] });
    await bad('POST', '/api/trade-analysis/pnl', { accountIds: ['x'] });
    await bad('POST', '/api/trade-analysis/pnl', { ownerId: ana.user.id });
    const custom = (startDate: string, endDate: string) =>
      bad('POST', '/api/trade-analysis/volume', {
        timeframe: 'custom',
        customDateRange: { startDate, endDate },
      });
    expect(await custom('2025-03-10', '2025-03-01')).toBe('Start date must be before end date');
    expect(await custom('2025-03-10', '2999-01-01')).toBe('End date cannot be in the future');
    expect(await custom('2023-01-01', '2025-01-01')).toBe('Date range cannot exceed 365 days');
    expect(await custom('2025-03-01T00:00:00Z', '2025-03-01T05:00:00Z')).toBe(
      'Date range must be at least 1 day',
    );
    expect((await call('GET', '/api/trade-analysis/pnl')).json().error).toBe('Invalid Token');
  });

  it("someone else's account is not found; an admin may read it", async () => {
    const mine = await account(ana, 'Mine');
    const bobs = await account(bob, 'Bobs');
    const one = await call('GET', `/api/trade-analysis/pnl?accountId=${bobs}`, ana);
    expect(one.statusCode).toBe(404);
    const mixed = await call('POST', '/api/trade-analysis/asset-allocation', ana, {
      accountIds: [mine, bobs],
    });
    expect(mixed.statusCode).toBe(404);
    const missing = await call('POST', '/api/trade-analysis/volume', ana, {
      accountId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', `/api/trade-analysis/pnl?accountId=${bobs}`, admin)).statusCode).toBe(
      200,
    );
  });

  it('public variants answer only for public accounts with publicStats', async () => {
    const open = await account(bob, 'Open', { isPublic: true, publicStats: true });
    const noStats = await account(bob, 'No stats', { isPublic: true, publicStats: false });
    const hidden = await account(bob, 'Hidden', { isPublic: false, publicStats: true });
    await add(open, [
      { asset: 'SOL', side: 'buy', amount: '3', price: '100', executedAtMs: BASE + 5000 },
    ]);
    for (const kind of ['pnl', 'asset-allocation', 'volume']) {
      const ok = await call(
        'GET',
        `/api/trade-analysis/public/${kind}?timeframe=all_time&accountId=${open}`,
      );
      expect(ok.statusCode, kind).toBe(200);
      for (const id of [noStats, hidden]) {
        expect(
          (await call('GET', `/api/trade-analysis/public/${kind}?accountId=${id}`)).statusCode,
        ).toBe(404);
      }
      const post = await call('POST', `/api/trade-analysis/public/${kind}`, undefined, {
        timeframe: 'all_time',
        accountIds: [open, noStats],
      });
      expect(post.statusCode).toBe(404);
    }
    const volume = await call('POST', '/api/trade-analysis/public/volume', undefined, {
      timeframe: 'all_time',
      accountIds: [open],
    });
    expect(volume.json().volumeData).toMatchObject({ tradeCount: 1, totalVolume: '300' });
    expect((await call('GET', '/api/trade-analysis/public/pnl')).statusCode).toBe(400);
    // the visitors' leaderboard: only public accounts sharing their stats, best ROI first
    const board = await call(
      'GET',
      '/api/trade-analysis/public/leaderboard?timeframe=all_time&limit=10',
    );
    expect(board.statusCode).toBe(200);
    const ids = board.json().data.map((e: { id: string }) => e.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(noStats);
    expect(ids).not.toContain(hidden);
    const rois = board.json().data.map((e: { roi: number }) => e.roi);
    expect(rois).toEqual([...rois].sort((x: number, y: number) => y - x));
    // Cuentas Públicas: a page's figures, only for the accounts that share them
    const figures = await call(
      'GET',
      `/api/trade-analysis/public/figures?timeframe=all_time&accountIds=${open},${noStats},${hidden}`,
    );
    expect(figures.statusCode).toBe(200);
    expect(figures.json().data).toEqual([
      {
        accountId: open,
        totalPnL: expect.any(String),
        roi: expect.any(Number),
        winRate: 0,
        tradeCount: 1,
        totalVolume: '300',
        maxDrawdown: expect.any(String),
      },
    ]);
    const tooMany = Array.from({ length: 26 }, () => crypto.randomUUID()).join(',');
    for (const query of [`accountIds=${tooMany}`, 'accountIds=nope', 'accountIds=']) {
      const res = await call('GET', `/api/trade-analysis/public/figures?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('the leaderboard is shared between visitors, yet a trade or a change of visibility shows on the next read', async () => {
    // Bought far under the market: its ROI puts it first.
    const url = '/api/trade-analysis/public/leaderboard?timeframe=all_time&limit=10';
    const entry = async (id: string) =>
      ((await call('GET', url)).json().data as { id: string; tradeCount: number }[]).find(
        (e) => e.id === id,
      );
    const id = await account(bob, 'Tablero', { isPublic: true, publicStats: true });
    await add(id, [
      { asset: 'ETH', side: 'buy', amount: '1', price: '30', executedAtMs: BASE + 6 * DAY },
    ]);
    expect((await entry(id))?.tradeCount).toBe(1);
    const computed = vi.spyOn(LeaderboardRepository.prototype, 'publicStatsAccounts');
    expect((await entry(id))?.tradeCount).toBe(1);
    // The second read came from memory: the accounts were not listed again.
    expect(computed).not.toHaveBeenCalled();
    // A trade lands: the next read has it, within the same second.
    await add(id, [
      { asset: 'ETH', side: 'sell', amount: '1', price: '3100', executedAtMs: BASE + 6 * DAY + 1 },
    ]);
    expect((await entry(id))?.tradeCount).toBe(2);
    // The owner stops sharing: gone from the next read.
    const hidden = await call('PATCH', `/api/account/update/${id}`, bob, { publicStats: false });
    expect(hidden.statusCode).toBe(200);
    expect(await entry(id)).toBeUndefined();
    computed.mockRestore();
  });

  it("visitors arriving together share one read of the board's versions", async () => {
    const url = '/api/trade-analysis/public/leaderboard?timeframe=all_time&limit=10';
    expect((await call('GET', url)).statusCode).toBe(200);
    const versions = vi.spyOn(LeaderboardRepository.prototype, 'versionSum');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => call('GET', url)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      // One statement for the twenty (two if the first started before the others arrived).
      expect(versions.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      versions.mockRestore();
    }
  });

  it('a landed trade invalidates the cached figures (this process and, by version, others)', async () => {
    const id = await account(ana, 'Cached');
    const url = `/api/trade-analysis/volume?timeframe=all_time&grouping=1d&accountId=${id}`;
    await add(id, [
      { asset: 'BTC', side: 'buy', amount: '1', price: '100', executedAtMs: BASE + 3 * DAY },
    ]);
    expect((await call('GET', url, ana)).json().volumeData.tradeCount).toBe(1);
    expect((await call('GET', url, ana)).json().volumeData.tradeCount).toBe(1); // cached now
    await add(id, [
      { asset: 'BTC', side: 'sell', amount: '1', price: '90', executedAtMs: BASE + 4 * DAY },
    ]);
    expect((await call('GET', url, ana)).json().volumeData).toMatchObject({
      tradeCount: 2,
      totalVolume: '190',
    });
    // out of order, earlier than both
    await add(id, [
      { asset: 'BTC', side: 'buy', amount: '2', price: '10', executedAtMs: BASE + DAY },
    ]);
    const after = (
      await call('POST', '/api/trade-analysis/pnl', ana, { timeframe: 'all_time', accountId: id })
    ).json();
    // ledger: 2@10, +1@100 → A = 40; sell 1@90 → realized 50
    expect(after.pnlData.realized).toBe('50');

    // Another instance's cache: not dropped by this process's refresh, rejected by the version.
    const other = ownAnalysis(t);
    const range = { startMs: BASE, endMs: BASE + 30 * DAY };
    expect((await other.compute([id], range, '1d')).volumeData.tradeCount).toBe(3);
    await add(id, [
      { asset: 'ETH', side: 'buy', amount: '1', price: '5', executedAtMs: BASE + 5 * DAY },
    ]);
    expect((await other.compute([id], range, '1d')).volumeData.tradeCount).toBe(4);
  });

  it('Cuentas Públicas ranks by the period’s figures, filters by exchange, private stats last', async () => {
    const kucoin = (await exchangeIds(t)).kucoin!;
    const on = { isPublic: true, exchangeId: kucoin, accountType: 'crossMargin' };
    const up = await account(bob, 'Subida', { ...on, publicStats: true });
    const down = await account(bob, 'Bajada', { ...on, publicStats: true });
    await account(bob, 'Privada', on);
    const at = NOW - 3 * DAY;
    // Subida: +50 on 100 (ROI 50 %, no drawdown); Bajada: −40 on 100 (ROI −40 %, drawdown 40)
    await add(up, [
      { asset: 'BTC', side: 'buy', amount: '1', price: '100', executedAtMs: at },
      { asset: 'BTC', side: 'sell', amount: '1', price: '150', executedAtMs: at + 1000 },
    ]);
    await add(down, [
      { asset: 'BTC', side: 'buy', amount: '1', price: '100', executedAtMs: at },
      { asset: 'BTC', side: 'sell', amount: '1', price: '60', executedAtMs: at + 1000 },
    ]);
    const page = async (query: string) => {
      const res = await call('GET', `/api/account/public/list?exchange=KuCoin&${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json() as { data: { name: string }[]; pagination: { total: number } };
    };
    const names = async (query: string) => (await page(query)).data.map((a) => a.name);
    expect(await names('sortBy=roi&sortOrder=desc&timeframe=last_7_days')).toEqual([
      'Subida',
      'Bajada',
      'Privada',
    ]);
    // Ascending too, the account that keeps its stats private stays last.
    expect(await names('sortBy=roi&sortOrder=asc&timeframe=last_7_days')).toEqual([
      'Bajada',
      'Subida',
      'Privada',
    ]);
    expect(await names('sortBy=maxDrawdown&sortOrder=desc&timeframe=last_7_days')).toEqual([
      'Bajada',
      'Subida',
      'Privada',
    ]);
    expect(await names('sortBy=name&sortOrder=asc')).toEqual(['Bajada', 'Privada', 'Subida']);
    // No trades in the period: equal figures, newest first, the private one still last.
    expect(await names('sortBy=pnl&timeframe=last_1_hour')).toEqual([
      'Bajada',
      'Subida',
      'Privada',
    ]);
    const second = await page('sortBy=pnl&limit=2&page=2&timeframe=last_7_days');
    expect(second.data.map((a) => a.name)).toEqual(['Privada']);
    expect(second.pagination.total).toBe(3);
    expect(await names('accountType=spot')).toEqual([]);
    // An account the shared board has not met yet ranks by its figures at once.
    const fresh = await account(bob, 'Nueva', { ...on, publicStats: true });
    await add(fresh, [
      { asset: 'ETH', side: 'buy', amount: '1', price: '10', executedAtMs: at },
      { asset: 'ETH', side: 'sell', amount: '1', price: '30', executedAtMs: at + 1000 },
    ]);
    expect(await names('sortBy=roi&sortOrder=desc&timeframe=last_7_days')).toEqual([
      'Nueva',
      'Subida',
      'Bajada',
      'Privada',
    ]);
    for (const query of [
      'sortBy=owner',
      'timeframe=custom',
      'sortOrder=up',
      `exchange=${'x'.repeat(31)}`,
    ]) {
      expect((await call('GET', `/api/account/public/list?${query}`)).statusCode, query).toBe(400);
    }
    const none = await call('GET', '/api/account/public/list?exchange=nada&sortBy=roi');
    expect(none.json().data).toEqual([]);
  });

  it('the shared ranking board: served within its TTL, refreshed behind the visitor after, awaited when too old', async () => {
    let now = NOW;
    const service = new TradeAnalysisService({
      repository: new TradeAnalysisRepository(t.container.db),
      cache: new UntilStampChangesCache(),
      marketData: t.container.marketData,
      clock: () => now,
    });
    const board = new PublicBoard(
      (ids, range) => service.metrics(ids, range),
      boardCache({ clock: () => now }),
    );
    const id = await account(ana, 'Board');
    const trade = (price: string, offset: number): TestTrade[] => [
      { asset: 'BTC', side: 'buy', amount: '1', price: '100', executedAtMs: NOW - DAY + offset },
      { asset: 'BTC', side: 'sell', amount: '1', price, executedAtMs: NOW - DAY + offset + 1 },
    ];
    const pnl = async () => (await board.metrics([id], 'last_7_days')).get(id)!.pnl;
    await add(id, trade('110', 0)); // +10
    expect(await pnl()).toBe(10);
    await add(id, trade('120', 10)); // +20 more: 30 once the board is recomputed
    now += BOARD_TTL_MS / 2;
    expect(await pnl()).toBe(10); // within the TTL: the shared board
    now += BOARD_TTL_MS;
    expect(await pnl()).toBe(10); // past it: still served, its successor computed behind
    await vi.waitFor(async () => expect(await pnl()).toBe(30));
    await add(id, trade('200', 20)); // +100 more
    now += BOARD_MAX_AGE_MS + 1;
    expect(await pnl()).toBe(130); // too old to serve: awaited
  });

  it('a visited board is kept warm without visitors, until the app closes', async () => {
    const repository = new TradeAnalysisRepository(t.container.db);
    const service = new TradeAnalysisService({
      repository,
      cache: new UntilStampChangesCache(),
      marketData: t.container.marketData,
      clock: () => NOW,
    });
    // Never past the TTL: only the warm-keeping timer recomputes.
    const boards = boardCache({ clock: () => NOW, refreshMs: 20 });
    const board = new PublicBoard((ids, range) => service.metrics(ids, range), boards);
    const id = await account(ana, 'Warm board');
    const pnl = async () => (await board.metrics([id], 'last_90_days')).get(id)!.pnl;
    const trade = (price: string, offset: number): TestTrade[] => [
      { asset: 'ETH', side: 'buy', amount: '1', price: '100', executedAtMs: NOW - DAY + offset },
      { asset: 'ETH', side: 'sell', amount: '1', price, executedAtMs: NOW - DAY + offset + 1 },
    ];
    await add(id, trade('105', 0)); // +5
    expect(await pnl()).toBe(5);
    await add(id, trade('115', 10)); // +15 more
    await vi.waitFor(async () => expect(await pnl()).toBe(20));

    boards.close();
    const reads = vi.spyOn(repository, 'positions');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it('the start-up warm computes the ranking board before its first visitor', async () => {
    await account(bob, 'Ranked early', { isPublic: true, publicStats: true });
    await t.container.accounts.service.warmPublicBoard('last_12_hours');
    // Any instance's reads (the app's service holds its own repository).
    const reads = vi.spyOn(TradeAnalysisRepository.prototype, 'positions');
    const res = await call('GET', '/api/account/public/list?sortBy=roi&timeframe=last_12_hours');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((a: { name: string }) => a.name)).toContain('Ranked early');
    expect(reads).not.toHaveBeenCalled(); // served from the board, nothing computed
    reads.mockRestore();
  });

  it('account search sorts by pnl, roi, winRate, trades and volume of the selected range', async () => {
    const owner = await t.signIn({ sub: 'sorter', email: 'sorter@example.com' });
    const winner = await account(owner, 'Winner');
    const loser = await account(owner, 'Loser');
    const busy = await account(owner, 'Busy');
    const at = NOW - 5 * DAY;
    await add(winner, [
      { asset: 'BTC', side: 'buy', amount: '1', price: '100', executedAtMs: at },
      { asset: 'BTC', side: 'sell', amount: '1', price: '150', executedAtMs: at + 1000 },
    ]);
    await add(loser, [
      { asset: 'BTC', side: 'buy', amount: '1', price: '100', executedAtMs: at + 2000 },
      { asset: 'BTC', side: 'sell', amount: '1', price: '60', executedAtMs: at + 3000 },
    ]);
    const trades: TestTrade[] = Array.from({ length: 6 }, (_, i) => ({
      asset: 'ETH',
      side: i % 2 ? 'sell' : 'buy',
      amount: '1',
      price: '10',
      executedAtMs: at + 10_000 + i,
    }));
    await add(busy, trades);
    // an old trade outside the last 7 days: counts for all_time only
    await add(busy, [
      { asset: 'SOL', side: 'buy', amount: '1000', price: '100', executedAtMs: NOW - 40 * DAY },
      { asset: 'SOL', side: 'sell', amount: '1000', price: '100', executedAtMs: NOW - 39 * DAY },
    ]);
    const order = async (query: string) =>
      (await call('GET', `/api/account/list?${query}`, owner))
        .json()
        .data.map((a: { name: string }) => a.name);
    expect(await order('sortBy=pnl&sortOrder=desc&timeframe=last_7_days')).toEqual([
      'Winner',
      'Busy',
      'Loser',
    ]);
    expect(await order('sortBy=roi&sortOrder=asc&timeframe=last_7_days')).toEqual([
      'Loser',
      'Busy',
      'Winner',
    ]);
    expect(await order('sortBy=trades&sortOrder=desc&timeframe=last_7_days')).toEqual([
      'Busy',
      'Loser',
      'Winner',
    ]);
    expect((await order('sortBy=winRate&sortOrder=desc&timeframe=last_7_days'))[0]).toBe('Winner');
    // volume over 7 days: Winner 250, Loser 160, Busy 60; over all time Busy adds 200,000
    expect(await order('sortBy=volume&sortOrder=desc&timeframe=last_7_days')).toEqual([
      'Winner',
      'Loser',
      'Busy',
    ]);
    expect((await order('sortBy=volume&sortOrder=desc&timeframe=all_time'))[0]).toBe('Busy');
    expect(await order('roiMin=0&sortBy=name&sortOrder=asc&timeframe=last_7_days')).toEqual([
      'Busy',
      'Winner',
    ]);
  });

  it("marks each open position once a second: the open minute's price is reused, then read again", async () => {
    const id = await account(ana, 'Marked');
    await add(id, [
      { asset: 'BTC', side: 'buy', amount: '0.5', price: '60000', executedAtMs: BASE + HOUR },
      { asset: 'ETH', side: 'buy', amount: '2', price: '3000', executedAtMs: BASE + 2 * HOUR },
    ]);
    let now = Date.now();
    const service = new TradeAnalysisService({
      repository: new TradeAnalysisRepository(t.container.db),
      cache: new UntilStampChangesCache(),
      marketData: t.container.marketData,
      clock: () => now,
    });
    const convert = vi.spyOn(t.container.marketData.prices, 'convert');
    try {
      // pnl, allocation and volume of one page, asked at once: one mark per coin.
      const first = await service.compute([id], { startMs: BASE, endMs: now }, '1d');
      await service.compute([id], { startMs: BASE, endMs: now }, '1d');
      expect(convert.mock.calls.map((c) => c[1]).sort()).toEqual(['BTC', 'ETH']);
      expect(Number(first.pnlData.unrealized)).not.toBe(0);
      now += 1001;
      await service.compute([id], { startMs: BASE, endMs: now }, '1d');
      expect(convert).toHaveBeenCalledTimes(4);
    } finally {
      convert.mockRestore();
    }
  });
});
