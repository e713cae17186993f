import { AppError, newestCandlesWindow, type OhlcQuery, type OhlcResponse } from '@pulso/domain';
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
    // A range longer than a page answers its newest candles; the chart pages back as it scrolls.
    const page = newestCandlesWindow(grouping, start, end, query.limit);
    this.inUse.touch({ exchange, symbol, grouping }, now);
    const answer = await this.source.candles({
      exchange,
      symbol,
      grouping,
      start: page.start,
      end,
      now,
    });
    return {
      data: answer.data,
      simulated: this.source.simulated,
      ...(answer.stale ? { stale: true } : {}),
      ...(page.more ? { more: true } : {}),
    };
  }
}
