import type { CustomDateRange, Timeframe } from '@pulso/domain/core';

/** What one review asks for: whose trips (an account, or all the caller's), when, and where. */
export interface ReviewParams {
  /** 'public': /trade-analysis/public/review, without a token (a visitor's page). */
  scope: 'private' | 'public';
  /** Undefined: all of the caller's accounts (private scope only). */
  accountId?: string | undefined;
  /** Several accounts (a named list's), instead of accountId (private scope only). */
  accountIds?: readonly string[] | undefined;
  timeframe: Timeframe;
  /** The picker's range when `timeframe` is 'custom'. */
  customDateRange: CustomDateRange | null;
  /** The viewer's IANA zone: the server counts the days in it. */
  timeZone: string;
  /** A calendar day ('YYYY-MM-DD'): the list shows its trips only; the statistics keep the period. */
  day: string | null;
  /** The capital (USD) the period figures start from; null: the server's default. */
  capital: number | null;
  /** A journal tag: only the trips that carry it (and no period figures). */
  tag: string | null;
}

/**
 * Query keys of the review feature: the round trips and trade statistics of an account or of all
 * the caller's accounts. Their own namespace, marked stale with the analytics on every new trade.
 */
export const reviewKeys = {
  all: ['trade-review'] as const,
  of: (params: ReviewParams) => [...reviewKeys.all, params] as const,
};
