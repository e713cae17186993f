import {
  AppError,
  MESSAGES,
  resolveRange,
  REVIEW_TRIPS_LISTED,
  statisticsOf,
  type ReviewQuery,
  type ReviewResponse,
} from '@pulso/domain';
import { Gate } from '../../lib/gate';
import type { RoundTripsRepository } from './round-trips.repository';

/**
 * A review reads every trade of its accounts up to the range's end: on an account of a million
 * trades, seconds of database work. Two run at once and sixteen wait; beyond that the caller is
 * told to come back, so a few heavy reviews never hold the connections every other page needs.
 */
const REVIEWS_AT_ONCE = 2;
const REVIEWS_WAITING = 16;

/**
 * The review of issue 38: the closed round trips of some accounts in a range, and their
 * trade-level statistics with each figure's N. Who may read which accounts is decided by the
 * caller (TradeAnalysisService.readableAccounts / publicAccounts), as for every analytics figure.
 */
export class ReviewService {
  private readonly gate = new Gate(REVIEWS_AT_ONCE, REVIEWS_WAITING);

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
    const { listed, sums, unpriced, days, breakdowns } = await this.gate.run(
      () =>
        this.trips.closedIn(
          accountIds,
          { fromMs: range.startMs, toMs: range.endMs },
          query.timeZone,
          REVIEW_TRIPS_LISTED,
          query.day,
        ),
      () => new AppError('RATE_LIMITED', MESSAGES.review.busy),
    );
    return {
      statistics: statisticsOf(sums),
      roundTrips: listed,
      unpricedTrips: unpriced,
      days,
      breakdowns,
      dateRange: {
        startDate: new Date(range.startMs).toISOString(),
        endDate: new Date(range.endMs).toISOString(),
      },
      timeZone: query.timeZone,
    };
  }
}
