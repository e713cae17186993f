/** A fake Binance spot REST API for the live gateway's tests (ccxt's fetchImplementation). */
import { Decimal } from '@pulso/domain';
import type { FetchImplementation } from '../market-data';
import { LISTINGS } from '../market-data/testing';

export const API_KEY = 'live-api-key-XYZ123';
export const API_SECRET = 'live-api-secret-ABC789';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Binance's spot REST API as ccxt sees it: listings, the account's balances, market orders. */
export class FakeBinance {
  readonly requests: { method: string; url: URL }[] = [];
  /** The exchange's refusal of the next orders, as Binance words it. */
  refuseOrders: { code: number; msg: string } | undefined;
  /** Executes the next order but loses the answer (the connection drops). */
  dropNextAnswer = false;
  /** Order look-ups get no answer (the exchange is unreachable for them). */
  lookupsFail = false;
  readonly orders = new Map<string, unknown>();
  /** The LOT_SIZE the exchange lists (by default the listings' own). */
  lot: { minQty: string; stepSize: string } | undefined;

  readonly fetch: FetchImplementation = async (url, init) => {
    const u = new URL(url);
    const method = init.method ?? 'GET';
    this.requests.push({ method, url: u });
    if (u.pathname === '/api/v3/exchangeInfo') {
      const lot = this.lot;
      if (!lot) return json(LISTINGS.binance);
      return json({
        ...LISTINGS.binance,
        symbols: LISTINGS.binance.symbols.map((m) => ({
          ...m,
          filters: m.filters.map((f) => (f.filterType === 'LOT_SIZE' ? { ...f, ...lot } : f)),
        })),
      });
    }
    if (u.pathname.startsWith('/sapi/v1/margin/')) return json([]);
    if (u.pathname === '/api/v3/account') {
      return json({
        makerCommission: 10,
        takerCommission: 10,
        canTrade: true,
        accountType: 'SPOT',
        updateTime: Date.now(),
        balances: [
          { asset: 'USDT', free: '1000.00000000', locked: '0.00000000' },
          { asset: 'BTC', free: '0.50000000', locked: '0.00000000' },
        ],
      });
    }
    if (u.pathname === '/api/v3/order' && method === 'GET') {
      if (this.lookupsFail) throw new TypeError('fetch failed');
      const order = this.orders.get(u.searchParams.get('origClientOrderId') ?? '');
      return order ? json(order) : json({ code: -2013, msg: 'Order does not exist.' }, 400);
    }
    if (u.pathname === '/api/v3/order' && method === 'POST') {
      if (this.refuseOrders) return json(this.refuseOrders, 400);
      const params = new URLSearchParams(typeof init.body === 'string' ? init.body : u.search);
      const qty = params.get('quantity') ?? '0';
      const price = '50100.00';
      const order = {
        symbol: params.get('symbol'),
        orderId: 987654,
        orderListId: -1,
        clientOrderId: params.get('newClientOrderId'),
        transactTime: 1_772_445_600_000,
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
}
