/**
 * A fake Binance REST API (spot, and USDⓈ-M futures' listings, trades, funding and wallet) for
 * the live gateway's and the exchange sync's tests (ccxt's fetchImplementation).
 */
import { Decimal } from '@pulso/domain';
import type { FetchImplementation } from '../ccxt-client';
import { LISTINGS } from './listings';

export const API_KEY = 'live-api-key-XYZ123';
export const API_SECRET = 'live-api-secret-ABC789';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fill of the account as Binance's GET /api/v3/myTrades answers it. */
export interface BinanceTrade {
  symbol: string;
  id: number;
  orderId: number;
  orderListId: number;
  price: string;
  qty: string;
  quoteQty: string;
  commission: string;
  commissionAsset: string;
  time: number;
  isBuyer: boolean;
  isMaker: boolean;
  isBestMatch: boolean;
}

/** A spot order as Binance's GET /api/v3/order answers it. */
export interface BinanceOrder {
  symbol: string | null;
  orderId: number;
  orderListId: number;
  clientOrderId: string | null;
  transactTime: number;
  updateTime: number;
  price: string;
  stopPrice?: string;
  origQty: string;
  executedQty: string;
  cummulativeQuoteQty: string;
  status: 'NEW' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELED';
  timeInForce: string;
  type: string;
  side: string | null;
  fills?: unknown[];
}

/** Order types that rest on the book until their stop price trades. */
const RESTING = ['STOP_LOSS', 'TAKE_PROFIT', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT_LIMIT'];

/** A funding payment as Binance's GET /fapi/v1/income answers it. */
export interface BinanceIncome {
  symbol: string;
  incomeType: 'FUNDING_FEE';
  income: string;
  asset: string;
  info: 'FUNDING_FEE';
  time: number;
  tranId: number;
  tradeId: '';
}

/**
 * Binance's spot REST API as ccxt sees it: listings, the account's balances, market orders, and
 * the account's trade history (myTrades, paged as Binance pages it).
 */
export class FakeBinance {
  /** Every request, as sent (`body`: a POST's form, where Binance takes an order's fields). */
  readonly requests: { method: string; url: URL; body?: string | undefined }[] = [];
  /** The exchange's refusal of the next orders, as Binance words it. */
  refuseOrders: { code: number; msg: string } | undefined;
  /** Executes the next order but loses the answer (the connection drops). */
  dropNextAnswer = false;
  /** Order look-ups get no answer (the exchange is unreachable for them). */
  lookupsFail = false;
  /** The account's orders by client order id (market orders fill at once; stops rest). */
  readonly orders = new Map<string, BinanceOrder>();
  /**
   * Spot markets list STOP_LOSS and TAKE_PROFIT (market stops) among their order types, as
   * Binance does: ccxt then places native stops. Off, they list only the limit variants (the
   * listings' own), and Pulso watches the stops itself.
   */
  nativeStops = false;
  /** The exchange's refusal of the next resting (stop, take-profit) orders only. */
  refuseResting: { code: number; msg: string } | undefined;
  /** The next this many order requests (/api/v3/order, any method) are refused for their rate. */
  rateLimitOrders = 0;
  private nextOrderId = 1_000_001;
  /** Spot markets listed beside the listings' own (base, quote), shaped as their first. */
  readonly morePairs: [string, string][] = [];
  /** The LOT_SIZE the exchange lists (by default the listings' own). */
  lot: { minQty: string; stepSize: string } | undefined;
  /** The account's balances (GET /api/v3/account). */
  balances = [
    { asset: 'USDT', free: '1000.00000000', locked: '0.00000000' },
    { asset: 'BTC', free: '0.50000000', locked: '0.00000000' },
  ];
  /** The account's fills per symbol (BTCUSDT …), oldest first. */
  readonly myTrades = new Map<string, BinanceTrade[]>();
  /** The margin account's fills per pair (GET /sapi/v1/margin/myTrades), oldest first. */
  readonly marginTrades = new Map<string, BinanceTrade[]>();
  /** The futures account's fills per perpetual (GET /fapi/v1/userTrades), oldest first. */
  readonly futuresTrades = new Map<string, BinanceTrade[]>();
  /** The futures account's funding payments (GET /fapi/v1/income), oldest first. */
  readonly funding: BinanceIncome[] = [];
  /** The futures account's open positions (GET /fapi/v3/positionRisk; a short's amount < 0). */
  futuresPositions: {
    symbol: string;
    positionAmt: string;
    entryPrice: string;
    markPrice: string;
  }[] = [];
  /** The positions endpoint gets no answer (the rest of the API does). */
  positionsDown = false;
  /** The balance endpoints (spot and futures account) get no answer. */
  accountDown = false;
  /** The futures wallet (GET /fapi/v3/account). */
  futuresBalances = [
    { asset: 'USDT', balance: '1000.00000000', availableBalance: '1000.00000000' },
  ];
  /** Each perpetual's leverage and margin type, as POST /fapi/v1/leverage and marginType set them. */
  readonly futuresLeverage = new Map<string, number>();
  readonly futuresMarginType = new Map<string, 'CROSSED' | 'ISOLATED'>();
  /** The highest leverage the futures account may set (a higher one is refused, -4028). */
  maxLeverage = 125;
  /** The futures orders taken (POST /fapi/v1/order), as sent. */
  readonly futuresOrders: URLSearchParams[] = [];
  /** The next this many history requests are refused for their rate (HTTP 429, code -1003). */
  rateLimited = 0;
  /** After this many history pages of the symbol, the exchange stops answering (network down). */
  outage: { symbol: string; afterPages: number } | undefined;
  /** The key the exchange accepts (another is refused as Binance refuses it). */
  acceptedKey: string | undefined;
  /** The words of that refusal, given the key sent (a proxy or exchange quoting the request). */
  refusalMessage: (key: string) => string = () => 'Invalid API-key, IP, or permissions for action.';

  /** `count` fills of `symbol`, one every `stepMs` from `from`, alternating buy and sell. */
  addTrades(
    symbol: string,
    count: number,
    options: { from: number; stepMs: number; price?: string; qty?: string; firstId?: number },
    market: 'spot' | 'margin' | 'futures' = 'spot',
  ): BinanceTrade[] {
    const book = { spot: this.myTrades, margin: this.marginTrades, futures: this.futuresTrades }[
      market
    ];
    const list = book.get(symbol) ?? [];
    const firstId = options.firstId ?? list.length + 1;
    const price = options.price ?? '50000.00';
    const qty = options.qty ?? '0.01000000';
    for (let i = 0; i < count; i++) {
      const quoteQty = new Decimal(price).times(qty);
      list.push({
        symbol,
        id: firstId + i,
        orderId: 5_000_000 + firstId + i,
        orderListId: -1,
        price,
        qty,
        quoteQty: quoteQty.toString(),
        commission: quoteQty.times('0.001').toString(),
        commissionAsset: symbol.endsWith('USDC') ? 'USDC' : 'USDT',
        time: options.from + i * options.stepMs,
        isBuyer: i % 2 === 0,
        isMaker: false,
        isBestMatch: true,
      });
    }
    list.sort((a, b) => a.time - b.time || a.id - b.id);
    book.set(symbol, list);
    return list;
  }

  /** A funding payment of `symbol` every 8 h from `from`, `count` of them, each `income`. */
  addFunding(
    symbol: string,
    count: number,
    options: { from: number; income: string; asset?: string },
  ): BinanceIncome[] {
    for (let i = 0; i < count; i++) {
      this.funding.push({
        symbol,
        incomeType: 'FUNDING_FEE',
        income: options.income,
        asset: options.asset ?? 'USDT',
        info: 'FUNDING_FEE',
        time: options.from + i * 8 * 3_600_000,
        tranId: 9_000_000 + this.funding.length,
        tradeId: '',
      });
    }
    this.funding.sort((a, b) => a.time - b.time);
    return this.funding;
  }

  readonly fetch: FetchImplementation = async (url, init) => {
    const u = new URL(url);
    const method = init.method ?? 'GET';
    this.requests.push({
      method,
      url: u,
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    if (u.pathname === '/api/v3/exchangeInfo') {
      const lot = this.lot;
      const [model] = LISTINGS.binance.symbols;
      const listed = [
        ...LISTINGS.binance.symbols,
        ...this.morePairs.map(([base, quote]) => ({
          ...model!,
          symbol: `${base}${quote}`,
          baseAsset: base,
          quoteAsset: quote,
        })),
      ];
      const symbols = this.nativeStops
        ? listed.map((m) => ({ ...m, orderTypes: [...m.orderTypes, 'STOP_LOSS', 'TAKE_PROFIT'] }))
        : listed;
      return json({
        ...LISTINGS.binance,
        symbols: lot
          ? symbols.map((m) => ({
              ...m,
              filters: m.filters.map((f) => (f.filterType === 'LOT_SIZE' ? { ...f, ...lot } : f)),
            }))
          : symbols,
      });
    }
    if (u.pathname === '/fapi/v1/exchangeInfo') return json(LISTINGS.binanceFutures);
    if (u.pathname === '/sapi/v1/margin/myTrades') return this.history(u, this.marginTrades);
    if (u.pathname.startsWith('/sapi/v1/margin/')) return json([]);
    const key = new Headers(init.headers).get('X-MBX-APIKEY');
    if (this.acceptedKey && key !== null && key !== this.acceptedKey) {
      return json({ code: -2015, msg: this.refusalMessage(key) }, 401);
    }
    if (this.accountDown && /^\/(api\/v3|fapi\/v[23])\/account$/.test(u.pathname)) {
      throw new TypeError('fetch failed');
    }
    if (u.pathname === '/api/v3/account') {
      return json({
        makerCommission: 10,
        takerCommission: 10,
        canTrade: true,
        accountType: 'SPOT',
        updateTime: Date.now(),
        balances: this.balances,
      });
    }
    if (u.pathname === '/api/v3/myTrades') return this.history(u, this.myTrades);
    if (u.pathname === '/fapi/v1/userTrades') return this.history(u, this.futuresTrades);
    if (u.pathname === '/fapi/v1/income') return this.income(u);
    if (u.pathname === '/fapi/v1/leverageBracket') {
      return json(
        LISTINGS.binanceFutures.symbols.map((m) => ({
          symbol: m.symbol,
          notionalCoef: 1,
          brackets: [
            {
              bracket: 1,
              initialLeverage: 125,
              notionalCap: 50_000,
              notionalFloor: 0,
              maintMarginRatio: 0.004,
              cum: 0,
            },
          ],
        })),
      );
    }
    if (u.pathname === '/fapi/v3/positionRisk') {
      if (this.positionsDown) throw new TypeError('fetch failed');
      return json(
        this.futuresPositions.map((p) => {
          const amount = new Decimal(p.positionAmt);
          const notional = amount.times(p.markPrice);
          return {
            symbol: p.symbol,
            positionSide: 'BOTH',
            positionAmt: p.positionAmt,
            entryPrice: p.entryPrice,
            breakEvenPrice: p.entryPrice,
            markPrice: p.markPrice,
            unRealizedProfit: amount.times(new Decimal(p.markPrice).minus(p.entryPrice)).toFixed(8),
            liquidationPrice: '0',
            isolatedMargin: '0',
            notional: notional.toFixed(8),
            marginAsset: 'USDT',
            isolatedWallet: '0',
            initialMargin: notional.abs().div(20).toFixed(8),
            maintMargin: notional.abs().times('0.004').toFixed(8),
            positionInitialMargin: notional.abs().div(20).toFixed(8),
            openOrderInitialMargin: '0',
            adl: 1,
            bidNotional: '0',
            askNotional: '0',
            updateTime: Date.now(),
          };
        }),
      );
    }
    if (/^\/fapi\/v[23]\/account$/.test(u.pathname)) {
      const total = this.futuresBalances.reduce((sum, b) => sum.plus(b.balance), new Decimal(0));
      return json({
        totalWalletBalance: total.toFixed(8),
        totalUnrealizedProfit: '0.00000000',
        availableBalance: total.toFixed(8),
        assets: this.futuresBalances.map((b) => ({
          asset: b.asset,
          walletBalance: b.balance,
          unrealizedProfit: '0.00000000',
          marginBalance: b.balance,
          crossWalletBalance: b.balance,
          crossUnPnl: '0.00000000',
          availableBalance: b.availableBalance,
          maxWithdrawAmount: b.availableBalance,
          updateTime: Date.now(),
        })),
        positions: [],
      });
    }
    if (u.pathname.startsWith('/fapi/v1/') && method === 'POST') return this.futuresPost(u, init);
    if (u.pathname === '/api/v3/order' && this.rateLimitOrders > 0) {
      this.rateLimitOrders--;
      return json({ code: -1003, msg: 'Too many requests; current limit is 6000 weight.' }, 429);
    }
    if (u.pathname === '/api/v3/order' && method === 'GET') {
      if (this.lookupsFail) throw new TypeError('fetch failed');
      const order = this.find(u.searchParams);
      return order ? json(order) : json({ code: -2013, msg: 'Order does not exist.' }, 400);
    }
    if (u.pathname === '/api/v3/order' && method === 'DELETE') {
      const order = this.find(u.searchParams);
      if (!order || order.status === 'FILLED' || order.status === 'CANCELED') {
        return json({ code: -2011, msg: 'Unknown order sent.' }, 400);
      }
      order.status = 'CANCELED';
      order.updateTime = Date.now();
      return json(order);
    }
    if (u.pathname === '/api/v3/order' && method === 'POST') {
      if (this.refuseOrders) return json(this.refuseOrders, 400);
      const params = new URLSearchParams(typeof init.body === 'string' ? init.body : u.search);
      const qty = params.get('quantity') ?? '0';
      const type = params.get('type') ?? 'MARKET';
      if (RESTING.includes(type)) {
        if (this.refuseResting) return json(this.refuseResting, 400);
        const resting: BinanceOrder = {
          symbol: params.get('symbol'),
          orderId: this.nextOrderId++,
          orderListId: -1,
          clientOrderId: params.get('newClientOrderId'),
          transactTime: Date.now(),
          updateTime: Date.now(),
          price: params.get('price') ?? '0.00000000',
          stopPrice: params.get('stopPrice') ?? '0.00000000',
          origQty: qty,
          executedQty: '0.00000000',
          cummulativeQuoteQty: '0.00000000',
          status: 'NEW',
          timeInForce: params.get('timeInForce') ?? 'GTC',
          type,
          side: params.get('side'),
        };
        this.orders.set(params.get('newClientOrderId') ?? '', resting);
        return json(resting);
      }
      const price = '50100.00';
      const order: BinanceOrder = {
        symbol: params.get('symbol'),
        orderId: 987654,
        orderListId: -1,
        clientOrderId: params.get('newClientOrderId'),
        transactTime: 1_772_445_600_000,
        updateTime: 1_772_445_600_000,
        price: '0.00000000',
        origQty: qty,
        executedQty: qty,
        cummulativeQuoteQty: new Decimal(qty).times(price).toString(),
        status: 'FILLED',
        timeInForce: 'GTC',
        type: 'MARKET',
        side: params.get('side'),
        fills: [
          {
            price,
            qty,
            commission: new Decimal(qty).times(price).times('0.001').toString(),
            commissionAsset: 'USDT',
            tradeId: 1,
          },
        ],
      };
      this.orders.set(params.get('newClientOrderId') ?? '', order);
      if (this.dropNextAnswer) {
        this.dropNextAnswer = false;
        throw new TypeError('fetch failed');
      }
      return json(order);
    }
    return json({ code: -1, msg: `fake binance: no ${method} ${u.pathname}` }, 404);
  };

  /** The futures account's settings and market orders (USDⓈ-M), as Binance answers them. */
  private futuresPost(u: URL, init: Parameters<FetchImplementation>[1]): Response {
    const params = new URLSearchParams(typeof init.body === 'string' ? init.body : u.search);
    const symbol = params.get('symbol') ?? '';
    if (u.pathname === '/fapi/v1/marginType') {
      const type = params.get('marginType') === 'ISOLATED' ? 'ISOLATED' : 'CROSSED';
      if ((this.futuresMarginType.get(symbol) ?? 'CROSSED') === type) {
        return json({ code: -4046, msg: 'No need to change margin type.' }, 400);
      }
      this.futuresMarginType.set(symbol, type);
      return json({ code: 200, msg: 'success' });
    }
    if (u.pathname === '/fapi/v1/leverage') {
      const leverage = Number(params.get('leverage'));
      if (!(leverage >= 1 && leverage <= this.maxLeverage)) {
        return json({ code: -4028, msg: `Leverage ${leverage} is not valid` }, 400);
      }
      this.futuresLeverage.set(symbol, leverage);
      return json({ leverage, maxNotionalValue: '1000000', symbol });
    }
    if (u.pathname === '/fapi/v1/order') {
      if (this.refuseOrders) return json(this.refuseOrders, 400);
      this.futuresOrders.push(params);
      const qty = params.get('quantity') ?? '0';
      const price = '50100.00';
      return json({
        orderId: this.nextOrderId++,
        symbol,
        status: 'FILLED',
        clientOrderId: params.get('newClientOrderId'),
        price: '0',
        avgPrice: price,
        origQty: qty,
        executedQty: qty,
        cumQuote: new Decimal(qty).times(price).toFixed(8),
        timeInForce: 'GTC',
        type: 'MARKET',
        reduceOnly: params.get('reduceOnly') === 'true',
        closePosition: false,
        side: params.get('side'),
        positionSide: 'BOTH',
        stopPrice: '0',
        workingType: 'CONTRACT_PRICE',
        priceProtect: false,
        origType: 'MARKET',
        updateTime: 1_772_445_600_000,
      });
    }
    return json({ code: -1, msg: `fake binance: no POST ${u.pathname}` }, 404);
  }

  /** An order by `orderId` or `origClientOrderId`, as GET and DELETE /api/v3/order find it. */
  private find(q: URLSearchParams): BinanceOrder | undefined {
    const byId = q.get('orderId');
    if (byId === null) return this.orders.get(q.get('origClientOrderId') ?? '');
    return [...this.orders.values()].find((o) => String(o.orderId) === byId);
  }

  /**
   * The market trades through a resting order's stop: it fills at `price` (`qty` of it for a
   * partial fill, the rest still resting). Answers the order.
   */
  fillOrder(orderId: string | number, price: string, qty?: string): BinanceOrder {
    const order = [...this.orders.values()].find((o) => String(o.orderId) === String(orderId));
    if (!order) throw new Error(`fake binance: no order ${orderId}`);
    const filled = new Decimal(qty ?? order.origQty);
    order.executedQty = filled.toFixed(8);
    order.cummulativeQuoteQty = filled.times(price).toFixed(8);
    order.status = filled.gte(order.origQty) ? 'FILLED' : 'PARTIALLY_FILLED';
    order.updateTime = Date.now();
    return order;
  }

  /** GET /fapi/v1/income (FUNDING_FEE): from startTime to endTime, oldest first. */
  private income(u: URL): Response {
    const q = (name: string) => u.searchParams.get(name);
    const limit = Math.min(Number(q('limit') ?? 100), 1000);
    const start = q('startTime') === null ? -Infinity : Number(q('startTime'));
    const end = q('endTime') === null ? Infinity : Number(q('endTime'));
    const symbol = q('symbol');
    const found = this.funding.filter(
      (f) => (symbol === null || f.symbol === symbol) && f.time >= start && f.time <= end,
    );
    return json(found.slice(0, limit));
  }

  /**
   * GET /api/v3/myTrades, /sapi/v1/margin/myTrades and /fapi/v1/userTrades: from startTime (or fromId), oldest first,
   * `limit` (≤ 1000) at most.
   */
  private history(u: URL, book: ReadonlyMap<string, BinanceTrade[]>): Response {
    if (this.rateLimited > 0) {
      this.rateLimited--;
      return json({ code: -1003, msg: 'Too many requests; current limit is 6000 weight.' }, 429);
    }
    const q = (name: string) => u.searchParams.get(name);
    const symbol = q('symbol') ?? '';
    if (this.outage?.symbol === symbol) {
      if (this.outage.afterPages <= 0) throw new TypeError('fetch failed');
      this.outage.afterPages--;
    }
    const limit = Math.min(Number(q('limit') ?? 500), 1000);
    const start = q('startTime') === null ? -Infinity : Number(q('startTime'));
    const end = q('endTime') === null ? Infinity : Number(q('endTime'));
    const fromId = q('fromId') === null ? -Infinity : Number(q('fromId'));
    const trades = (book.get(symbol) ?? []).filter(
      (t) => t.time >= start && t.time <= end && t.id >= fromId,
    );
    return json(trades.slice(0, limit));
  }
}
