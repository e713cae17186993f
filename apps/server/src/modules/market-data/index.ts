// Candles and prices: the simulated market or the exchanges through ccxt.
export {
  ACCOUNT_MARKET_TYPE,
  accountSymbol,
  connectAccountClient,
  type AccountClientOptions,
  type AccountCredentials,
} from './exchange/account-client';
export {
  exchangeFailure,
  ExchangeFailure,
  exchangeMessage,
  redactSecrets,
  reducedError,
  type ExchangeErrorKind,
} from './exchange/exchange-errors';
export { CcxtClient, type FetchImplementation } from './exchange/ccxt-client';
export { createMarketData, marketDataOver, type MarketData } from './market-data';
export { createMarketDataFeature } from './market-data.feature';
export type { CandleRequest, MarketSource } from './market-source';
export { PriceService } from './price.service';
export { SeriesInUse } from './series-in-use';
export { SimulatedMarket } from './simulated/simulated-market';
