/**
 * What the Bybit stories (spot and margin) check alike: how the sync asked Bybit for its spot
 * executions, and a BTC buy as the ledger holds it.
 */
import { expect } from 'vitest';
import { BYBIT_WINDOW_MS, type FakeBybit } from './fake-bybit';
import type { SyncedTrade } from './sync-harness';

/**
 * Bybit was asked for executions, each request in the spot category, of every market at once
 * (no symbol named), within Bybit's 7-day window, 100 at most.
 */
export function expectSpotExecutionRequests(exchange: FakeBybit): void {
  const asked = exchange.executionRequests('Trade');
  expect(asked.length).toBeGreaterThan(0);
  for (const a of asked) {
    expect(a['category']).toBe('spot');
    expect(a['symbol']).toBeUndefined();
    expect(Number(a['endTime']) - Number(a['startTime'])).toBeLessThanOrEqual(BYBIT_WINDOW_MS);
    expect(Number(a['limit'])).toBeLessThanOrEqual(100);
  }
}

/** `row` is a buy of `amount` BTC at 50,000 USDT, its fee (`fee`) in the coin bought. */
export function expectBtcBought(row: SyncedTrade | undefined, amount: number, fee: number): void {
  expect(row).toMatchObject({ asset: 'BTC', quote_asset: 'USDT', side: 'buy', fee_asset: 'BTC' });
  expect(Number(row!.amount)).toBe(amount);
  expect(Number(row!.price)).toBe(50000);
  expect(Number(row!.fee)).toBe(fee);
}
