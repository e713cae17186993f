/**
 * Public OHLCV from binance, kucoin, bybit and bitget through ccxt: one ccxt instance per
 * exchange (so its rate limiter covers every caller in the process), spot markets only, pages
 * within each exchange's limit. ccxt is imported on first use: the simulated market never pays
 * for loading it.
 */
import {
  AppError,
  GROUPINGS,
  groupingIntervalMs,
  toCcxtSymbol,
  type Candle,
  type ExchangeCode,
  type Grouping,
} from '@pulso/domain';
import type ccxtLibrary from 'ccxt';
import type { Exchange } from 'ccxt';
import { exchangeMessage } from './exchange-errors';

/** The WHATWG fetch signature ccxt calls; tests pass one that replays recorded responses. */
export type FetchImplementation = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
) => Promise<Response>;

export interface CcxtClientOptions {
  fetchImplementation?: FetchImplementation;
  timeoutMs?: number;
  /** ccxt's own throttle, on by default; tests replaying responses turn it off. */
  enableRateLimit?: boolean;
  /** Overrides the exchange's page size (tests use small pages to show the pagination). */
  pageLimit?: number;
}

/** The exchange failed (network, maintenance, rate limit, bad answer): callers fall back to the cache. */
export class ExchangeUnavailable extends Error {
  override readonly name = 'ExchangeUnavailable';
}

/** Exchanges whose ccxt method takes `until`; kucoin derives its window from since and limit. */
const WINDOWED = new Set<ExchangeCode>(['binance', 'bybit', 'bitget']);

/** A long backfill is bounded: 60 pages is 12,000 bitget candles or 60,000 binance ones. */
const MAX_PAGES = 60;

export class CcxtClient {
  private readonly instances = new Map<ExchangeCode, Promise<Exchange>>();

  constructor(private readonly options: CcxtClientOptions = {}) {}

  /**
   * The grouping to fetch for `grouping`: itself when the exchange has it, else the coarsest
   * finer one that divides it (2m from 1m, 30s from 1s); undefined when none does.
   */
  async sourceGrouping(code: ExchangeCode, grouping: Grouping): Promise<Grouping | undefined> {
    const offered = await this.groupings(code);
    if (offered.includes(grouping)) return grouping;
    const interval = groupingIntervalMs(grouping);
    return offered
      .filter((g) => groupingIntervalMs(g) < interval && interval % groupingIntervalMs(g) === 0)
      .at(-1);
  }

  /** Our groupings the exchange serves natively. */
  async groupings(code: ExchangeCode): Promise<Grouping[]> {
    const exchange = await this.instance(code);
    return GROUPINGS.filter((g) => g in (exchange.timeframes ?? {}));
  }

  /** Candles with since ≤ openTime ≤ until, oldest first, paginated within the exchange's limit. */
  async fetchCandles(
    code: ExchangeCode,
    symbol: string,
    grouping: Grouping,
    since: number,
    until: number,
  ): Promise<Candle[]> {
    const exchange = await this.instance(code);
    const market = toCcxtSymbol(symbol);
    const limit = this.options.pageLimit ?? pageLimit(exchange);
    const step = groupingIntervalMs(grouping);
    const byTime = new Map<number, Candle>();
    let cursor = since;
    for (let page = 0; page < MAX_PAGES && cursor <= until; page++) {
      // A bounded window makes every exchange answer the candles right after the cursor.
      const params = WINDOWED.has(code) ? { until: cursor + limit * step - 1 } : {};
      const rows = await this.call(code, symbol, () =>
        exchange.fetchOHLCV(market, grouping, cursor, limit, params),
      );
      let newest = -Infinity;
      for (const [openTime, open, high, low, close, volume] of rows) {
        if (openTime === undefined || open === undefined || high === undefined) continue;
        if (low === undefined || close === undefined) continue;
        newest = Math.max(newest, openTime);
        if (openTime < since || openTime > until) continue;
        byTime.set(openTime, { openTime, open, high, low, close, volume: volume ?? 0 });
      }
      // An empty page is a window before the listing (kucoin, bybit answer by window): skip it.
      cursor = newest >= cursor ? newest + step : cursor + limit * step;
    }
    return [...byTime.values()].sort((a, b) => a.openTime - b.openTime);
  }

  private async call<T>(code: ExchangeCode, symbol: string, work: () => Promise<T>): Promise<T> {
    const ccxt = await loadCcxt();
    try {
      return await work();
    } catch (error) {
      if (error instanceof ccxt.BadSymbol) {
        throw new AppError('BAD_REQUEST', `${symbol} is not listed on ${code}`);
      }
      // Reduced to its class and code (exchange-errors.ts): it is logged.
      throw new ExchangeUnavailable(`${code}: ${exchangeMessage(error)}`);
    }
  }

  private instance(code: ExchangeCode): Promise<Exchange> {
    let pending = this.instances.get(code);
    if (!pending) {
      pending = this.create(code).catch((error: unknown) => {
        this.instances.delete(code); // let the next call try again
        throw error;
      });
      this.instances.set(code, pending);
    }
    return pending;
  }

  private async create(code: ExchangeCode): Promise<Exchange> {
    const ccxt = await loadCcxt();
    const exchange: Exchange = new ccxt[code]({
      enableRateLimit: this.options.enableRateLimit ?? true,
      timeout: this.options.timeoutMs ?? 10_000,
    });
    // Spot markets only, and no currency list: candles need neither futures nor coin metadata,
    // and both cost requests (some need API keys).
    const fetchMarkets = exchange.options['fetchMarkets'] as Record<string, unknown> | undefined;
    exchange.options['fetchMarkets'] = {
      ...fetchMarkets,
      types: ['spot'],
      fetchTickersFees: false,
    };
    exchange.has['fetchCurrencies'] = false;
    knowRateLimits(exchange, ccxt);
    if (this.options.fetchImplementation) {
      exchange.fetchImplementation = this.options.fetchImplementation;
    }
    await this.call(code, '', () => exchange.loadMarkets());
    return exchange;
  }
}

/** Rate-limit refusals per exchange that ccxt maps to no error class of its own. */
const RATE_LIMIT_CODES: Partial<Record<string, string[]>> = {
  // KuCoin: HTTP 429 with code 429000, and 200002 for the account's own limit.
  kucoin: ['429000', '200002'],
};

/**
 * Makes an exchange's rate-limit refusals ccxt's RateLimitExceeded (a NetworkError), which the
 * callers wait out, instead of a plain ExchangeError that ends the work.
 */
export function knowRateLimits(exchange: Exchange, ccxt: typeof ccxtLibrary): void {
  const codes = RATE_LIMIT_CODES[exchange.id];
  if (!codes) return;
  const exact = (exchange.exceptions['exact'] ?? {}) as Record<string, unknown>;
  exchange.exceptions['exact'] = {
    ...exact,
    ...Object.fromEntries(codes.map((code) => [code, ccxt.RateLimitExceeded])),
  };
}

function pageLimit(exchange: Exchange): number {
  const features = exchange.features as { spot?: { fetchOHLCV?: { limit?: number } } } | undefined;
  return features?.spot?.fetchOHLCV?.limit ?? 500;
}

let ccxtModule: Promise<typeof ccxtLibrary> | undefined;
function loadCcxt() {
  return (ccxtModule ??= import('ccxt').then((m) => m.default));
}
