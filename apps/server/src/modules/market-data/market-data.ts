/**
 * The market-data feature's public face: one instance per app context, shared by the route, the
 * sync worker and the modules that need prices (`marketDataFor(ctx).prices`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { CandlesRepository } from './candles.repository';
import { CcxtClient } from './exchange/ccxt-client';
import { ExchangeSource } from './exchange/exchange-source';
import { MarketDataService } from './market-data.service';
import type { MarketSource } from './market-source';
import { MarketSyncWorker } from './market-sync.worker';
import { PriceService } from './price.service';
import { SeriesInUse } from './series-in-use';
import { SimulatedSource } from './simulated/simulated-source';

export interface MarketData {
  source: MarketSource;
  service: MarketDataService;
  prices: PriceService;
  inUse: SeriesInUse;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;
const silent: Log = { warn: () => {} };
const instances = new WeakMap<AppContext, MarketData>();

export function createMarketData(
  ctx: AppContext,
  options: { client?: CcxtClient; log?: Log; clock?: () => number } = {},
): MarketData {
  const source: MarketSource =
    ctx.config.marketData === 'exchange'
      ? new ExchangeSource(
          options.client ?? new CcxtClient(),
          new CandlesRepository(ctx.db),
          options.log ?? silent,
        )
      : new SimulatedSource();
  const inUse = new SeriesInUse();
  return {
    source,
    inUse,
    service: new MarketDataService(source, inUse, options.clock),
    prices: new PriceService(source, inUse, options.clock),
  };
}

export function marketDataFor(ctx: AppContext, log?: Log): MarketData {
  let marketData = instances.get(ctx);
  if (!marketData) instances.set(ctx, (marketData = createMarketData(ctx, { log })));
  return marketData;
}

/** Replaces the context's market data (tests: a recorded exchange, a fixed clock). */
export function provideMarketData(ctx: AppContext, marketData: MarketData): void {
  instances.set(ctx, marketData);
}

/** Starts the sync worker when it has work (exchange data); answers how to stop it. */
export function startMarketSync(ctx: AppContext, log: Log): { stop(): Promise<void> } {
  if (ctx.config.marketData !== 'exchange') return { stop: async () => {} };
  const { source, inUse } = marketDataFor(ctx, log);
  const worker = new MarketSyncWorker(source, inUse, log);
  worker.start();
  return { stop: () => worker.stop() };
}
