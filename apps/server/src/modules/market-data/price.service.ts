import {
  SUPPORTED_QUOTES,
  convertAmount,
  isCandleStale,
  isExchangeCode,
  isStableCoin,
  isSupportedSymbol,
  type ExchangeCode,
  type SupportedSymbol,
} from '@pulso/domain';
import type { MarketSource } from './market-source';
import type { SeriesInUse } from './series-in-use';

export interface LatestPrice {
  price: number;
  /** Open time of the 1-minute candle the price closes. */
  openTime: number;
  /** Spec §9: more than 2 intervals behind (or the exchange is down): not for live decisions. */
  stale: boolean;
}

const MINUTE = 60_000;

/**
 * Prices for the rest of the product (analytics, the paper exchange, strategies): the latest
 * price per exchange and symbol, a price at a past time, and conversion between assets through
 * USD and the stable coins.
 */
export class PriceService {
  constructor(
    private readonly source: MarketSource,
    private readonly inUse: SeriesInUse,
    private readonly clock: () => number = Date.now,
  ) {}

  async latest(exchange: ExchangeCode, symbol: SupportedSymbol): Promise<LatestPrice | undefined> {
    const now = this.clock();
    this.inUse.touch({ exchange, symbol, grouping: '1m' }, now);
    const answer = await this.source.candles({
      exchange,
      symbol,
      grouping: '1m',
      start: now - 5 * MINUTE,
      end: now,
      now,
    });
    const last = answer.data.at(-1);
    if (!last) return undefined;
    const stale = answer.stale === true || isCandleStale('1m', last.openTime, now);
    return { price: last.close, openTime: last.openTime, stale };
  }

  /** The close of the minute holding `time` (the latest price for a time not yet past). */
  async priceAt(
    exchange: ExchangeCode,
    symbol: SupportedSymbol,
    time: number,
  ): Promise<number | undefined> {
    const now = this.clock();
    const at = Math.min(time, now);
    const answer = await this.source.candles({
      exchange,
      symbol,
      grouping: '1m',
      start: at,
      end: at,
      now,
    });
    return answer.data.at(-1)?.close;
  }

  /**
   * USD per unit of `asset` at time `at` (1 for a USD-like coin), for a trade's ledger price;
   * null when no price connects them.
   */
  async usdRate(asset: string, exchange: string, at: number): Promise<number | null> {
    if (isStableCoin(asset)) return 1;
    try {
      return await this.convert(1, asset, 'USD', {
        exchange: isExchangeCode(exchange) ? exchange : 'binance',
        at,
      });
    } catch {
      return null;
    }
  }

  /**
   * `amount` of `from` in `to`, at the latest prices or at time `at`. Throws AppError 'Cannot
   * convert from X to Y with available price data' when no price connects them.
   */
  async convert(
    amount: number,
    from: string,
    to: string,
    options: { exchange?: ExchangeCode; at?: number } = {},
  ): Promise<number> {
    const exchange = options.exchange ?? 'binance';
    const prices = new Map<string, number>();
    await Promise.all([
      ...pairsFor(from, to).map(async (symbol) => {
        const price =
          options.at === undefined
            ? (await this.latest(exchange, symbol))?.price
            : await this.priceAt(exchange, symbol, options.at);
        if (price !== undefined) prices.set(symbol, price);
      }),
      ...conversionOnly(from, to).map(async (asset) => {
        const now = this.clock();
        const price = await this.source.usdPrice?.(exchange, asset, options.at ?? now, now);
        if (price !== undefined) prices.set(`${asset}USDT`, price);
      }),
    ]);
    return convertAmount(amount, from, to, (base, quote) => prices.get(`${base}${quote}`));
  }

  isStale = isCandleStale;
}

/**
 * Coins priced for conversion only: neither a stable coin nor the base of a tradable symbol (a
 * fee coin like BNB, an imported WIF). The market prices them through its `usdPrice`.
 */
function conversionOnly(from: string, to: string): string[] {
  const assets = [from, to].map((a) => a.toUpperCase()).filter((a) => !isStableCoin(a));
  return [...new Set(assets)].filter(
    (asset) => !SUPPORTED_QUOTES.some((quote) => isSupportedSymbol(`${asset}${quote}`)),
  );
}

/** The supported symbols that price `from` or `to` in a stable coin. */
function pairsFor(from: string, to: string): SupportedSymbol[] {
  const assets = [from, to].map((a) => a.toUpperCase()).filter((a) => !isStableCoin(a));
  return [...new Set(assets)].flatMap((asset) =>
    SUPPORTED_QUOTES.map((quote) => `${asset}${quote}`).filter(isSupportedSymbol),
  );
}
