/**
 * A stand-in for the four exchanges' public REST APIs, for tests (there is no network here):
 * ccxt's fetch is replaced by this transport, which answers the market listings and kline
 * endpoints in each exchange's own wire format — listing entries as the exchanges publish them,
 * kline rows with string prices, newest-first where the exchange sorts so — from a known series
 * of candles. So a test drives the real ccxt request building, parsing and error mapping.
 */
import type { Candle, ExchangeCode } from '@pulso/domain';
import type { FetchImplementation } from '../ccxt-client';
import { LISTINGS } from './listings';

export type CandleSeries = (symbol: string, intervalMs: number) => Candle[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** '1h', '1hour', '60' (bybit minutes), '1min', '1day', 'D', 'W' → ms. */
export function intervalMs(text: string): number {
  if (/^\d+$/.test(text)) return Number(text) * 60_000;
  if (text === 'D') return 86_400_000;
  if (text === 'W') return 604_800_000;
  const match = /^(\d+)(s|m|min|h|hour|d|day|w|week)$/.exec(text);
  if (!match) throw new Error(`fake exchange: unknown interval ${text}`);
  const unit = {
    s: 1e3,
    m: 6e4,
    min: 6e4,
    h: 36e5,
    hour: 36e5,
    d: 864e5,
    day: 864e5,
    w: 6048e5,
    week: 6048e5,
  };
  return Number(match[1]) * unit[match[2] as keyof typeof unit];
}

export class FakeExchange {
  /** Every URL ccxt asked for, in order. */
  readonly requests: URL[] = [];
  /** 'http': answers 503 (maintenance); 'network': the connection fails. */
  down: false | 'http' | 'network' = false;

  constructor(
    readonly code: ExchangeCode,
    private readonly series: CandleSeries,
  ) {}

  klineRequests(): URL[] {
    return this.requests.filter((u) => /kline|candles/.test(u.pathname));
  }

  readonly fetch: FetchImplementation = async (url) => {
    const u = new URL(url);
    this.requests.push(u);
    if (this.down === 'network') throw new TypeError('fetch failed');
    if (this.down === 'http') return new Response('Service Unavailable', { status: 503 });
    const q = (name: string) => u.searchParams.get(name) ?? '';
    switch (this.code) {
      case 'binance':
        if (u.pathname === '/api/v3/exchangeInfo') return json(LISTINGS.binance);
        return json(
          this.pick(
            q('symbol'),
            q('interval'),
            +q('startTime'),
            +q('endTime'),
            +q('limit'),
            'first',
          ).map(binanceRow),
        );
      case 'kucoin': {
        if (u.pathname === '/api/v2/symbols') return json(LISTINGS.kucoin);
        const rows = this.pick(
          q('symbol').replace('-', ''),
          q('type'),
          +q('startAt') * 1000,
          +q('endAt') * 1000 - 1,
          1500,
          'first',
        );
        return json({ code: '200000', data: rows.reverse().map(kucoinRow) });
      }
      case 'bybit': {
        if (u.pathname === '/v5/market/instruments-info') return json(LISTINGS.bybit);
        const rows = this.pick(
          q('symbol'),
          q('interval'),
          +q('start'),
          +q('end'),
          +q('limit'),
          'first',
        );
        const list = rows.reverse().map(bybitRow);
        return json({
          retCode: 0,
          retMsg: 'OK',
          result: { category: 'spot', symbol: q('symbol'), list },
          retExtInfo: {},
          time: Date.now(),
        });
      }
      case 'bitget': {
        if (u.pathname === '/api/v2/margin/currencies')
          return json({ code: '00000', msg: 'success', requestTime: Date.now(), data: [] });
        if (u.pathname === '/api/v2/spot/public/symbols') return json(LISTINGS.bitget);
        // Bitget fills its window from the end.
        const rows = this.pick(
          q('symbol'),
          q('granularity'),
          +q('startTime'),
          +q('endTime'),
          +q('limit'),
          'last',
        );
        return json({
          code: '00000',
          msg: 'success',
          requestTime: Date.now(),
          data: rows.map(bitgetRow),
        });
      }
    }
  };

  private pick(
    symbol: string,
    interval: string,
    from: number,
    to: number,
    limit: number,
    side: 'first' | 'last',
  ) {
    const rows = this.series(symbol, intervalMs(interval)).filter(
      (c) => c.openTime >= from && (!Number.isFinite(to) || to === 0 || c.openTime <= to),
    );
    return side === 'first' ? rows.slice(0, limit) : rows.slice(-limit);
  }
}

const s = (x: number) => String(x);
const binanceRow = (c: Candle) => [
  c.openTime,
  s(c.open),
  s(c.high),
  s(c.low),
  s(c.close),
  s(c.volume),
  c.openTime + 59_999,
  s(c.volume * c.close),
  120,
  '0',
  '0',
  '0',
];
const kucoinRow = (c: Candle) => [
  s(c.openTime / 1000),
  s(c.open),
  s(c.close),
  s(c.high),
  s(c.low),
  s(c.volume),
  s(c.volume * c.close),
];
const bybitRow = (c: Candle) => [
  s(c.openTime),
  s(c.open),
  s(c.high),
  s(c.low),
  s(c.close),
  s(c.volume),
  s(c.volume * c.close),
];
const bitgetRow = (c: Candle) => [
  s(c.openTime),
  s(c.open),
  s(c.high),
  s(c.low),
  s(c.close),
  s(c.volume),
  s(c.volume * c.close),
  s(c.volume * c.close),
];
