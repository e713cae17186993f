/** Test helpers of working orders: a worker over candles the test sets (the feed is the edge). */
import type { TestApp } from '../../test/harness';
import type { MarketSource } from '../market-data';
import { WorkingOrdersRepository } from './working-orders.repository';
import { WorkingOrdersWorker } from './working-orders.worker';

export const MINUTE = 60_000;
export interface Bar {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * A working-orders worker whose market answers the bars set in `bars` (by open time); `checkUpTo`
 * checks a market's orders against the candles closed up to that open time.
 */
export function barsWorker(t: Pick<TestApp, 'container'>) {
  const bars = new Map<number, Bar>();
  const feed: MarketSource = {
    simulated: true,
    candles: async ({ start, end }) => ({
      data: [...bars.values()]
        .filter((b) => b.openTime >= start && b.openTime <= end)
        .sort((a, b) => a.openTime - b.openTime)
        .map((b) => ({ ...b, volume: 1 })),
    }),
  };
  const worker = new WorkingOrdersWorker(
    t.container.db,
    new WorkingOrdersRepository(t.container.db),
    feed,
    t.container.signals.service,
    t.container.log,
  );
  const checkUpTo = (minute: number, symbol = 'BTCUSDT', exchange = 'binance') =>
    worker.check(exchange, symbol, minute, minute + 2 * MINUTE);
  return { bars, worker, checkUpTo };
}
