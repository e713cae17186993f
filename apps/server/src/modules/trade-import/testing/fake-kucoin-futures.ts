/**
 * A fake of KuCoin's futures API (USDT perpetuals of a classic account) for the exchange sync's
 * tests, beside the spot one (fake-kucoin.ts), whose answers it gives to what ccxt asks of the
 * spot API while it connects.
 */
import { Decimal } from '@pulso/domain';
import type { FetchImplementation } from '../../market-data';
import { FakeFillsApi, type NewFill } from './fake-account-api';
import { DAY, FakeKucoin, fillsPage, json, objectId, refused } from './fake-kucoin';

/**
 * A USDT perpetual as KuCoin's futures API lists it (GET /api/v1/contracts/active), fields as in
 * ccxt's example: XBTUSDTM is 0.001 BTC a contract (`multiplier`), ETHUSDTM 0.01 ETH.
 */
const contract = (
  symbol: string,
  baseCurrency: string,
  multiplier: number,
  markPrice: number,
  tickSize: number,
) => ({
  symbol,
  rootSymbol: 'USDT',
  type: 'FFWCSX',
  firstOpenDate: 1_585_555_200_000,
  expireDate: null,
  settleDate: null,
  baseCurrency,
  quoteCurrency: 'USDT',
  settleCurrency: 'USDT',
  maxOrderQty: 1_000_000,
  maxPrice: 1_000_000,
  lotSize: 1,
  tickSize,
  indexPriceTickSize: 0.01,
  multiplier,
  initialMargin: 0.008,
  maintainMargin: 0.004,
  maxRiskLimit: 100_000,
  minRiskLimit: 100_000,
  riskStep: 50_000,
  makerFeeRate: 0.0002,
  takerFeeRate: 0.0006,
  takerFixFee: 0,
  makerFixFee: 0,
  settlementFee: null,
  isDeleverage: true,
  isQuanto: true,
  isInverse: false,
  markMethod: 'FairPrice',
  fairMethod: 'FundingRate',
  fundingBaseSymbol: `.${baseCurrency}INT8H`,
  fundingQuoteSymbol: '.USDTINT8H',
  fundingRateSymbol: `.${symbol}FPI8H`,
  indexSymbol: `.K${baseCurrency}USDT`,
  settlementSymbol: '',
  status: 'Open',
  fundingFeeRate: 0.0001,
  predictedFundingFeeRate: 0.0001,
  openInterest: '8724443',
  turnoverOf24h: 341_156_641.03,
  volumeOf24h: 74_833.54,
  markPrice,
  indexPrice: markPrice,
  lastTradePrice: markPrice,
  nextFundingRateTime: 25_481_884,
  maxLeverage: 125,
});

/** KuCoin's USDT perpetuals in the fake: BTC (XBT, 0.001 a contract) and ETH (0.01). */
export const KUCOIN_CONTRACTS = [
  contract('XBTUSDTM', 'XBT', 0.001, 50_000, 0.1),
  contract('ETHUSDTM', 'ETH', 0.01, 3_000, 0.05),
];

/**
 * A fill of the futures account as KuCoin's futures GET /api/v1/fills lists it (its `items`):
 * `size` in contracts, `value` in the settle coin.
 */
export interface KucoinFuturesFill {
  symbol: string;
  tradeId: string;
  orderId: string;
  side: 'buy' | 'sell';
  liquidity: 'taker' | 'maker';
  forceTaker: boolean;
  price: string;
  size: number;
  value: string;
  feeRate: string;
  fixFee: string;
  feeCurrency: string;
  stop: string;
  tradeTime: number;
  fee: string;
  settleCurrency: string;
  orderType: 'limit' | 'market';
  tradeType: 'trade';
  createdAt: number;
}

/** A funding settlement as KuCoin's GET /api/v1/funding-history lists it (its `dataList`). */
export interface KucoinFunding {
  id: number;
  symbol: string;
  timePoint: number;
  fundingRate: number;
  markPrice: number;
  positionQty: number;
  positionCost: number;
  /** Positive when received, negative when paid. */
  funding: number;
  settleCurrency: string;
}

/** An open position as KuCoin's GET /api/v1/positions lists it (`currentQty` in contracts). */
export interface KucoinPosition {
  symbol: string;
  /** Contracts, negative for a short. */
  currentQty: number;
  avgEntryPrice: number;
  markPrice: number;
}

/**
 * The most funding-history requests one fake answers: far more than any story needs (90 days of
 * weekly windows for a few contracts), so a sync that asks without end fails instead of spinning.
 */
const FUNDING_REQUESTS = 500;

/** Paths of the futures API answered without keys. */
const FUTURES_PUBLIC = new Set(['/api/v1/contracts/active', '/api/v1/timestamp']);

/**
 * KuCoin for a classic account's futures (USDT perpetuals): the spot API's answers ccxt asks
 * while it connects (margin symbols, HF and UTA modes; from a FakeKucoin), and the futures API
 * (api-futures.kucoin.com): the contracts, the USDT account's overview, the fills (GET
 * /api/v1/fills: newest first, `currentPage`/`pageSize` up to 1000, `startAt`/`endAt` within a
 * week, a day when only one is given), funding settlements (GET /api/v1/funding-history: a symbol's, newest first unless
 * `reverse=false`, `maxCount` of them) and positions (GET /api/v1/positions).
 */
export class FakeKucoinFutures extends FakeFillsApi<KucoinFuturesFill> {
  /** The USDT futures account (GET /api/v1/account-overview). */
  equity = '1000';
  /** Funding settlements, oldest first. */
  readonly fundings: KucoinFunding[] = [];
  positions: KucoinPosition[] = [];
  private readonly spot = new FakeKucoin();
  private nextFunding = 239_471_298_749_817;
  /** Funding-history requests answered so far (see FUNDING_REQUESTS). */
  private fundingAnswered = 0;

  constructor() {
    super({ path: '/api/v1/fills', start: 'startAt', end: 'endAt' });
  }

  protected newFill({ symbol, n, at, side, price, size }: NewFill): KucoinFuturesFill {
    const listed = KUCOIN_CONTRACTS.find((c) => c.symbol === symbol);
    if (!listed) throw new Error(`fake kucoin futures: no contract ${symbol}`);
    const value = new Decimal(price).times(size).times(listed.multiplier);
    return {
      symbol,
      tradeId: objectId('5ce24c1f', n),
      orderId: objectId('5ce24c16', n),
      side,
      liquidity: 'taker',
      forceTaker: true,
      price,
      size: Number(size),
      value: value.toFixed(),
      feeRate: '0.0006',
      fixFee: '0',
      feeCurrency: 'USDT',
      stop: '',
      tradeTime: at * 1_000_000,
      fee: value.times('0.0006').toFixed(),
      settleCurrency: 'USDT',
      orderType: 'market',
      tradeType: 'trade',
      createdAt: at,
    };
  }

  protected executedAt(fill: KucoinFuturesFill): number {
    return fill.createdAt;
  }

  /**
   * `count` settlements of `symbol`'s position of `contracts` (negative: short), 8 hours apart
   * from `from`, at `rate` on the mark price: a long pays a positive rate, a short receives it.
   */
  addFunding(
    symbol: string,
    count: number,
    options: { from: number; contracts: number; rate: string; markPrice?: string },
  ): KucoinFunding[] {
    const listed = KUCOIN_CONTRACTS.find((c) => c.symbol === symbol);
    if (!listed) throw new Error(`fake kucoin futures: no contract ${symbol}`);
    const mark = new Decimal(options.markPrice ?? String(listed.markPrice));
    const cost = mark.times(options.contracts).times(listed.multiplier);
    const added: KucoinFunding[] = [];
    for (let i = 0; i < count; i++) {
      const entry = {
        id: this.nextFunding++,
        symbol,
        timePoint: options.from + i * 8 * 3_600_000,
        fundingRate: Number(options.rate),
        markPrice: mark.toNumber(),
        positionQty: options.contracts,
        positionCost: cost.toNumber(),
        funding: cost.times(options.rate).neg().toNumber(),
        settleCurrency: 'USDT',
      };
      this.fundings.push(entry);
      added.push(entry);
    }
    this.fundings.sort((a, b) => a.timePoint - b.timePoint);
    return added;
  }

  /** The funding-history requests, each with its whole query. */
  fundingAsked(): URLSearchParams[] {
    return this.requests
      .filter((r) => r.url.pathname === '/api/v1/funding-history')
      .map((r) => r.url.searchParams);
  }

  readonly fetch: FetchImplementation = async (url, init) => {
    const { url: u, method } = this.record(url, init);
    if (u.hostname !== 'api-futures.kucoin.com') {
      this.spot.acceptedKey = this.acceptedKey;
      return this.spot.fetch(url, init);
    }
    if (u.pathname === '/api/v1/contracts/active') {
      return json({ code: '200000', data: KUCOIN_CONTRACTS });
    }
    if (u.pathname === '/api/v1/timestamp') return json({ code: '200000', data: Date.now() });
    if (!FUTURES_PUBLIC.has(u.pathname)) {
      const refusal = refused(init, this.acceptedKey);
      if (refusal) return refusal;
    }
    switch (u.pathname) {
      case '/api/v1/account-overview':
        if ((u.searchParams.get('currency') ?? 'XBT') !== 'USDT') {
          return json({ code: '200000', data: this.overview('0', u.searchParams.get('currency')) });
        }
        return json({ code: '200000', data: this.overview(this.equity, 'USDT') });
      case '/api/v1/fills':
        return this.fills(u);
      case '/api/v1/funding-history':
        return this.funding(u);
      case '/api/v1/positions':
        return json({ code: '200000', data: this.positions.map((p) => this.position(p)) });
    }
    return json({ code: '404000', msg: `fake kucoin futures: no ${method} ${u.pathname}` }, 404);
  };

  private overview(equity: string, currency: string | null) {
    const amount = Number(equity);
    return {
      accountEquity: amount,
      unrealisedPNL: 0,
      marginBalance: amount,
      positionMargin: 0,
      orderMargin: 0,
      frozenFunds: 0,
      availableBalance: amount,
      currency: currency ?? 'XBT',
    };
  }

  /** A position in KuCoin's shape (its values from the contracts, the mark and the entry). */
  private position(p: KucoinPosition) {
    const listed = KUCOIN_CONTRACTS.find((c) => c.symbol === p.symbol)!;
    const cost = new Decimal(p.avgEntryPrice).times(p.currentQty).times(listed.multiplier);
    const mark = new Decimal(p.markPrice).times(p.currentQty).times(listed.multiplier);
    const now = Date.now();
    return {
      id: objectId('615ba79f', this.positions.indexOf(p) + 1),
      symbol: p.symbol,
      autoDeposit: false,
      maintMarginReq: 0.005,
      riskLimit: 1_000_000,
      realLeverage: 5,
      crossMode: false,
      delevPercentage: 0.5,
      openingTimestamp: now - 86_400_000,
      currentTimestamp: now,
      currentQty: p.currentQty,
      currentCost: cost.toNumber(),
      currentComm: 0,
      unrealisedCost: cost.toNumber(),
      realisedGrossCost: 0,
      realisedCost: 0,
      isOpen: true,
      markPrice: p.markPrice,
      markValue: mark.toNumber(),
      posCost: cost.toNumber(),
      posCross: 0,
      posInit: cost.abs().div(5).toNumber(),
      posComm: 0,
      posLoss: 0,
      posMargin: cost.abs().div(5).toNumber(),
      posMaint: cost.abs().times('0.005').toNumber(),
      maintMargin: cost.abs().div(5).toNumber(),
      realisedGrossPnl: 0,
      realisedPnl: 0,
      unrealisedPnl: mark.minus(cost).toNumber(),
      unrealisedPnlPcnt: 0,
      unrealisedRoePcnt: 0,
      avgEntryPrice: p.avgEntryPrice,
      liquidationPrice: 0,
      bankruptPrice: 0,
      settleCurrency: 'USDT',
      isInverse: false,
    };
  }

  /**
   * Futures GET /api/v1/fills: the fills (of `symbol`, or of every contract) from startAt to endAt
   * (a week at most; a day from startAt when endAt is not given), newest first, page
   * `currentPage` of `pageSize` (50 by default, 1000 at most).
   */
  private fills(u: URL): Response {
    if (this.spendsRateLimit()) return json({ code: '429000', msg: 'Too Many Requests' }, 429);
    const q = (name: string) => u.searchParams.get(name);
    const symbol = q('symbol');
    this.throughOutage(symbol);
    // Unlike the spot fills, a missing end (or start) is a day from the other, and none the
    // last day.
    return fillsPage(u, this.fillsOf(symbol), { minPageSize: 1, maxPageSize: 1000, openSpan: DAY });
  }

  /**
   * GET /api/v1/funding-history: `symbol`'s settlements (it is required) from startAt to endAt
   * (now when not given), newest first (`reverse`, true by default), after the entry `offset`
   * names, `maxCount` of them (10 by default), and whether there are more.
   */
  private funding(u: URL): Response {
    if (this.spendsRateLimit()) return json({ code: '429000', msg: 'Too Many Requests' }, 429);
    if (++this.fundingAnswered > FUNDING_REQUESTS) {
      // Not KuCoin's: a sync asking the same page over and over is stopped, not left spinning.
      return json(
        { code: '400100', msg: `fake kucoin futures: over ${FUNDING_REQUESTS} funding requests` },
        400,
      );
    }
    const q = (name: string) => u.searchParams.get(name);
    const symbol = q('symbol');
    if (!symbol) return json({ code: '400100', msg: 'symbol is required' }, 400);
    const start = q('startAt') === null ? 0 : Number(q('startAt'));
    const end = q('endAt') === null ? Date.now() : Number(q('endAt'));
    const newestFirst = q('reverse') !== 'false';
    const maxCount = Number(q('maxCount') ?? 10);
    const offset = q('offset') === null ? undefined : Number(q('offset'));
    const found = this.fundings
      .filter((f) => f.symbol === symbol && f.timePoint >= start && f.timePoint <= end)
      .sort((a, b) => (newestFirst ? b.timePoint - a.timePoint : a.timePoint - b.timePoint))
      .filter((f) => offset === undefined || (newestFirst ? f.id < offset : f.id > offset));
    return json({
      code: '200000',
      data: { dataList: found.slice(0, maxCount), hasMore: found.length > maxCount },
    });
  }
}
