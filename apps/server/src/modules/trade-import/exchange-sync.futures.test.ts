import type { ExchangeSyncStatus } from '@pulso/domain';
import { describe, expect, it } from 'vitest';
import type { SyncedTrade } from './testing/sync-harness';
import { createAccount } from '../signals/testing';
import { BITGET_KEY, BITGET_PASSPHRASE, BITGET_SECRET } from './testing/fake-bitget';
import { FakeBitgetFutures } from './testing/fake-bitget-futures';
import { KUCOIN_KEY, KUCOIN_PASSPHRASE, KUCOIN_SECRET } from './testing/fake-kucoin';
import { FakeKucoinFutures } from './testing/fake-kucoin-futures';
import { useSyncTestApp } from './testing/sync-harness';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe(`exchange sync of futures accounts (ccxt against a fake KuCoin and Bitget, ${process.env.TEST_DB ?? 'pglite'})`, () => {
  const app = useSyncTestApp();
  const { sync } = app;

  const futuresAccount = (
    code: 'kucoin' | 'bitget',
    name: string,
    credentials: { apiKey: string; secret: string; passphrase: string },
  ) =>
    createAccount(app.t, app.ana, name, {
      exchangeId: app.ids[code],
      accountType: 'future',
      credentials,
    });
  const { funding } = sync;

  /**
   * The funding story's sync of 30 days, the same on either exchange: 3 trades and 12
   * settlements, all in USDT, a BTC long paying 0.25 and an ETH short receiving 0.06 six times;
   * `askedAsExpected` checks how the exchange was asked; a second sync adds nothing.
   */
  const expectFundingOfLongAndShort = async (
    id: string,
    externalIds: string[],
    askedAsExpected: () => void,
  ) => {
    await sync.syncDone(
      id,
      { state: 'done', tradesImported: 3, fundingImported: 12 },
      { sinceDays: 30 },
    );
    const recorded = await funding(id);
    expect(recorded.map((f) => f.external_id).sort()).toEqual([...externalIds].sort());
    expect(recorded.every((f) => f.currency === 'USDT')).toBe(true);
    const amounts = (symbol: string) =>
      recorded.filter((f) => f.symbol === symbol).map((f) => Number(f.amount));
    expect(amounts('BTC/USDT:USDT')).toEqual([-0.25, -0.25, -0.25, -0.25, -0.25, -0.25]);
    expect(amounts('ETH/USDT:USDT')).toEqual([0.06, 0.06, 0.06, 0.06, 0.06, 0.06]);
    askedAsExpected();

    // Again: nothing twice.
    const again = await sync.syncNow(id, { sinceDays: 30 });
    expect(again).toMatchObject({ state: 'done', fundingImported: 12, lastRunTrades: 0 });
    expect(await funding(id)).toHaveLength(12);
  };

  /**
   * The perpetual fills story's ledger on either exchange: `btcCount` BTC fills of 0.05 BTC at
   * 50,000 (quoted and charged in USDT, a taker fee of 0.05 · 50,000 · 0.0006 = 1.5 USDT), the
   * oldest executed at `firstAt` and the newest at `lastAt` (the busy week's newest page alone is
   * not the week), and three ETH fills of 0.1.
   */
  const expectPerpetualLedger = (
    rows: SyncedTrade[],
    btcCount: number,
    firstAt: string,
    lastAt: string,
  ) => {
    const btcRows = rows.filter((r) => r.asset === 'BTC');
    expect(btcRows).toHaveLength(btcCount);
    expect(btcRows.every((r) => Number(r.amount) === 0.05 && Number(r.price) === 50_000)).toBe(
      true,
    );
    expect(btcRows.every((r) => r.quote_asset === 'USDT' && r.fee_asset === 'USDT')).toBe(true);
    expect(btcRows.every((r) => Number(r.fee) === 1.5)).toBe(true);
    expect(btcRows[0]!.executed_at_ms).toBe(firstAt);
    expect(btcRows.at(-1)!.executed_at_ms).toBe(lastAt);
    expect(rows.filter((r) => r.asset === 'ETH').map((r) => Number(r.amount))).toEqual([
      0.1, 0.1, 0.1,
    ]);
  };

  /**
   * Every fills request of `asked` is one of the sync's weeks, and the weeks cover the 90 days.
   */
  const expectWeeksOf90Days = (asked: { start: number; end: number }[]) => {
    expect(asked.every((a) => a.end - a.start < 7 * DAY && a.end >= a.start)).toBe(true);
    expect(new Set(asked.map((a) => a.start)).size).toBeGreaterThanOrEqual(13);
  };

  /**
   * A second sync of the account adds nothing to its `total` trades, and asks the fills of
   * `symbol` (null: of every contract) from one start only.
   */
  const expectSecondSyncAddsNothing = async (
    id: string,
    exchange: FakeKucoinFutures | FakeBitgetFutures,
    total: number,
    symbol: string | null,
  ) => {
    exchange.requests.length = 0;
    await sync.syncAgainAddsNothing(id, total);
    expect(new Set(exchange.fillsAsked(symbol).map((a) => a.start)).size).toBe(1);
  };

  /** The positions story's reconciliation on either exchange: long 0.02 BTC, short 0.25 ETH. */
  const expectPositionsReconciled = (done: ExchangeSyncStatus) => {
    expect(done.reconciliation).toEqual({
      of: 'positions',
      at: expect.any(String),
      assets: expect.arrayContaining([
        {
          asset: 'BTC',
          exchange: '0.02',
          position: '0.02',
          fees: expect.any(String),
          difference: '0',
        },
        { asset: 'ETH', exchange: '-0.25', position: '0', fees: '0', difference: '-0.25' },
      ]),
    });
    expect(done.reconciliation!.assets).toHaveLength(2);
  };

  describe('KuCoin futures (USDT perpetuals, a contract of XBTUSDTM is 0.001 BTC)', () => {
    const keys = { apiKey: KUCOIN_KEY, secret: KUCOIN_SECRET, passphrase: KUCOIN_PASSPHRASE };
    const fresh = () => app.fresh(() => new FakeKucoinFutures());

    it('reads every perpetual fill of many weeks, two pages in a busy one, into the ledger in the coin; a second sync adds nothing', async () => {
      const exchange = fresh();
      const id = await futuresAccount('kucoin', 'KuCoin futuros', keys);
      const now = Date.now();
      const since = now - 90 * DAY; // the sync's start, give or take the request's milliseconds
      // 1,050 XBTUSDTM fills of 50 contracts (0.05 BTC) at 50,000 inside the sync's sixth week,
      // one every 4 minutes (70 hours): KuCoin answers 1,000 a page at most, newest first, so the
      // week is two pages.
      const btc = exchange.addFills('XBTUSDTM', 1050, {
        from: since + 35 * DAY + HOUR,
        stepMs: 4 * MINUTE,
        size: '50',
      });
      // ETHUSDTM: 10 contracts (0.1 ETH) at 3,000, in three other weeks.
      const eth = [60, 33, 2].flatMap((daysAgo) =>
        exchange.addFills('ETHUSDTM', 1, {
          from: now - daysAgo * DAY,
          stepMs: 1,
          price: '3000',
          size: '10',
        }),
      );
      // Before the 90 days asked for: not read.
      exchange.addFills('XBTUSDTM', 1, { from: now - 120 * DAY, stepMs: 1, size: '50' });

      const done = await sync.syncDone(id, {
        state: 'done',
        tradesImported: 1053,
        lastRunTrades: 1053,
      });
      const rows = await sync.trades(id);
      expect(rows.map((r) => r.external_id).sort()).toEqual(
        [...btc, ...eth].map((f) => `kucoin:${f.symbol}:${f.tradeId}`).sort(),
      );
      // 50 contracts of 0.001 BTC: 0.05 BTC each, at 50,000; the busy week's oldest and newest
      // fills are both there.
      expectPerpetualLedger(rows, 1050, String(btc[0]!.createdAt), String(btc.at(-1)!.createdAt));
      // KuCoin answers every contract's fills at once: no contract named, one history. Every
      // request keeps within KuCoin's week, 1,000 a page, and the weeks cover the 90 days.
      expect(done).toMatchObject({ marketsDone: 1, marketsTotal: 1 });
      const fills = exchange.requests.filter((r) => r.url.pathname === '/api/v1/fills');
      expect(fills.every((r) => r.url.hostname === 'api-futures.kucoin.com')).toBe(true);
      expect(fills.every((r) => !r.url.searchParams.has('symbol'))).toBe(true);
      const asked = exchange.fillsAsked(null);
      expect(asked).toHaveLength(fills.length);
      expect(asked.every((a) => a.query.get('pageSize') === '1000')).toBe(true);
      expectWeeksOf90Days(asked);

      await expectSecondSyncAddsNothing(id, exchange, 1053, null);
    });

    it('records the funding each perpetual paid (negative) or received (positive), in USDT', async () => {
      const exchange = fresh();
      const id = await futuresAccount('kucoin', 'KuCoin futuros funding', keys);
      const now = Date.now();
      // A long of 50 XBTUSDTM contracts (0.05 BTC) and a short of 10 ETHUSDTM (0.1 ETH).
      exchange.addFills('XBTUSDTM', 1, { from: now - 3 * DAY, stepMs: 1, size: '50' });
      exchange.addFills('ETHUSDTM', 2, {
        from: now - 3 * DAY + MINUTE,
        stepMs: MINUTE,
        price: '3000',
        size: '10',
      });
      // +0.01 %: the long pays 0.05 · 50,000 · 0.0001 = 0.25 USDT a settlement.
      const paid = exchange.addFunding('XBTUSDTM', 6, {
        from: now - 2 * DAY,
        contracts: 50,
        rate: '0.0001',
      });
      // +0.02 % on a short of 0.1 ETH at 3,000: it receives 0.06 USDT a settlement.
      const received = exchange.addFunding('ETHUSDTM', 6, {
        from: now - 2 * DAY + 1000,
        contracts: -10,
        rate: '0.0002',
      });
      // Before the sync's start: not the account's to count.
      exchange.addFunding('XBTUSDTM', 1, { from: now - 40 * DAY, contracts: 50, rate: '0.01' });

      await expectFundingOfLongAndShort(
        id,
        [...paid, ...received].map((f) => `kucoin:funding:${f.id}`),
        () => {
          // KuCoin answers a contract's funding at a time: both contracts traded were asked.
          const asked = exchange.fundingAsked();
          expect(new Set(asked.map((q) => q.get('symbol')))).toEqual(
            new Set(['XBTUSDTM', 'ETHUSDTM']),
          );
        },
      );
    });

    it('reads a funding history of more than a page: a long held the whole 90 days', async () => {
      const exchange = fresh();
      const id = await futuresAccount('kucoin', 'KuCoin futuros funding largo', keys);
      const now = Date.now();
      exchange.addFills('XBTUSDTM', 1, { from: now - 89.5 * DAY, stepMs: 1, size: '50' });
      // Settled every 8 hours for 89 days: 267 settlements (KuCoin answers 100 at most a request).
      const paid = exchange.addFunding('XBTUSDTM', 267, {
        from: now - 89 * DAY,
        contracts: 50,
        rate: '0.0001',
      });

      await sync.syncDone(id, {
        state: 'done',
        tradesImported: 1,
        fundingImported: 267,
      });
      const recorded = await funding(id);
      expect(recorded.map((f) => f.external_id).sort()).toEqual(
        paid.map((f) => `kucoin:funding:${f.id}`).sort(),
      );
      expect(recorded.every((f) => Number(f.amount) === -0.25)).toBe(true);
      // Each request ends where its window does (KuCoin's `endAt`): else KuCoin answers up to now.
      const asked = exchange.fundingAsked();
      expect(asked.every((q) => q.has('endAt'))).toBe(true);
    });

    it('sets the positions KuCoin reports, in the coin (a short negative), beside the ledger’s', async () => {
      const exchange = fresh();
      const id = await futuresAccount('kucoin', 'KuCoin futuros posiciones', keys);
      const now = Date.now();
      // The ledger: bought 50 XBTUSDTM contracts (0.05 BTC) and sold 30 (0.03): long 0.02 BTC.
      exchange.addFills('XBTUSDTM', 1, { from: now - 3 * DAY, stepMs: 1, size: '50' });
      exchange.addFills('XBTUSDTM', 1, { from: now - 2 * DAY, stepMs: 1, size: '30' });
      exchange.fillsBySymbol.get('XBTUSDTM')![1]!.side = 'sell';
      // KuCoin holds the 20 contracts long, and a short of 25 ETHUSDTM contracts (0.25 ETH)
      // opened before the period synced.
      exchange.positions = [
        { symbol: 'XBTUSDTM', currentQty: 20, avgEntryPrice: 50_000, markPrice: 50_100 },
        { symbol: 'ETHUSDTM', currentQty: -25, avgEntryPrice: 3_000, markPrice: 2_990 },
      ];
      // The short has no trade in the period, yet it is paid funding: +0.01 % of 0.25 ETH at
      // 3,000 = +0.075 USDT a settlement, three of them.
      const shortPaid = exchange.addFunding('ETHUSDTM', 3, {
        from: now - DAY,
        contracts: -25,
        rate: '0.0001',
      });

      const done = await sync.syncDone(id, { state: 'done', tradesImported: 2 }, { sinceDays: 30 });
      expect(exchange.requests.map((r) => r.url.pathname)).toContain('/api/v1/positions');
      expectPositionsReconciled(done);
      // KuCoin asks for a contract's funding: the one open now is asked, though never traded.
      const recorded = await funding(id);
      expect(recorded.map((f) => f.external_id).sort()).toEqual(
        shortPaid.map((f) => `kucoin:funding:${f.id}`).sort(),
      );
      expect(recorded.every((f) => Number(f.amount) === 0.075)).toBe(true);
    });
  });

  describe('Bitget futures (USDT perpetuals, USDT-FUTURES: sizes in the coin)', () => {
    const keys = { apiKey: BITGET_KEY, secret: BITGET_SECRET, passphrase: BITGET_PASSPHRASE };
    const fresh = () => app.fresh(() => new FakeBitgetFutures());

    it('reads every perpetual fill of many weeks, several pages a week, into the ledger; a second sync adds nothing', async () => {
      const exchange = fresh();
      const id = await futuresAccount('bitget', 'Bitget futuros', keys);
      const now = Date.now();
      // 250 BTCUSDT fills of 0.05 BTC at 50,000, one every 10 minutes (about 42 hours) 20 days
      // ago: Bitget answers 100 a page, newest first, so the week is three pages.
      const busy = exchange.addFills('BTCUSDT', 250, {
        from: now - 20 * DAY,
        stepMs: 10 * MINUTE,
        size: '0.05',
      });
      // ETHUSDT: 0.1 ETH at 3,000, in three other weeks.
      const eth = [60, 33, 2].flatMap((daysAgo) =>
        exchange.addFills('ETHUSDT', 1, {
          from: now - daysAgo * DAY,
          stepMs: 1,
          price: '3000',
          size: '0.1',
        }),
      );

      // Bitget answers a contract's fills at a time: one history per perpetual.
      await sync.syncDone(id, {
        state: 'done',
        marketsDone: 2,
        marketsTotal: 2,
        tradesImported: 253,
        lastRunTrades: 253,
      });
      const rows = await sync.trades(id);
      expect(rows.map((r) => r.external_id).sort()).toEqual(
        [...busy, ...eth].map((f) => `bitget:${f.symbol}:${f.tradeId}`).sort(),
      );
      // The taker fee is 1.5 USDT (Bitget's totalFee is -1.5).
      expectPerpetualLedger(rows, 250, busy[0]!.cTime, busy.at(-1)!.cTime);
      // Every request is one of the sync's weeks (ccxt's window for Bitget's swaps), for
      // USDT-FUTURES, 100 at most.
      const asked = exchange.fillsAsked('BTCUSDT');
      expect(asked.every((a) => a.query.get('productType') === 'USDT-FUTURES')).toBe(true);
      expect(asked.every((a) => a.query.get('limit') === '100')).toBe(true);
      expectWeeksOf90Days(asked);

      await expectSecondSyncAddsNothing(id, exchange, 253, 'BTCUSDT');
    });

    it('records the funding each perpetual paid (negative) or received (positive), in USDT', async () => {
      const exchange = fresh();
      const id = await futuresAccount('bitget', 'Bitget futuros funding', keys);
      const now = Date.now();
      exchange.addFills('BTCUSDT', 1, { from: now - 3 * DAY, stepMs: 1, size: '0.05' });
      exchange.addFills('ETHUSDT', 2, {
        from: now - 3 * DAY + MINUTE,
        stepMs: MINUTE,
        price: '3000',
        size: '0.1',
      });
      // Bitget's bills: the BTC long paid 0.25 USDT a settlement, the ETH short received 0.06.
      const paid = exchange.addFunding('BTCUSDT', 6, { from: now - 2 * DAY, amount: '-0.25' });
      const received = exchange.addFunding('ETHUSDT', 6, {
        from: now - 2 * DAY + 1000,
        amount: '0.06',
      });
      // Before the sync's start: not the account's to count.
      exchange.addFunding('BTCUSDT', 1, { from: now - 40 * DAY, amount: '-5' });

      await expectFundingOfLongAndShort(
        id,
        [...paid, ...received].map((f) => `bitget:funding:${f.billId}`),
        () => {
          // A contract's funding settlements at a time.
          const asked = exchange.billsAsked();
          expect(new Set(asked.map((q) => q.get('symbol')))).toEqual(
            new Set(['BTCUSDT', 'ETHUSDT']),
          );
          expect(asked.every((q) => q.get('businessType') === 'contract_settle_fee')).toBe(true);
        },
      );
    });

    it('sets the positions Bitget reports (a short negative) beside the ledger’s', async () => {
      const exchange = fresh();
      const id = await futuresAccount('bitget', 'Bitget futuros posiciones', keys);
      const now = Date.now();
      // The ledger: bought 0.05 BTC, sold 0.03: long 0.02 BTC.
      exchange.addFills('BTCUSDT', 1, { from: now - 3 * DAY, stepMs: 1, size: '0.05' });
      exchange.addFills('BTCUSDT', 1, { from: now - 2 * DAY, stepMs: 1, size: '0.03' });
      exchange.fillsBySymbol.get('BTCUSDT')![1]!.side = 'sell';
      // Bitget holds the 0.02 BTC long, and a 0.25 ETH short opened before the period synced.
      exchange.positions = [
        {
          symbol: 'BTCUSDT',
          holdSide: 'long',
          total: '0.02',
          openPriceAvg: '50000',
          markPrice: '50100',
        },
        {
          symbol: 'ETHUSDT',
          holdSide: 'short',
          total: '0.25',
          openPriceAvg: '3000',
          markPrice: '2990',
        },
      ];

      const done = await sync.syncDone(id, { state: 'done', tradesImported: 2 }, { sinceDays: 30 });
      const positions = exchange.requests.filter(
        (r) => r.url.pathname === '/api/v2/mix/position/all-position',
      );
      expect(positions.map((r) => r.url.searchParams.get('productType'))).toContain('USDT-FUTURES');
      expectPositionsReconciled(done);
    });
  });
});
