/**
 * A fake Bitget REST API (classic spot account) for the exchange sync's tests (ccxt's
 * fetchImplementation): what ccxt asks while it connects with keys (the UTA probe, which a
 * classic account refuses with 40084) and loads the spot markets, the spot account's assets, and
 * the account's fills (GET /api/v2/spot/trade/fills) as Bitget answers them: newest first,
 * `limit` (100 at most), `idLessThan` for older pages, startTime/endTime at most 90 days apart,
 * and nothing older than 90 days. Shapes are Bitget's wire format as its docs and ccxt's
 * comments give them.
 */
import { Decimal } from '@pulso/domain';
import type { FetchImplementation } from '../../market-data';
import { FakeExchange } from '../../market-data/testing';
import { FakeFillsApi, type NewFill } from './fake-account-api';

export const BITGET_KEY = 'bg_3f9a61c2d7e84b05';
export const BITGET_SECRET = 'bitget-secret-7e1d5a';
export const BITGET_PASSPHRASE = 'bitget-pass-2b6f90';

export const DAY = 86_400_000;
/** How far back Bitget keeps an account's spot fills, and the widest window one request may ask. */
const KEPT = 90 * DAY;

/** A fill of the account as Bitget's GET /api/v2/spot/trade/fills lists it. */
export interface BitgetFill {
  userId: string;
  symbol: string;
  orderId: string;
  tradeId: string;
  orderType: 'market' | 'limit';
  side: 'buy' | 'sell';
  priceAvg: string;
  size: string;
  amount: string;
  feeDetail: {
    deduction: 'yes' | 'no';
    feeCoin: string;
    totalDeductionFee: string;
    totalFee: string;
  };
  tradeScope: 'taker' | 'maker';
  cTime: string;
  uTime: string;
}

/** A spot asset as GET /api/v2/spot/account/assets answers it. */
export interface BitgetAsset {
  coin: string;
  available: string;
  limitAvailable: string;
  frozen: string;
  locked: string;
  uTime: string;
}

/** Paths answered without keys. */
const PUBLIC = new Set([
  '/api/v2/spot/public/symbols',
  '/api/v2/margin/currencies',
  '/api/v2/public/time',
]);

/** Bitget's spot API for a classic account: listings, the spot account's assets, its fills. */
export class FakeBitget extends FakeFillsApi<BitgetFill> {
  /** The spot account's assets. */
  assets: BitgetAsset[] = [
    {
      coin: 'USDT',
      available: '1000.00000000',
      limitAvailable: '0',
      frozen: '0.00000000',
      locked: '0.00000000',
      uTime: '1699937566000',
    },
    {
      coin: 'BTC',
      available: '0.50000000',
      limitAvailable: '0',
      frozen: '0.00000000',
      locked: '0.00000000',
      uTime: '1699937566000',
    },
  ];
  private readonly listings = new FakeExchange('bitget', () => []);

  constructor() {
    super({ path: '/api/v2/spot/trade/fills', start: 'startTime', end: 'endTime' });
  }

  protected newFill({ symbol, n, at, side, price, size }: NewFill): BitgetFill {
    const amount = new Decimal(price).times(size);
    return {
      userId: '7264631751',
      symbol,
      // Bitget's ids grow with time (snowflakes): the millisecond, then a sequence.
      orderId: `${at - 7}${String(n).padStart(6, '0')}`,
      tradeId: `${at}${String(n).padStart(6, '0')}`,
      orderType: 'market',
      side,
      priceAvg: price,
      size,
      amount: amount.toFixed(),
      feeDetail: {
        deduction: 'no',
        feeCoin: symbol.endsWith('USDC') ? 'USDC' : 'USDT',
        totalDeductionFee: '',
        totalFee: amount.times('-0.001').toFixed(),
      },
      tradeScope: 'taker',
      cTime: String(at),
      uTime: String(at + 50),
    };
  }

  protected executedAt(fill: BitgetFill): number {
    return Number(fill.cTime);
  }

  readonly fetch: FetchImplementation = async (url, init) => {
    const { url: u, method } = this.record(url, init);
    if (u.pathname === '/api/v2/public/time') {
      const now = Date.now();
      return envelope({ serverTime: String(now) });
    }
    if (PUBLIC.has(u.pathname)) return this.listings.fetch(url, init);
    const refusal = refused(init, this.acceptedKey);
    if (refusal) return refusal;
    switch (u.pathname) {
      case '/api/v3/account/settings':
        return classicAccount();
      case '/api/v2/spot/account/assets':
        return envelope(this.assets);
      case '/api/v2/spot/trade/fills':
        return this.fills(u);
    }
    return error('40404', `fake bitget: no ${method} ${u.pathname}`, 404);
  };

  /**
   * GET /api/v2/spot/trade/fills: the symbol's fills from startTime to endTime (90 days apart at
   * most) kept in the last 90 days, older than `idLessThan`, newest first, `limit` of them.
   */
  private fills(u: URL): Response {
    // Bitget's refusal for the rate: HTTP 429, code 429.
    if (this.spendsRateLimit()) return error('429', 'Too Many Requests', 429);
    const q = (name: string) => u.searchParams.get(name);
    const symbol = q('symbol');
    this.throughOutage(symbol);
    const found = newestFills(q, this.fillsOf(symbol), {
      start: (now) => now - KEPT,
      window: KEPT,
      kept: KEPT,
    });
    return found instanceof Response ? found : envelope(found);
  }
}

/**
 * Bitget's fills paging, spot and futures alike: of `fills`, those from startTime (`span.start`
 * when not given) to endTime (now when not given), refused when the start is after the end or
 * the span is over `span.window`, kept (executed within `span.kept` of now), older than
 * `idLessThan`, newest first, `limit` of them (100 at most and by default).
 */
export function newestFills<Fill extends { cTime: string; tradeId: string }>(
  q: (name: string) => string | null,
  fills: Fill[],
  span: { start: (now: number, end: number) => number; window: number; kept: number },
): Fill[] | Response {
  const now = Date.now();
  const limit = Math.min(Number(q('limit') ?? 100), 100);
  const end = q('endTime') === null ? now : Number(q('endTime'));
  const start = q('startTime') === null ? span.start(now, end) : Number(q('startTime'));
  if (start > end) return error('20001', 'startTime should be less than endTime', 400);
  if (end - start > span.window) {
    return error('00001', 'startTime and endTime interval cannot be greater than 90 days', 400);
  }
  const before = q('idLessThan') === null ? undefined : BigInt(q('idLessThan')!);
  return fills
    .filter((f) => {
      const at = Number(f.cTime);
      return at >= Math.max(start, now - span.kept) && at <= end;
    })
    .filter((f) => before === undefined || BigInt(f.tradeId) < before)
    .sort((a, b) => (BigInt(b.tradeId) > BigInt(a.tradeId) ? 1 : -1))
    .slice(0, limit);
}

/** Bitget's refusal of a request without the account's keys (or with a key it does not know). */
export function refused(
  init: { headers?: Record<string, string> },
  acceptedKey: string | undefined,
): Response | undefined {
  const headers = new Headers(init.headers);
  const key = headers.get('ACCESS-KEY');
  if (!key) return error('40001', 'ACCESS_KEY cannot be empty', 400);
  if (!headers.get('ACCESS-PASSPHRASE')) {
    return error('40011', 'ACCESS_PASSPHRASE cannot be empty', 400);
  }
  if (!headers.get('ACCESS-SIGN')) return error('40003', 'Signature cannot be empty', 400);
  if (acceptedKey && key !== acceptedKey) return error('40037', 'Apikey does not exist', 400);
  return undefined;
}

/** ccxt's probe for a unified trading account (GET /api/v3/account/settings): a classic one. */
export function classicAccount(): Response {
  return error(
    '40084',
    'You are in Classic Account mode, and the Unified Account API is not supported at this time',
    400,
  );
}

export function envelope(data: unknown): Response {
  return new Response(
    JSON.stringify({ code: '00000', msg: 'success', requestTime: Date.now(), data }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

export function error(code: string, msg: string, status: number): Response {
  return new Response(JSON.stringify({ code, msg, requestTime: Date.now(), data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
