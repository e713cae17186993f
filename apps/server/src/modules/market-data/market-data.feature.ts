import type { AppContext } from '../../context';
import type { CcxtClient } from './exchange/ccxt-client';
import { createMarketData, createMarketSync, type MarketData } from './market-data';
import { marketDataRoutes } from './market-data.routes';

/** Candles and prices: the simulated market, or the exchanges' through ccxt. */
export function createMarketDataFeature(
  ctx: AppContext,
  edge: {
    /** A market put in place of the configured one (tests: a fixed clock, a recorded exchange). */
    marketData?: ((ctx: AppContext) => MarketData) | undefined;
    /** The ccxt client of the exchange market (tests: the fake exchange). */
    ccxtClient?: CcxtClient | undefined;
  } = {},
) {
  const marketData =
    edge.marketData?.(ctx) ??
    createMarketData(ctx, {
      log: ctx.log,
      ...(edge.ccxtClient ? { client: edge.ccxtClient } : {}),
    });
  return {
    marketData,
    /** The exchange candles' sync worker; none for the simulated market. */
    worker: () => createMarketSync(ctx.config, marketData, ctx.log),
    routes: marketDataRoutes(marketData),
  };
}
