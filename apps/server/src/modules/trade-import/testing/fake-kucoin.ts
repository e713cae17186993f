/**
 * A fake KuCoin REST API (classic spot account) for the exchange sync's tests (ccxt's
 * fetchImplementation): what ccxt asks while it connects with keys and loads the spot markets
 * (symbols, margin symbols, tickers, the account's HF and UTA modes), the trade account's
 * balances, and the account's fills (GET /api/v1/fills) paged as KuCoin pages them: newest
 * first, `currentPage`/`pageSize` (50 by default, 500 at most), `startAt`/`endAt` within seven
 * days. Shapes are KuCoin's wire format as its docs and ccxt's comments give them.
 */
import { Decimal } from '@pulso/domain';
import type { FetchImplementation } from '../../market-data';
import { FakeExchange, LISTINGS } from '../../market-data/testing';
import { FakeFillsApi, type NewFill } from './fake-account-api';

export const KUCOIN_KEY = 'kucoin-key-6a1f3c';
export const KUCOIN_SECRET = 'kucoin-secret-9b2e7d';
export const KUCOIN_PASSPHRASE = 'kucoin-pass-4c8a0f';

export const DAY = 86_400_000;
/** The longest span one request for fills may cover. */
const WEEK = 7 * DAY;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fill of the account as KuCoin's GET /api/v1/fills lists it (its `items`). */
export interface KucoinFill {
  symbol: string;
  tradeId: string;
  orderId: string;
  counterOrderId: string;
  side: 'buy' | 'sell';
  liquidity: 'taker' | 'maker';
  forceTaker: boolean;
  price: string;
  size: string;
  funds: string;
  fee: string;
  feeRate: string;
  feeCurrency: string;
  stop: string;
  tradeType: 'TRADE';
  type: 'limit' | 'market';
  createdAt: number;
}

/** A trade-account balance as GET /api/v1/accounts answers it. */
export interface KucoinAccount {
  id: string;
  currency: string;
  type: 'main' | 'trade';
  balance: string;
  available: string;
  holds: string;
}

/** KuCoin's 24-hex ids (ObjectId-like), unique per `n`. */
export const objectId = (prefix: string, n: number) =>
  `${prefix}${n.toString(16).padStart(16, '0')}`;

/** Paths answered without keys. */
const PUBLIC = new Set(['/api/v2/symbols', '/api/v1/market/allTickers']);

/** KuCoin's spot API for a classic account: listings, the trade account's balances, its fills. */
export class FakeKucoin extends FakeFillsApi<KucoinFill> {
  /** The trade account's balances. */
  accounts: KucoinAccount[] = [
    {
      id: '5bd6e9286d99522a52e458de',
      currency: 'USDT',
      type: 'trade',
      balance: '1000',
      available: '1000',
      holds: '0',
    },
    {
      id: '5bd6e9216d99522a52e458d6',
      currency: 'BTC',
      type: 'trade',
      balance: '0.5',
      available: '0.5',
      holds: '0',
    },
  ];
  private readonly listings = new FakeExchange('kucoin', () => []);

  constructor() {
    super({ path: '/api/v1/fills', start: 'startAt', end: 'endAt' });
  }

  protected newFill({ symbol, n, at, side, price, size }: NewFill): KucoinFill {
    const funds = new Decimal(price).times(size);
    return {
      symbol,
      tradeId: objectId('5c35c027', n),
      orderId: objectId('5c35c028', n),
      counterOrderId: objectId('5c1ab460', n),
      side,
      liquidity: 'taker',
      forceTaker: true,
      price,
      size,
      funds: funds.toFixed(),
      fee: funds.times('0.001').toFixed(),
      feeRate: '0.001',
      feeCurrency: symbol.split('-')[1] ?? 'USDT',
      stop: '',
      tradeType: 'TRADE',
      type: 'limit',
      createdAt: at,
    };
  }

  protected executedAt(fill: KucoinFill): number {
    return fill.createdAt;
  }

  readonly fetch: FetchImplementation = async (url, init) => {
    const { url: u, method } = this.record(url, init);
    if (u.pathname === '/api/v2/symbols') return this.listings.fetch(url, init);
    if (u.pathname === '/api/v1/market/allTickers') return this.tickers();
    if (!PUBLIC.has(u.pathname)) {
      const refusal = refused(init, this.acceptedKey);
      if (refusal) return refusal;
    }
    switch (u.pathname) {
      case '/api/v3/margin/symbols':
        // The cross-margin symbols: the listing's entries (which carry minFunds).
        return json({
          code: '200000',
          data: { timestamp: Date.now(), items: LISTINGS.kucoin.data },
        });
      case '/api/v1/isolated/symbols':
        return json({
          code: '200000',
          data: LISTINGS.kucoin.data.map((m) => ({
            symbol: m.symbol,
            symbolName: m.name,
            baseCurrency: m.baseCurrency,
            quoteCurrency: m.quoteCurrency,
            maxLeverage: 10,
            flDebtRatio: '0.97',
            tradeEnable: true,
            autoRenewMaxDebtRatio: '0.96',
            baseBorrowEnable: true,
            quoteBorrowEnable: true,
            baseTransferInEnable: true,
            quoteTransferInEnable: true,
            baseBorrowCoefficient: '1',
            quoteBorrowCoefficient: '1',
          })),
        });
      case '/api/v1/hf/accounts/opened':
        // A classic account: its fills are /api/v1/fills, not the HF ones.
        return json({ code: '200000', data: false });
      case '/api/ua/v1/account/mode':
        return json({
          code: '200000',
          data: { selfAccountMode: 'CLASSIC', unifiedSubAccount: [], classicSubAccount: [] },
        });
      case '/api/v1/accounts': {
        const type = u.searchParams.get('type');
        const currency = u.searchParams.get('currency');
        return json({
          code: '200000',
          data: this.accounts.filter(
            (a) =>
              (type === null || a.type === type) && (currency === null || a.currency === currency),
          ),
        });
      }
      case '/api/v1/fills':
        return this.fills(u);
    }
    return json({ code: '404000', msg: `fake kucoin: no ${method} ${u.pathname}` }, 404);
  };

  private tickers(): Response {
    return json({
      code: '200000',
      data: {
        time: Date.now(),
        ticker: LISTINGS.kucoin.data.map((m) => ({
          symbol: m.symbol,
          symbolName: m.name,
          buy: '50000',
          sell: '50000.1',
          changeRate: '0.001',
          changePrice: '50',
          high: '51000',
          low: '49000',
          vol: '1000',
          volValue: '50000000',
          last: '50000',
          averagePrice: '50000',
          takerFeeRate: '0.001',
          makerFeeRate: '0.001',
          takerCoefficient: '1',
          makerCoefficient: '1',
        })),
      },
    });
  }

  /**
   * GET /api/v1/fills: the symbol's fills from startAt to endAt (a week at most; a week from
   * startAt when endAt is not given), newest first, page `currentPage` of `pageSize`.
   */
  private fills(u: URL): Response {
    // KuCoin's refusal for the rate: HTTP 429, code 429000.
    if (this.spendsRateLimit()) return json({ code: '429000', msg: 'Too Many Requests' }, 429);
    const q = (name: string) => u.searchParams.get(name);
    const symbol = q('symbol');
    this.throughOutage(symbol);
    return fillsPage(u, this.fillsOf(symbol), {
      minPageSize: 10,
      maxPageSize: 500,
      openSpan: WEEK,
    });
  }
}

/**
 * KuCoin's refusal of a private request (spot and futures alike) without its auth headers, or
 * with a key other than `acceptedKey` (when there is one); none when it may go on.
 */
export function refused(
  init: Parameters<FetchImplementation>[1],
  acceptedKey: string | undefined,
): Response | undefined {
  const headers = new Headers(init.headers);
  const key = headers.get('KC-API-KEY');
  if (!key || !headers.get('KC-API-PASSPHRASE') || !headers.get('KC-API-SIGN')) {
    // KuCoin's code for a missing auth header (the wording is this fake's).
    return json(
      {
        code: '400001',
        msg: 'Please check the header of your request for KC-API-KEY, KC-API-SIGN, KC-API-TIMESTAMP, KC-API-PASSPHRASE',
      },
      401,
    );
  }
  if (acceptedKey && key !== acceptedKey) {
    return json({ code: '400003', msg: 'KC-API-KEY not exists' }, 401);
  }
  return undefined;
}

/**
 * A page of KuCoin's GET /api/v1/fills, spot and futures alike: of `fills`, those from startAt to
 * endAt (a week at most; `openSpan` from the one given when the other is not, the last day when
 * neither is), newest first, page `currentPage` of `pageSize` (50 by default, between
 * `minPageSize` and `maxPageSize`).
 */
export function fillsPage<Fill extends { createdAt: number; tradeId: string }>(
  u: URL,
  fills: Fill[],
  limits: { minPageSize: number; maxPageSize: number; openSpan: number },
): Response {
  const q = (name: string) => u.searchParams.get(name);
  const pageSize = Math.max(Number(q('pageSize') ?? 50), limits.minPageSize);
  if (pageSize > limits.maxPageSize) {
    return json(
      { code: '400100', msg: `pageSize should not greater than ${limits.maxPageSize}` },
      400,
    );
  }
  const currentPage = Math.max(Number(q('currentPage') ?? 1), 1);
  const now = Date.now();
  let start = q('startAt') === null ? undefined : Number(q('startAt'));
  let end = q('endAt') === null ? undefined : Number(q('endAt'));
  if (start === undefined && end === undefined) {
    end = now;
    start = now - DAY;
  } else if (end === undefined) {
    end = start! + limits.openSpan;
  } else if (start === undefined) {
    start = end - limits.openSpan;
  }
  if (end! - start! > WEEK) {
    // KuCoin refuses a span over a week (the code is its parameter error; the wording is ours).
    return json({ code: '400100', msg: 'The time range cannot exceed 7 days' }, 400);
  }
  const found = fills
    .filter((f) => f.createdAt >= start! && f.createdAt <= end!)
    .sort((a, b) => b.createdAt - a.createdAt || (a.tradeId < b.tradeId ? 1 : -1));
  return json({
    code: '200000',
    data: {
      currentPage,
      pageSize,
      totalNum: found.length,
      totalPage: Math.ceil(found.length / pageSize),
      items: found.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    },
  });
}
