import { tradeStatistics, tripBreakdowns, tripDays, type RoundTrip } from '@pulso/domain/core';
import type { ReviewResponse } from '@pulso/domain/schemas';

export const REVIEW_ACCOUNT_ID = '00000000-0000-4000-8000-0000000000aa';

/**
 * A long BTCUSDT trip opened 2026-11-27 08:00Z and closed 11:20Z (3 h 20 min): 0.5 bought at
 * 60000, sold at 60300 → realized 0.5 × 300 = 150, fees 12 → net 138; 138 / 30000 × 100 = 0.46 %.
 */
export function aRoundTrip(overrides: Partial<RoundTrip> = {}): RoundTrip {
  return {
    accountId: REVIEW_ACCOUNT_ID,
    asset: 'BTC',
    symbol: 'BTCUSDT',
    side: 'long',
    openedAtMs: Date.parse('2026-11-27T08:00:00.000Z'),
    closedAtMs: Date.parse('2026-11-27T11:20:00.000Z'),
    quantity: '0.5',
    entryPrice: '60000',
    exitPrice: '60300',
    realizedPnl: '150',
    fees: '12',
    netPnl: '138',
    returnPct: '0.46',
    fills: 2,
    source: 'webhook',
    ...overrides,
  };
}

/** The review of these trips as the server answers it: statistics computed by the domain. */
export function aReview(
  trips: RoundTrip[],
  overrides: Partial<ReviewResponse> = {},
): ReviewResponse {
  return {
    statistics: tradeStatistics(trips, 'UTC'),
    // Newest first, as listed.
    roundTrips: [...trips].sort((a, b) => b.closedAtMs - a.closedAtMs),
    unpricedTrips: 0,
    risk: null,
    days: tripDays(trips, 'UTC'),
    breakdowns: tripBreakdowns(trips, 'UTC'),
    dateRange: { startDate: '2026-10-29T00:00:00.000Z', endDate: '2026-11-28T00:00:00.000Z' },
    timeZone: 'UTC',
    ...overrides,
  };
}
