import type { ExchangeCode } from '@pulso/domain';
import type { CandleAnswer, CandleRequest, MarketSource } from '../market-source';
import { SimulatedMarket } from './simulated-market';

/** MARKET_DATA=simulated: answers from the deterministic market, never stale, no I/O. */
export class SimulatedSource implements MarketSource {
  readonly simulated = true;

  constructor(private readonly market = new SimulatedMarket()) {}

  async candles({
    exchange,
    symbol,
    grouping,
    start,
    end,
    now,
  }: CandleRequest): Promise<CandleAnswer> {
    return { data: this.market.candles(symbol, exchange, grouping, start, end, now) };
  }

  /** The close of the minute holding `at`, as known at `now` (the minute in progress so far). */
  async usdPrice(exchange: ExchangeCode, asset: string, at: number, now: number) {
    return this.market.usdPriceAt(asset, exchange, Math.min(at, now), now);
  }

  async usdPrices(exchange: ExchangeCode, asset: string, from: number, to: number, now: number) {
    const candles = this.market.usdCandles(asset, exchange, from, to, now);
    return candles && new Map(candles.map((c) => [c.openTime, c.close]));
  }
}
