import { ohlcQuerySchema, ohlcResponseSchema } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketData } from './market-data';

/** Spec §7: GET /crypto-price/ohlc, no token. */
export function marketDataRoutes(marketData: MarketData): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/crypto-price/ohlc',
      {
        config: { access: 'public' },
        schema: {
          tags: ['market-data'],
          summary: 'Price candles of a symbol on an exchange, from start to now',
          querystring: ohlcQuerySchema,
          response: { 200: ohlcResponseSchema },
        },
      },
      // Resolved per request, so tests can provide a market with a recorded exchange.
      async (request) => marketData.service.ohlc(request.query),
    );
  };
}
