import type { MarketData } from './market-data';

/**
 * Puts another market in place of a running app's (tests: a fixed clock, a recorded exchange, a
 * stale source). Its readers take the fields when they use them, so the change holds at once.
 */
export function useMarketData(target: { marketData: MarketData }, market: MarketData): void {
  Object.assign(target.marketData, market);
}

// The recorded exchange (ccxt over a fake transport) for other features' tests.
export { FakeExchange } from './exchange/testing/fake-exchange';
export { LISTINGS } from './exchange/testing/listings';
export { API_KEY, API_SECRET, FakeBinance } from './exchange/testing/fake-binance';
