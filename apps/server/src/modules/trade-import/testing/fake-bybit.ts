/**
 * A fake Bybit v5 REST API for the exchange sync's tests (ccxt's fetchImplementation): the
 * public listings (spot, USDT and USDC linear perpetuals), what ccxt's bybit asks with keys
 * (the key's info and the account's, to know it is a unified trading account), the wallet
 * balance, and the account's executions (GET /v5/execution/list: trades and funding) paged as
 * Bybit pages them — newest first, at most `limit` (1–100, default 50) a page with a
 * `nextPageCursor`, within a startTime–endTime window of at most 7 days. Bodies are Bybit's wire
 * format (ccxt's bybit.js examples, Bybit's v5 docs); refusals are Bybit's retCodes.
 *
 * Spot margin: a unified account borrows for spot orders placed with `isLeverage=1` (Bybit's
 * "Spot Margin", account-wide and cross only — its Isolated Margin mode trades spot without
 * margin). Their fills are spot executions: /v5/execution/list answers them in
 * `category=spot`, in the same shape as any spot fill (its response has no `isLeverage`; only
 * the order, or the websocket's execution message, says an order borrowed). GET
 * /v5/spot-margin-trade/state tells whether spot margin is on.
 */
import { Decimal } from '@pulso/domain';
import type { FetchImplementation } from '../../market-data';
import { LISTINGS } from '../../market-data/testing';
import { FakeAccountApi } from './fake-account-api';

export const BYBIT_API_KEY = 'bybit-api-key-QWE456';
export const BYBIT_API_SECRET = 'bybit-api-secret-RTY012';

const DAY = 86_400_000;
/** The longest startTime–endTime window /v5/execution/list answers. */
export const BYBIT_WINDOW_MS = 7 * DAY;

type Category = 'spot' | 'linear';

/** One execution of the account as GET /v5/execution/list answers it (unified account). */
export interface BybitExecution {
  symbol: string;
  orderType: string;
  underlyingPrice: string;
  orderLinkId: string;
  orderId: string;
  stopOrderType: string;
  execTime: string;
  feeCurrency: string;
  createType: string;
  feeRate: string;
  tradeIv: string;
  blockTradeId: string;
  markPrice: string;
  execPrice: string;
  markIv: string;
  orderQty: string;
  orderPrice: string;
  execValue: string;
  closedSize: string;
  execType: 'Trade' | 'Funding';
  seq: number;
  side: 'Buy' | 'Sell';
  indexPrice: string;
  leavesQty: string;
  isMaker: boolean;
  execFee: string;
  execId: string;
  marketUnit: string;
  execQty: string;
}

/** A Bybit answer: retCode 0 and the result, or a refusal with its retCode and retMsg. */
const answer = (result: unknown, retCode = 0, retMsg = 'OK', status = 200) =>
  new Response(JSON.stringify({ retCode, retMsg, result, retExtInfo: {}, time: Date.now() }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** USDT perpetuals of the spot listings' USDT pairs, and Bybit's USDC-settled BTC perpetual. */
const LINEAR = [
  { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT', settleCoin: 'USDT' },
  { symbol: 'ETHUSDT', baseCoin: 'ETH', quoteCoin: 'USDT', settleCoin: 'USDT' },
  { symbol: 'BTCPERP', baseCoin: 'BTC', quoteCoin: 'USDC', settleCoin: 'USDC' },
].map((m) => ({
  ...m,
  contractType: 'LinearPerpetual',
  status: 'Trading',
  launchTime: '1585526400000',
  deliveryTime: '0',
  deliveryFeeRate: '',
  priceScale: '2',
  leverageFilter: { minLeverage: '1', maxLeverage: '100.00', leverageStep: '0.01' },
  priceFilter: { minPrice: '0.10', maxPrice: '1999999.80', tickSize: '0.10' },
  lotSizeFilter: {
    maxOrderQty: '1190.000',
    minOrderQty: '0.001',
    qtyStep: '0.001',
    postOnlyMaxOrderQty: '1190.000',
    maxMktOrderQty: '119.000',
    minNotionalValue: '5',
  },
  unifiedMarginTrade: true,
  fundingInterval: 480,
  copyTrading: 'both',
  upperFundingRate: '0.00375',
  lowerFundingRate: '-0.00375',
  isPreListing: false,
  preListingInfo: null,
}));

/**
 * Bybit's v5 REST API as ccxt's bybit sees it for a unified trading account: listings,
 * balances, and the account's executions.
 */
export class FakeBybit extends FakeAccountApi {
  /** The account's executions (trades and funding) per category, in no particular order. */
  readonly executions: Record<Category, BybitExecution[]> = { spot: [], linear: [] };
  /** The unified wallet's coins (GET /v5/account/wallet-balance). */
  wallet: { coin: string; walletBalance: string; locked: string }[] = [
    { coin: 'USDT', walletBalance: '1000', locked: '0' },
    { coin: 'BTC', walletBalance: '0.5', locked: '0' },
  ];
  /** Spot markets listed beside the listings' own (base, quote), shaped as their first. */
  readonly morePairs: [string, string][] = [];
  /** The open perpetual positions (GET /v5/position/list; one-way mode). */
  positions: { symbol: string; side: 'Buy' | 'Sell'; size: string; avgPrice: string }[] = [];
  /** The key the exchange accepts (another is refused with retCode 10003). */
  override acceptedKey: string | undefined = BYBIT_API_KEY;
  /**
   * The unified account's margin mode (GET /v5/account/info `marginMode`): REGULAR_MARGIN is
   * Bybit's cross margin (with spot margin), ISOLATED_MARGIN trades spot without margin.
   */
  marginMode: 'REGULAR_MARGIN' | 'ISOLATED_MARGIN' | 'PORTFOLIO_MARGIN' = 'REGULAR_MARGIN';
  /** Whether spot margin is on (GET /v5/spot-margin-trade/state `spotMarginMode` '1'). */
  spotMargin = true;
  /** The ids of the spot orders placed with `isLeverage=1` (borrowing): their fills are spot ones. */
  readonly leveragedOrders = new Set<string>();
  private seq = 40_000_000_000;

  /**
   * `count` trades of `symbol`, one every `stepMs` from `from`, alternating buy and sell (each
   * its own order), with the fee Bybit charges: 0.1 % spot (in the coin received), 0.055 %
   * taker on perpetuals (in the settle coin). `leveraged`: spot orders placed on spot margin
   * (`isLeverage=1`), which Bybit answers as any spot execution.
   */
  addTrades(
    category: Category,
    symbol: string,
    count: number,
    options: { from: number; stepMs: number; price?: string; qty?: string; leveraged?: boolean },
  ): BybitExecution[] {
    if (options.leveraged && category !== 'spot') {
      throw new Error('fake bybit: only spot orders borrow (isLeverage=1)');
    }
    const price = options.price ?? '50000';
    const qty = options.qty ?? '0.01';
    const added: BybitExecution[] = [];
    for (let i = 0; i < count; i++) {
      const seq = ++this.seq;
      const side = i % 2 === 0 ? 'Buy' : 'Sell';
      const value = new Decimal(price).times(qty);
      const spot = category === 'spot';
      const rate = spot ? '0.001' : '0.00055';
      const quote = spot ? this.spotQuote(symbol) : this.settle(symbol);
      const base = symbol.replace(/(USDT|USDC|PERP)$/, '');
      // Spot fees are charged in what the trade brings in: the coin bought, the quote sold for.
      const fee = spot && side === 'Buy' ? new Decimal(qty).times(rate) : value.times(rate);
      const execution: BybitExecution = {
        symbol,
        orderType: 'Market',
        underlyingPrice: '',
        orderLinkId: '',
        orderId: `${1_800_000_000_000_000_000n + BigInt(seq)}`,
        stopOrderType: spot ? '' : 'UNKNOWN',
        execTime: String(options.from + i * options.stepMs),
        feeCurrency: spot ? (side === 'Buy' ? base : quote) : '',
        createType: spot ? '' : 'CreateByUser',
        feeRate: rate,
        tradeIv: '',
        blockTradeId: '',
        markPrice: spot ? '' : price,
        execPrice: price,
        markIv: '',
        orderQty: qty,
        orderPrice: price,
        execValue: value.toString(),
        closedSize: spot ? '' : '0',
        execType: 'Trade',
        seq,
        side,
        indexPrice: '',
        leavesQty: '0',
        isMaker: false,
        execFee: fee.toString(),
        execId: spot
          ? `22100000${seq}`
          : `${seq.toString(16).padStart(8, '0')}-50f6-58f3-bd9c-89b2088663ff`,
        marketUnit: '',
        execQty: qty,
      };
      this.executions[category].push(execution);
      if (options.leveraged) this.leveragedOrders.add(execution.orderId);
      added.push(execution);
    }
    return added;
  }

  /**
   * A funding settlement of the perpetual every 8 h from `from`, `count` of them, on a long
   * position of `qty` at `price`: Bybit's execFee is what the holder pays (a fee), so a
   * positive `rate` makes the long pay `qty · price · rate`, a negative one makes it receive.
   */
  addFunding(
    symbol: string,
    count: number,
    options: { from: number; rate: string; qty?: string; price?: string },
  ): BybitExecution[] {
    const qty = options.qty ?? '0.01';
    const price = options.price ?? '50000';
    const added: BybitExecution[] = [];
    for (let i = 0; i < count; i++) {
      const seq = ++this.seq;
      const at = options.from + i * 8 * 3_600_000;
      const value = new Decimal(qty).times(price);
      const execution: BybitExecution = {
        symbol,
        orderType: 'UNKNOWN',
        underlyingPrice: '',
        orderLinkId: '',
        orderId: `${at / 1000}-${symbol}-76024047-Buy`,
        stopOrderType: 'UNKNOWN',
        execTime: String(at),
        feeCurrency: '',
        createType: '',
        feeRate: options.rate,
        tradeIv: '',
        blockTradeId: '',
        markPrice: price,
        execPrice: price,
        markIv: '',
        orderQty: '0',
        orderPrice: '0',
        execValue: value.toString(),
        closedSize: '0',
        execType: 'Funding',
        seq,
        side: 'Buy',
        indexPrice: '',
        leavesQty: '0',
        isMaker: false,
        execFee: value.times(options.rate).toString(),
        execId: `${seq.toString(16).padStart(8, '0')}-1dbf-4bab-a9b2-af80a14efc5d`,
        marketUnit: '',
        execQty: qty,
      };
      this.executions.linear.push(execution);
      added.push(execution);
    }
    return added;
  }

  /** The execution requests ccxt made (trades, or funding), with their query. */
  executionRequests(execType: 'Trade' | 'Funding', symbol?: string) {
    return this.requests
      .filter(
        (r) =>
          r.url.pathname === '/v5/execution/list' &&
          r.url.searchParams.get('execType') === execType &&
          (symbol === undefined || r.url.searchParams.get('symbol') === symbol),
      )
      .map((r) => Object.fromEntries(r.url.searchParams) as Record<string, string | undefined>);
  }

  readonly fetch: FetchImplementation = async (url, init) => {
    const { url: u, method } = this.record(url, init);
    const q = (name: string) => u.searchParams.get(name);
    if (u.pathname === '/v5/market/time') {
      const now = Date.now();
      return answer({ timeSecond: String(Math.floor(now / 1000)), timeNano: `${now}000000` });
    }
    if (u.pathname === '/v5/market/instruments-info') {
      if (q('category') === 'spot') {
        const [model] = LISTINGS.bybit.result.list;
        const more = this.morePairs.map(([base, quote]) => ({
          ...model!,
          symbol: `${base}${quote}`,
          baseCoin: base,
          quoteCoin: quote,
        }));
        return answer({ category: 'spot', list: [...LISTINGS.bybit.result.list, ...more] });
      }
      if (q('category') === 'linear') {
        const status = q('status') ?? 'Trading';
        return answer({
          category: 'linear',
          list: LINEAR.filter((m) => m.status === status),
          nextPageCursor: '',
        });
      }
      return answer({}, 10001, 'Illegal category');
    }
    if (!u.pathname.startsWith('/v5/')) {
      return new Response('404 page not found', { status: 404 });
    }
    // Private: the key must come (the signature is not checked here), and be the account's.
    const headers = new Headers(init.headers);
    const key = headers.get('X-BAPI-API-KEY');
    if (!key || !headers.get('X-BAPI-SIGN')) {
      return answer({}, 10003, 'API key is invalid.', 401);
    }
    if (this.acceptedKey !== undefined && key !== this.acceptedKey) {
      return answer({}, 10003, 'API key is invalid.');
    }
    if (u.pathname === '/v5/user/query-api') {
      return answer({
        id: '13770661',
        note: 'pulso-read-only',
        apiKey: key,
        readOnly: 1,
        secret: '',
        permissions: {
          ContractTrade: ['Order', 'Position'],
          Spot: ['SpotTrade'],
          Wallet: ['AccountTransfer'],
          Options: [],
          Derivatives: [],
          CopyTrading: [],
          BlockTrade: [],
          Exchange: [],
          NFT: [],
        },
        ips: ['*'],
        type: 1,
        deadlineDay: 83,
        expiredAt: '2027-05-15T03:21:05Z',
        createdAt: '2026-02-16T02:24:40Z',
        unified: 0,
        uta: 1,
        userID: 24600000,
        inviterID: 0,
        vipLevel: 'No VIP',
        mktMakerLevel: '0',
        affiliateID: 0,
        rsaPublicKey: '',
        isMaster: true,
      });
    }
    if (u.pathname === '/v5/account/info') {
      return answer({
        marginMode: this.marginMode,
        updatedTime: '1697078946000',
        unifiedMarginStatus: 5,
        dcpStatus: 'OFF',
        timeWindow: 10,
        smpGroup: 0,
        isMasterTrader: false,
        spotHedgingStatus: 'OFF',
      });
    }
    if (u.pathname === '/v5/account/wallet-balance') {
      if (q('accountType') !== 'UNIFIED') {
        return answer({}, 10001, 'accountType only support UNIFIED.');
      }
      return answer({ list: [this.walletAccount()] });
    }
    if (u.pathname === '/v5/spot-margin-trade/state') {
      // Spot margin is cross only: off (and not to be turned on) in Isolated Margin mode.
      const on = this.spotMargin && this.marginMode !== 'ISOLATED_MARGIN';
      return answer({
        spotLeverage: on ? '10' : '',
        spotMarginMode: on ? '1' : '0',
        effectiveLeverage: on ? '1' : '',
      });
    }
    if (u.pathname === '/v5/execution/list') return this.executionList(u);
    if (u.pathname === '/v5/position/list') return this.positionList(u);
    return answer({}, 10001, `fake bybit: no ${method} ${u.pathname}`, 404);
  };

  /** A linear category's open positions of one settle coin, as Bybit lists them. */
  private positionList(u: URL): Response {
    const settle = u.searchParams.get('settleCoin');
    if (u.searchParams.get('category') !== 'linear' || !settle) {
      return answer(
        {},
        10001,
        'Missing some parameters that must be filled in, symbol or settleCoin',
      );
    }
    const list = this.positions
      .filter((p) => this.settle(p.symbol) === settle)
      .map((p, i) => {
        const value = new Decimal(p.size).times(p.avgPrice).toFixed();
        return {
          positionIdx: 0,
          riskId: 1,
          riskLimitValue: '2000000',
          symbol: p.symbol,
          side: p.side,
          size: p.size,
          avgPrice: p.avgPrice,
          positionValue: value,
          tradeMode: 0,
          positionStatus: 'Normal',
          autoAddMargin: 0,
          adlRankIndicator: 2,
          leverage: '10',
          positionBalance: new Decimal(value).div(10).toFixed(),
          markPrice: p.avgPrice,
          liqPrice: '',
          bustPrice: '',
          positionMM: '0',
          positionIM: new Decimal(value).div(10).toFixed(),
          tpslMode: 'Full',
          takeProfit: '0',
          stopLoss: '0',
          trailingStop: '0',
          unrealisedPnl: '0',
          curRealisedPnl: '0',
          cumRealisedPnl: '0',
          seq: 1000 + i,
          isReduceOnly: false,
          createdTime: String(Date.now() - 86_400_000),
          updatedTime: String(Date.now()),
        };
      });
    return answer({ category: 'linear', list, nextPageCursor: '' });
  }

  private walletAccount() {
    const price = (coin: string) => (coin === 'BTC' ? '50000' : coin === 'ETH' ? '3000' : '1');
    const coins = this.wallet.map((c) => ({
      availableToBorrow: '',
      bonus: '0',
      accruedInterest: '0',
      availableToWithdraw: '',
      totalOrderIM: '0',
      equity: c.walletBalance,
      totalPositionMM: '0',
      usdValue: new Decimal(c.walletBalance).times(price(c.coin)).toString(),
      spotHedgingQty: '0',
      unrealisedPnl: '0',
      collateralSwitch: true,
      borrowAmount: '0',
      totalPositionIM: '0',
      walletBalance: c.walletBalance,
      cumRealisedPnl: '0',
      locked: c.locked,
      marginCollateral: true,
      coin: c.coin,
    }));
    const total = coins.reduce((sum, c) => sum.plus(c.usdValue), new Decimal(0)).toString();
    return {
      totalEquity: total,
      accountIMRate: '0',
      totalMarginBalance: total,
      totalInitialMargin: '0',
      accountType: 'UNIFIED',
      totalAvailableBalance: total,
      accountMMRate: '0',
      totalPerpUPL: '0',
      totalWalletBalance: total,
      accountLTV: '0',
      totalMaintenanceMargin: '0',
      coin: coins,
    };
  }

  /**
   * GET /v5/execution/list: the category's executions of `execType` (all without it) in the
   * window — startTime and endTime at most 7 days apart; only one given, the other 7 days
   * away; neither, the last 7 days — newest first, `limit` a page, the next from `cursor`.
   */
  private executionList(u: URL): Response {
    const q = (name: string) => u.searchParams.get(name);
    // Bybit's refusal for the rate: retCode 10006.
    if (this.spendsRateLimit()) return answer({}, 10006, 'Too many visits!');
    const category = q('category');
    if (category !== 'spot' && category !== 'linear') {
      return answer({}, 10001, 'Illegal category');
    }
    const symbol = q('symbol');
    this.throughOutage(symbol);
    const limit = q('limit') === null ? 50 : Number(q('limit'));
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return answer({}, 10001, 'params error: limit must be between 1 and 100');
    }
    let start = q('startTime') === null ? undefined : Number(q('startTime'));
    let end = q('endTime') === null ? undefined : Number(q('endTime'));
    if (start === undefined && end === undefined) end = Date.now();
    if (start === undefined) start = end! - BYBIT_WINDOW_MS;
    if (end === undefined) end = start + BYBIT_WINDOW_MS;
    if (end < start) {
      return answer({}, 10001, 'params error: StartTime should be less than EndTime');
    }
    if (end - start > BYBIT_WINDOW_MS) {
      return answer(
        {},
        10001,
        'params error: The time range between startTime and endTime cannot exceed 7 days',
      );
    }
    const execType = q('execType');
    // The cursor names the last execution answered: the page after it, by (execTime, seq) desc.
    const cursor = q('cursor');
    let after: { time: number; seq: number } | undefined;
    if (cursor) {
      const match = /^(\d+):(\d+),\1:\2$/.exec(decodeURIComponent(cursor));
      if (!match) return answer({}, 10001, 'params error: cursor invalid');
      after = { time: Number(match[1]), seq: Number(match[2]) };
    }
    const found = this.executions[category]
      .filter(
        (e) =>
          (symbol === null || e.symbol === symbol) &&
          (execType === null || e.execType === execType) &&
          Number(e.execTime) >= start! &&
          Number(e.execTime) <= end!,
      )
      .sort((a, b) => Number(b.execTime) - Number(a.execTime) || b.seq - a.seq)
      .filter(
        (e) =>
          !after ||
          Number(e.execTime) < after.time ||
          (Number(e.execTime) === after.time && e.seq < after.seq),
      );
    const list = found.slice(0, limit);
    const last = list.at(-1);
    const nextPageCursor =
      found.length > limit && last
        ? encodeURIComponent(`${last.execTime}:${last.seq},${last.execTime}:${last.seq}`)
        : '';
    return answer({ nextPageCursor, category, list });
  }

  private spotQuote(symbol: string) {
    return symbol.endsWith('USDC') ? 'USDC' : 'USDT';
  }

  private settle(symbol: string) {
    return symbol.endsWith('PERP') ? 'USDC' : 'USDT';
  }
}
