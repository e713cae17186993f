import {
  AppError,
  MESSAGES,
  periodRisk,
  resolveRange,
  REVIEW_TRIPS_LISTED,
  statisticsOf,
  type ReviewQuery,
  type ReviewResponse,
} from '@pulso/domain';
import type { UntilStampChangesCache } from '../../lib/cache';
import { Gate } from '../../lib/gate';
import type { DailyNetRepository } from './daily-net.repository';
import type { RoundTripsRepository } from './round-trips.repository';

/**
 * A review reads every trade of its accounts up to the range's end: on an account of a million
 * trades, seconds of database work. Two run at once and sixteen wait; beyond that the caller is
 * told to come back, so a few heavy reviews never hold the connections every other page needs.
 */
/** Whose journal tags a review reads (see ReviewService.review). */
export type Journals = 'all' | 'published';

const REVIEWS_AT_ONCE = 2;
const REVIEWS_WAITING = 16;

/**
 * The one gate every review read passes (the review and its trips' excursions): they read the
 * same tables, so they share its places rather than each taking two connections of their own.
 */
export const createReviewGate = (): Gate => new Gate(REVIEWS_AT_ONCE, REVIEWS_WAITING);
/** What a caller past the gate's queue is told: come back. */
export const reviewBusy = (): AppError => new AppError('RATE_LIMITED', MESSAGES.review.busy);

/**
 * The review of issue 38: the closed round trips of some accounts in a range, and their
 * trade-level statistics with each figure's N. Who may read which accounts is decided by the
 * caller (TradeAnalysisService.readableAccounts / publicAccounts), as for every analytics figure.
 */
export class ReviewService {
  constructor(
    private readonly gate: Gate,
    private readonly trips: RoundTripsRepository,
    private readonly nets: DailyNetRepository,
    /** The capital the period figures start from when the viewer names none, per account. */
    private readonly capitalPerAccount: number,
    private readonly cache: UntilStampChangesCache<ReviewResponse>,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * A review is served from memory until what it reads changes — a trade of its accounts (their
   * aggregate versions, bumped in every trade write's transaction), a funding payment, a stop —
   * or the minute turns (rolling ranges and "today" move with the clock). A trade committed
   * before the request is always in its answer: the stamp is read after the request arrived.
   */
  async review(
    accountIds: readonly string[],
    query: Omit<ReviewQuery, 'accountId'>,
    /** Whose journal tags the viewer reads: the owner's view reads all, a visitor's only the
     *  published journals' (a filter on a private tag would tell its counts). */
    journals: Journals,
  ): Promise<ReviewResponse> {
    const minute = Math.floor(this.clock() / 60_000);
    const stamp = `${minute}|${await this.trips.stamp(accountIds)}`;
    const { timeframe, startDate, endDate, timeZone, day, capital, tag } = query;
    const key = JSON.stringify([
      accountIds,
      timeframe,
      startDate,
      endDate,
      timeZone,
      day,
      capital,
      tag,
      journals,
    ]);
    return this.cache.get(key, stamp, () => this.compute(accountIds, query, journals));
  }

  private async compute(
    accountIds: readonly string[],
    query: Omit<ReviewQuery, 'accountId'>,
    journals: Journals,
  ): Promise<ReviewResponse> {
    const { startDate, endDate } = query;
    const customDateRange = startDate && endDate ? { startDate, endDate } : null;
    const range = resolveRange({ ...query, customDateRange }, new Date(this.clock()));
    if (!(await this.trips.knowsTimeZone(query.timeZone))) {
      const message = MESSAGES.timeZone.unknown;
      throw new AppError('VALIDATION', message, [{ path: ['query', 'timeZone'], message }]);
    }
    const span = { fromMs: range.startMs, toMs: range.endMs };
    const [{ listed, sums, unpriced, days, breakdowns }, curve] = await this.gate.run(
      () =>
        Promise.all([
          this.trips.closedIn(accountIds, span, query.timeZone, REVIEW_TRIPS_LISTED, {
            day: query.day,
            tag: query.tag,
            journals,
          }),
          this.nets.dailyNet(accountIds, span, query.timeZone),
        ]),
      reviewBusy,
    );
    // The curve runs from the range's first day (or the first fill, if later) to its last day
    // (or today, if earlier): days without a fill are days the capital sat still.
    const localDay = (ms: number) => localDate(ms, query.timeZone);
    const firstDay =
      curve.firstFillDay === null ? null : maxDay(localDay(range.startMs), curve.firstFillDay);
    const capital = query.capital ?? this.capitalPerAccount * accountIds.length;
    return {
      statistics: statisticsOf(sums),
      // The period figures are the whole account's equity curve: a tag has none of its own.
      risk:
        firstDay === null || query.tag !== undefined
          ? null
          : periodRisk({
              days: curve.days,
              firstDay,
              lastDay: localDay(Math.min(range.endMs, this.clock())),
              capital,
            }),
      roundTrips: listed,
      unpricedTrips: unpriced,
      days,
      breakdowns,
      dateRange: {
        startDate: new Date(range.startMs).toISOString(),
        endDate: new Date(range.endMs).toISOString(),
      },
      timeZone: query.timeZone,
      ...(query.tag === undefined ? {} : { tag: query.tag }),
    };
  }
}

/** A time's calendar day ('YYYY-MM-DD') in a zone. */
function localDate(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
