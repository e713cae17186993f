import {
  AppError,
  MAX_CANDLES,
  candleCount,
  finestGroupingWithin,
  tooManyCandlesMessage,
  type OhlcQuery,
  type OhlcResponse,
} from '@pulso/domain';
import type { MarketSource } from './market-source';
import type { SeriesInUse } from './series-in-use';

/** GET /crypto-price/ohlc: the rules of the request, then the candles from the market source. */
export class MarketDataService {
  constructor(
    private readonly source: MarketSource,
    private readonly inUse: SeriesInUse,
    private readonly clock: () => number = Date.now,
  ) {}

  async ohlc(query: OhlcQuery): Promise<OhlcResponse> {
    const now = this.clock();
    const { symbol, exchange, grouping, start } = query;
    if (start > now) {
      throw new AppError('VALIDATION', 'start must not be in the future', [
        { path: ['querystring', 'start'], message: 'start must not be in the future' },
      ]);
    }
    const end = Math.min(query.end ?? now, now);
    const count = candleCount(grouping, start, end);
    if (count > MAX_CANDLES) {
      const recommended = finestGroupingWithin(start, end);
      throw new AppError('BAD_REQUEST', tooManyCandlesMessage(grouping, count, recommended), [
        { path: ['querystring', 'grouping'], message: `recommended: ${recommended}` },
      ]);
    }
    this.inUse.touch({ exchange, symbol, grouping }, now);
    const answer = await this.source.candles({ exchange, symbol, grouping, start, end, now });
    return {
      data: answer.data,
      simulated: this.source.simulated,
      ...(answer.stale ? { stale: true } : {}),
    };
  }
}
