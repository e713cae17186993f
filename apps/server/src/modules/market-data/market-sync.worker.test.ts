import { describe, expect, it } from 'vitest';
import type { CandleRequest, MarketSource } from './market-source';
import { MarketSyncWorker } from './market-sync.worker';
import { SeriesInUse } from './series-in-use';

const NOW = Date.parse('2025-11-19T15:42:17.250Z');
const MINUTE = 60_000;

function recordingSource(fail: string[] = []) {
  const asked: CandleRequest[] = [];
  const source: MarketSource = {
    simulated: false,
    async candles(request) {
      asked.push(request);
      if (fail.includes(request.symbol)) throw new Error('database down');
      return { data: [] };
    },
  };
  return { source, asked };
}

describe('market sync worker', () => {
  it('refreshes the newest candles of the series used lately, and only those', async () => {
    const inUse = new SeriesInUse();
    inUse.touch({ exchange: 'binance', symbol: 'BTCUSDT', grouping: '1h' }, NOW - 40 * MINUTE);
    inUse.touch({ exchange: 'bybit', symbol: 'ETHUSDC', grouping: '1m' }, NOW - 5 * MINUTE);
    inUse.touch({ exchange: 'kucoin', symbol: 'SOLUSDT', grouping: '1d' }, NOW - MINUTE);
    const { source, asked } = recordingSource();
    const worker = new MarketSyncWorker(source, inUse, { warn: () => {} }, { clock: () => NOW });
    await worker.tick();
    // Most recent first; BTCUSDT was last asked for 40 minutes ago (over the 30-minute window).
    expect(asked.map((r) => [r.exchange, r.symbol, r.grouping])).toEqual([
      ['kucoin', 'SOLUSDT', '1d'],
      ['bybit', 'ETHUSDC', '1m'],
    ]);
    // Two intervals back: enough to close the previous candle and update the current one.
    expect(asked[1]).toMatchObject({ start: NOW - 2 * MINUTE, end: NOW, now: NOW });
  });

  it('logs a failing series and goes on with the next; a second tick waits for the first', async () => {
    const inUse = new SeriesInUse();
    inUse.touch({ exchange: 'binance', symbol: 'BTCUSDT', grouping: '1h' }, NOW);
    inUse.touch({ exchange: 'binance', symbol: 'XRPUSDT', grouping: '1h' }, NOW);
    const warnings: unknown[] = [];
    const { source, asked } = recordingSource(['XRPUSDT']);
    const worker = new MarketSyncWorker(
      source,
      inUse,
      { warn: (w: unknown) => void warnings.push(w) },
      { clock: () => NOW },
    );
    const first = worker.tick();
    expect(worker.tick()).toBe(first);
    await first;
    expect(asked).toHaveLength(2);
    expect(warnings).toHaveLength(1);
    worker.start();
    await worker.stop();
  });
});
