import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { CandlesRepository } from './candles.repository';
import { CcxtClient } from './exchange/ccxt-client';
import { ExchangeSource } from './exchange/exchange-source';
import { MarketDataService } from './market-data.service';
import type { MarketSource } from './market-source';
import { MarketSyncWorker } from './market-sync.worker';
import { PriceService } from './price.service';
import { SeriesInUse } from './series-in-use';
import { SimulatedSource } from './simulated/simulated-source';

/**
 * The market: one per app (built by the composition root), shared by the candle route, the sync
 * worker and the features that need prices. Readers take its fields when they use them, so a test
 * may swap the source or the prices of a running app.
 */
export interface MarketData {
  source: MarketSource;
  service: MarketDataService;
  prices: PriceService;
  inUse: SeriesInUse;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;
const silent: Log = { warn: () => {} };

export function createMarketData(
  deps: { config: Pick<Config, 'marketData'>; db: Db },
  options: { client?: CcxtClient; log?: Log; clock?: () => number } = {},
): MarketData {
  const source: MarketSource =
    deps.config.marketData === 'exchange'
      ? new ExchangeSource(
          options.client ?? new CcxtClient(),
          new CandlesRepository(deps.db),
          options.log ?? silent,
        )
      : new SimulatedSource();
  return marketDataOver(source, options.clock);
}

/** The market over a given source (tests: a fixed or recorded market). */
export function marketDataOver(source: MarketSource, clock?: () => number): MarketData {
  const inUse = new SeriesInUse();
  return {
    source,
    inUse,
    service: new MarketDataService(source, inUse, clock),
    prices: new PriceService(source, inUse, clock),
  };
}

/** The worker that keeps exchange candles current; none for the simulated market. */
export function createMarketSync(
  config: Pick<Config, 'marketData'>,
  marketData: MarketData,
  log: Log,
): MarketSyncWorker | undefined {
  if (config.marketData !== 'exchange') return undefined;
  return new MarketSyncWorker(marketData.source, marketData.inUse, log);
}
