import type { Candle, ExchangeCode, Grouping, SupportedSymbol } from '@pulso/domain';

export interface CandleRequest {
  exchange: ExchangeCode;
  symbol: SupportedSymbol;
  grouping: Grouping;
  /** Epoch ms: the first candle is the one holding it. */
  start: number;
  /** Epoch ms: the last candle is the one holding it (never later than now). */
  end: number;
  now: number;
}

export interface CandleAnswer {
  data: Candle[];
  /** The exchange could not be reached: these are the cached candles, possibly behind. */
  stale?: boolean;
}

/** Where candles come from: the simulated market or the exchanges (through the cache). */
export interface MarketSource {
  readonly simulated: boolean;
  candles(request: CandleRequest): Promise<CandleAnswer>;
  /**
   * Conversion only: the USD(T) close of the minute holding `at` of a coin Pulso does not trade
   * (a fee coin like BNB, an imported WIF), on `exchange`'s own USDT market; undefined when the
   * market has no such price. Tradable symbols are read through `candles`.
   */
  usdPrice?(
    exchange: ExchangeCode,
    asset: string,
    at: number,
    now: number,
  ): Promise<number | undefined>;
  /**
   * usdPrice of every minute from the one holding `from` to the one holding `to` (both at or
   * before `now`), by minute open time, in one read; undefined when the market has no such coin.
   * Optional: without it, each minute is read through usdPrice.
   */
  usdPrices?(
    exchange: ExchangeCode,
    asset: string,
    from: number,
    to: number,
    now: number,
  ): Promise<Map<number, number> | undefined>;
  /** Stops background work (exchange connections); the simulated market has none. */
  close?(): Promise<void>;
}
