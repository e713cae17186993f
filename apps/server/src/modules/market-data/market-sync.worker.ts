import { groupingIntervalMs } from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketSource } from './market-source';
import type { SeriesInUse } from './series-in-use';

export interface MarketSyncOptions {
  everyMs?: number;
  /** A series nobody asked for in this long is left alone. */
  activeWithinMs?: number;
  clock?: () => number;
}

/**
 * Keeps the cached exchange series in use current (MARKET_DATA=exchange), so charts and prices
 * read fresh candles without waiting on the exchange. One series at a time: the exchanges'
 * rate limits are shared with the requests being answered.
 */
export class MarketSyncWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly source: MarketSource,
    private readonly inUse: SeriesInUse,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly options: MarketSyncOptions = {},
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.everyMs ?? 15_000);
    this.timer.unref();
  }

  /** One pass over the series in use; a pass still running is not doubled. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async pass(): Promise<void> {
    const clock = this.options.clock ?? Date.now;
    for (const ref of this.inUse.active(clock(), this.options.activeWithinMs ?? 30 * 60_000)) {
      const now = clock();
      const start = now - 2 * groupingIntervalMs(ref.grouping);
      try {
        await this.source.candles({ ...ref, start, end: now, now });
      } catch (err) {
        this.log.warn({ err, ...ref }, 'market sync failed for a series');
      }
    }
  }
}
