import {
  AppError,
  MESSAGES,
  resolveRange,
  REVIEW_TRIPS_LISTED,
  statisticsOf,
  type ReviewQuery,
  type ReviewResponse,
} from '@pulso/domain';
import type { RoundTripsRepository } from './round-trips.repository';

/**
 * The review of issue 38: the closed round trips of some accounts in a range, and their
 * trade-level statistics with each figure's N. Who may read which accounts is decided by the
 * caller (TradeAnalysisService.readableAccounts / publicAccounts), as for every analytics figure.
 */
export class ReviewService {
  constructor(
    private readonly trips: RoundTripsRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  async review(
    accountIds: readonly string[],
    query: Omit<ReviewQuery, 'accountId'>,
  ): Promise<ReviewResponse> {
    const { startDate, endDate } = query;
    const customDateRange = startDate && endDate ? { startDate, endDate } : null;
    const range = resolveRange({ ...query, customDateRange }, new Date(this.clock()));
    if (!(await this.trips.knowsTimeZone(query.timeZone))) {
      const message = MESSAGES.timeZone.unknown;
      throw new AppError('VALIDATION', message, [{ path: ['query', 'timeZone'], message }]);
    }
    const { listed, sums, unpriced, days } = await this.trips.closedIn(
      accountIds,
      { fromMs: range.startMs, toMs: range.endMs },
      query.timeZone,
      REVIEW_TRIPS_LISTED,
      query.day,
    );
    return {
      statistics: statisticsOf(sums),
      roundTrips: listed,
      unpricedTrips: unpriced,
      days,
      dateRange: {
        startDate: new Date(range.startMs).toISOString(),
        endDate: new Date(range.endMs).toISOString(),
      },
      timeZone: query.timeZone,
    };
  }
}
