import type { Deployment } from '@pulso/domain/schemas';

/** A running deployment of 'Cruce SMA' on 'Paper BTC' (BTCUSDT, binance, 1h) never run yet. */
export const aDeployment = (overrides: Partial<Deployment> = {}): Deployment => ({
  id: 'd1',
  strategyId: 's1',
  strategyName: 'Cruce SMA',
  accountId: 'a1',
  accountName: 'Paper BTC',
  symbol: 'BTCUSDT',
  exchange: 'binance',
  grouping: '1h',
  isPaused: false,
  lastRunAt: null,
  lastStatus: null,
  lastError: null,
  nextRunAt: null,
  lastEmittedTimestamp: null,
  tradesEmitted: 0,
  createdAt: '2025-05-01T00:00:00Z',
  updatedAt: '2025-05-01T00:00:00Z',
  ...overrides,
});
