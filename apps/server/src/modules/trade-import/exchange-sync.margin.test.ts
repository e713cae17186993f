import { Decimal } from '@pulso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../signals/testing';
import {
  BYBIT_API_KEY,
  BYBIT_API_SECRET,
  FakeBybit,
  type BybitExecution,
} from './testing/fake-bybit';
import {
  FakeKucoin,
  KUCOIN_KEY,
  KUCOIN_PASSPHRASE,
  KUCOIN_SECRET,
  type KucoinFill,
} from './testing/fake-kucoin';
import { expectBtcBought, expectSpotExecutionRequests } from './testing/bybit-expectations';
import { type SyncedTrade, useSyncTestApp } from './testing/sync-harness';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const WEEK = 7 * DAY;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A margin fill as KuCoin's GET /api/v3/hf/margin/fills lists it (its `items`): a spot fill's
 * fields, with a numeric id to page by (`lastId`) and trade id, and the margin trade type.
 */
type KucoinMarginFill = Omit<KucoinFill, 'tradeId' | 'tradeType'> & {
  id: number;
  tradeId: number;
  tradeType: 'MARGIN_TRADE' | 'MARGIN_ISOLATED_TRADE';
};

/**
 * KuCoin's margin answers around the classic-account fake (whose other answers it passes on):
 * the cross-margin account (GET /api/v1/margin/account, as ccxt's kucoin.js example gives it)
 * and the margin fills (GET /api/v3/hf/margin/fills: `symbol` and `tradeType` required —
 * MARGIN_TRADE cross, MARGIN_ISOLATED_TRADE isolated —, newest first, `limit` 100 by default and
 * 200 at most, `lastId` to page on, `startAt`/`endAt`). The span a request may cover is taken to
 * be a week, as KuCoin's other fills.
 */
class FakeKucoinMargin {
  readonly spot = new FakeKucoin();
  /** The margin fills, in no particular order. */
  readonly marginFills: KucoinMarginFill[] = [];
  /** The cross-margin account's coins. */
  cross = [
    {
      currency: 'USDT',
      totalBalance: '1000',
      availableBalance: '1000',
      holdBalance: '0',
      liability: '200',
      maxBorrowSize: '4000',
    },
  ];
  private next = 2_678_765_568;

  constructor() {
    this.spot.acceptedKey = KUCOIN_KEY;
  }

  addMarginFills(
    tradeType: KucoinMarginFill['tradeType'],
    symbol: string,
    count: number,
    options: { from: number; stepMs: number; price?: string; size?: string },
  ): KucoinMarginFill[] {
    const price = options.price ?? '50000';
    const size = options.size ?? '0.01';
    const added: KucoinMarginFill[] = [];
    for (let i = 0; i < count; i++) {
      const n = ++this.next;
      const funds = new Decimal(price).times(size);
      const fill: KucoinMarginFill = {
        id: n,
        symbol,
        tradeId: 616_179_000_000 + n,
        orderId: `6306cf6e${n.toString(16).padStart(16, '0')}`,
        counterOrderId: `6306cf40${n.toString(16).padStart(16, '0')}`,
        side: i % 2 === 0 ? 'buy' : 'sell',
        liquidity: 'taker',
        forceTaker: false,
        price,
        size,
        funds: funds.toFixed(),
        fee: funds.times('0.001').toFixed(),
        feeRate: '0.001',
        feeCurrency: symbol.split('-')[1]!,
        stop: '',
        tradeType,
        type: 'limit',
        createdAt: options.from + i * options.stepMs,
      };
      this.marginFills.push(fill);
      added.push(fill);
    }
    return added;
  }

  /** The margin fills requests, each with its query. */
  marginAsked(): URLSearchParams[] {
    return this.spot.requests
      .filter((r) => r.url.pathname === '/api/v3/hf/margin/fills')
      .map((r) => r.url.searchParams);
  }

  readonly fetch: typeof this.spot.fetch = async (url, init) => {
    const u = new URL(url);
    if (u.pathname !== '/api/v1/margin/account' && u.pathname !== '/api/v3/hf/margin/fills') {
      return this.spot.fetch(url, init);
    }
    this.spot.requests.push({ method: init.method ?? 'GET', url: u });
    const headers = new Headers(init.headers);
    if (headers.get('KC-API-KEY') !== KUCOIN_KEY || !headers.get('KC-API-SIGN')) {
      return json({ code: '400003', msg: 'KC-API-KEY not exists' }, 401);
    }
    if (u.pathname === '/api/v1/margin/account') {
      return json({ code: '200000', data: { debtRatio: '0.2', accounts: this.cross } });
    }
    return this.fills(u);
  };

  private fills(u: URL): Response {
    const q = (name: string) => u.searchParams.get(name);
    const symbol = q('symbol');
    const tradeType = q('tradeType');
    if (!symbol || (tradeType !== 'MARGIN_TRADE' && tradeType !== 'MARGIN_ISOLATED_TRADE')) {
      return json({ code: '400100', msg: 'symbol and tradeType are required' }, 400);
    }
    const limit = Number(q('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
      return json({ code: '400100', msg: 'limit should be between 1 and 200' }, 400);
    }
    const now = Date.now();
    let start = q('startAt') === null ? undefined : Number(q('startAt'));
    let end = q('endAt') === null ? undefined : Number(q('endAt'));
    if (start === undefined && end === undefined) end = now;
    if (start === undefined) start = end! - WEEK;
    if (end === undefined) end = start + WEEK;
    if (end - start > WEEK) {
      return json({ code: '400100', msg: 'The time range cannot exceed 7 days' }, 400);
    }
    const lastId = q('lastId') === null ? undefined : Number(q('lastId'));
    const items = this.marginFills
      .filter(
        (f) =>
          f.symbol === symbol &&
          f.tradeType === tradeType &&
          f.createdAt >= start! &&
          f.createdAt <= end! &&
          (lastId === undefined || f.id < lastId),
      )
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .slice(0, limit);
    return json({ code: '200000', data: { items, lastId: items.at(-1)?.id ?? 0 } });
  }
}

/**
 * Margin accounts end to end (route → worker → ccxt → a fake exchange → the ledger). Bybit's
 * unified account trades on margin in its spot market: an order placed with `isLeverage=1`
 * borrows, and its fills are spot executions (GET /v5/execution/list, `category=spot`), in the
 * shape of any other spot fill — the execution list has no `isLeverage`. So a Bybit cross-margin
 * account's history is the unified account's spot history, margin and not. Bybit has no isolated
 * spot margin (its Isolated Margin mode trades spot without borrowing).
 */
describe(`exchange sync of margin accounts (ccxt against fake exchanges, ${process.env.TEST_DB ?? 'pglite'})`, () => {
  const app = useSyncTestApp();
  const { sync } = app;
  let bybitId: string;
  beforeAll(() => {
    bybitId = app.exchangeId('bybit');
  });

  /** A sell of 0.5 ETH at 3,000 USDT, its fee (0.1 %) 1.5 USDT, as both stories have one. */
  const expectHalfEthSold = (sell: SyncedTrade | undefined) => {
    expect(sell).toMatchObject({
      asset: 'ETH',
      quote_asset: 'USDT',
      side: 'sell',
      fee_asset: 'USDT',
    });
    expect(Number(sell!.amount)).toBe(0.5);
    expect(Number(sell!.price)).toBe(3000);
    expect(Number(sell!.fee)).toBe(1.5);
  };
  /** Every BTC fill of `rows` is of 0.01 BTC (the fakes' size unless told). */
  const expectBtcFillsOf001 = (rows: SyncedTrade[]) =>
    expect(rows.filter((r) => r.asset === 'BTC').every((r) => Number(r.amount) === 0.01)).toBe(
      true,
    );
  const bybitAccount = (name: string, accountType: 'crossMargin' | 'isolatedMargin') =>
    createAccount(app.t, app.ana, name, {
      exchangeId: bybitId,
      accountType,
      credentials: { apiKey: BYBIT_API_KEY, secret: BYBIT_API_SECRET },
    });
  const ids = (list: BybitExecution[]) => list.map((e) => `bybit:${e.symbol}:${e.execId}`);

  describe('Bybit', () => {
    let exchange: FakeBybit;
    function freshExchange() {
      exchange = app.fresh(() => new FakeBybit());
      return exchange;
    }

    it('cross margin: reads the unified account’s spot executions (margin ones and the rest), not its perpetuals, and a second sync adds nothing', async () => {
      freshExchange();
      const id = await bybitAccount('Bybit margen cruzado', 'crossMargin');
      const now = Date.now();
      // 120 BTCUSDT fills of orders that borrowed (isLeverage=1), one an hour within one of the
      // sync's 7-day windows: more than a page (100).
      const margin = exchange.addTrades('spot', 'BTCUSDT', 120, {
        from: now - 12 * DAY,
        stepMs: HOUR,
        leveraged: true,
      });
      // More margin fills spread over weeks, of another pair.
      const spread = exchange.addTrades('spot', 'ETHUSDT', 6, {
        from: now - 60 * DAY,
        stepMs: 9 * DAY,
        price: '3000',
        qty: '0.5',
        leveraged: true,
      });
      // Plain spot fills of the same unified account (no borrowing).
      const plain = exchange.addTrades('spot', 'ETHUSDT', 4, {
        from: now - 2 * DAY,
        stepMs: HOUR,
        price: '3000',
        qty: '0.1',
      });
      // The unified account's perpetual fills: futures, not this margin account's.
      const perpetual = exchange.addTrades('linear', 'BTCUSDT', 5, {
        from: now - 3 * DAY,
        stepMs: HOUR,
        qty: '0.02',
      });

      // What Bybit answers can't tell a margin fill from a plain one: same fields, no
      // isLeverage (only the order says it borrowed).
      expect(exchange.leveragedOrders.has(margin[0]!.orderId)).toBe(true);
      expect(exchange.leveragedOrders.has(plain[0]!.orderId)).toBe(false);
      expect(Object.keys(margin[0]!).sort()).toEqual(Object.keys(plain[0]!).sort());
      expect(margin[0]).not.toHaveProperty('isLeverage');

      // One history of every spot market at once (ccxt needs no market from Bybit).
      await sync.syncDone(id, {
        state: 'done',
        marketsDone: 1,
        marketsTotal: 1,
        tradesImported: 130,
        lastRunTrades: 130,
      });
      const rows = await sync.trades(id);
      expect(rows).toHaveLength(130);
      // Every spot execution once, by Bybit's execId; none of the perpetuals'.
      expect(rows.map((r) => r.external_id).sort()).toEqual(
        [...ids(margin), ...ids(spread), ...ids(plain)].sort(),
      );
      for (const perp of ids(perpetual)) expect(rows.map((r) => r.external_id)).not.toContain(perp);
      expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['import']));
      // Amounts, prices and spot fees (0.1 %: a buy's in the coin bought, a sell's in the quote).
      const buy = rows.find((r) => r.external_id === ids(margin)[0]);
      expectBtcBought(buy, 0.01, 0.00001);
      expect(Number(buy!.executed_at_ms)).toBe(now - 12 * DAY);
      expectHalfEthSold(rows.find((r) => r.external_id === ids(spread)[1]));
      const plainBuy = rows.find((r) => r.external_id === ids(plain)[0]);
      expect(plainBuy).toMatchObject({ asset: 'ETH', side: 'buy', fee_asset: 'ETH' });
      expect(Number(plainBuy!.amount)).toBe(0.1);
      expectBtcFillsOf001(rows);

      // Asked in the spot category, every market at once, within Bybit's 7-day window.
      expectSpotExecutionRequests(exchange);
      expect(exchange.executionRequests('Trade').some((a) => a['category'] === 'linear')).toBe(
        false,
      );

      // Again: nothing new, nothing twice.
      exchange.requests.length = 0;
      await sync.syncAgainAddsNothing(id, 130);
      // A new margin fill is read by the next one.
      const later = exchange.addTrades('spot', 'BTCUSDT', 1, {
        from: Date.now() - 60_000,
        stepMs: 1,
        leveraged: true,
      });
      expect(await sync.syncNow(id)).toMatchObject({ tradesImported: 131, lastRunTrades: 1 });
      expect((await sync.trades(id)).map((r) => r.external_id)).toContain(ids(later)[0]);
    });

    it('isolated margin: Bybit has none for spot, so the sync stops with a Spanish message that says so, importing nothing', async () => {
      freshExchange();
      exchange.marginMode = 'ISOLATED_MARGIN';
      const id = await bybitAccount('Bybit margen aislado', 'isolatedMargin');
      const now = Date.now();
      // What the unified account holds: spot fills (no borrowing in Isolated Margin mode) and
      // perpetual ones. Neither is an isolated spot-margin history.
      exchange.addTrades('spot', 'BTCUSDT', 3, { from: now - DAY, stepMs: HOUR });
      exchange.addTrades('linear', 'BTCUSDT', 2, { from: now - DAY, stepMs: HOUR });

      const failed = await sync.syncNow(id);
      expect(failed.state).toBe('failed');
      expect(failed.lastError).toMatch(/Bybit/);
      expect(failed.lastError).toMatch(/margen aislado/);
      // It says what to do instead.
      expect(failed.lastError).toMatch(/margen cruzado/);
      expect(failed).toMatchObject({ tradesImported: 0 });
      // No history is read for an account Bybit cannot have.
      expect(exchange.executionRequests('Trade')).toHaveLength(0);
      expect(await sync.trades(id)).toHaveLength(0);
    });
  });
  describe('KuCoin', () => {
    let kucoinId: string;
    let exchange: FakeKucoinMargin;
    beforeAll(() => {
      kucoinId = app.exchangeId('kucoin');
    });
    function freshExchange() {
      exchange = app.fresh(() => new FakeKucoinMargin());
      return exchange;
    }
    const kucoinAccount = (name: string, accountType: 'crossMargin' | 'isolatedMargin') =>
      createAccount(app.t, app.ana, name, {
        exchangeId: kucoinId,
        accountType,
        credentials: { apiKey: KUCOIN_KEY, secret: KUCOIN_SECRET, passphrase: KUCOIN_PASSPHRASE },
      });
    const kucoinIds = (list: { symbol: string; tradeId: number | string }[]) =>
      list.map((f) => `kucoin:${f.symbol}:${f.tradeId}`);

    it('cross margin: reads each market’s cross-margin fills (MARGIN_TRADE), not the spot or isolated ones, and a second sync adds nothing', async () => {
      freshExchange();
      const id = await kucoinAccount('KuCoin margen cruzado', 'crossMargin');
      const now = Date.now();
      // 150 BTC-USDT margin fills an hour apart within one week: more than a page (100).
      const busy = exchange.addMarginFills('MARGIN_TRADE', 'BTC-USDT', 150, {
        from: now - 13 * DAY,
        stepMs: HOUR,
      });
      const eth = exchange.addMarginFills('MARGIN_TRADE', 'ETH-USDT', 3, {
        from: now - 40 * DAY,
        stepMs: 10 * DAY,
        price: '3000',
        size: '0.5',
      });
      // The isolated BTC-USDT pair's fills and the spot account's: other wallets.
      exchange.addMarginFills('MARGIN_ISOLATED_TRADE', 'BTC-USDT', 2, {
        from: now - 2 * DAY,
        stepMs: HOUR,
      });
      exchange.spot.addFills('BTC-USDT', 4, { from: now - 3 * DAY, stepMs: HOUR });

      // ccxt asks KuCoin's margin fills market by market: BTC/USDT, ETH/USDT, BTC/USDC.
      await sync.syncDone(id, {
        state: 'done',
        marketsDone: 3,
        marketsTotal: 3,
        tradesImported: 153,
        lastRunTrades: 153,
      });
      const rows = await sync.trades(id);
      expect(rows.map((r) => r.external_id).sort()).toEqual(
        [...kucoinIds(busy), ...kucoinIds(eth)].sort(),
      );
      expectHalfEthSold(rows.find((r) => r.external_id === kucoinIds(eth)[1]));
      expectBtcFillsOf001(rows);

      // Every request is the cross-margin history of one market, within a week.
      const asked = exchange.marginAsked();
      expect(asked.length).toBeGreaterThan(0);
      for (const a of asked) {
        expect(a.get('tradeType')).toBe('MARGIN_TRADE');
        expect(a.get('symbol')).toMatch(/^(BTC-USDT|ETH-USDT|BTC-USDC)$/);
        expect(Number(a.get('endAt')) - Number(a.get('startAt'))).toBeLessThanOrEqual(WEEK);
      }
      // The busy week took more than one request (a full page, then the rest of the week).
      const btcWeeks = new Map<string | null, number>();
      for (const a of asked.filter((a) => a.get('symbol') === 'BTC-USDT')) {
        btcWeeks.set(a.get('startAt'), (btcWeeks.get(a.get('startAt')) ?? 0) + 1);
      }
      expect(Math.max(...btcWeeks.values())).toBeGreaterThanOrEqual(2);
      // The spot account's fills are not asked for.
      expect(exchange.spot.requests.some((r) => r.url.pathname === '/api/v1/fills')).toBe(false);

      await sync.syncAgainAddsNothing(id, 153);
    });

    it('isolated margin: reads the isolated pairs’ fills (MARGIN_ISOLATED_TRADE)', async () => {
      freshExchange();
      const id = await kucoinAccount('KuCoin margen aislado', 'isolatedMargin');
      const now = Date.now();
      const isolated = exchange.addMarginFills('MARGIN_ISOLATED_TRADE', 'BTC-USDT', 2, {
        from: now - 2 * DAY,
        stepMs: HOUR,
      });
      exchange.addMarginFills('MARGIN_TRADE', 'BTC-USDT', 3, { from: now - DAY, stepMs: HOUR });

      await sync.syncDone(id, { state: 'done', tradesImported: 2 });
      expect((await sync.trades(id)).map((r) => r.external_id).sort()).toEqual(
        kucoinIds(isolated).sort(),
      );
      expect(
        exchange.marginAsked().every((a) => a.get('tradeType') === 'MARGIN_ISOLATED_TRADE'),
      ).toBe(true);
    });
  });
});
