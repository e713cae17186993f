import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tradeStatistics, tripBreakdowns } from '@pulso/domain/core';
import type { ReviewResponse } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { reviewKeys, type ReviewParams } from './review-keys';

const FETCH_FAILED = 'No se pudo cargar la revisión de operaciones.';

const emptyReview = (timeZone: string): ReviewResponse => ({
  statistics: tradeStatistics([], timeZone),
  roundTrips: [],
  unpricedTrips: 0,
  days: [],
  risk: null,
  breakdowns: tripBreakdowns([], timeZone),
  dateRange: { startDate: '', endDate: '' },
  timeZone,
});

/**
 * GET /trade-analysis/review (the owner's or an admin's view; no accountId: all the caller's
 * accounts) or /trade-analysis/public/review (a public account that shares its statistics): the
 * round trips closed in the timeframe, newest first, and their trade-level statistics.
 */
export async function getReview(
  params: ReviewParams,
  signal?: AbortSignal,
): Promise<ReviewResponse> {
  const review = await apiFetch<ReviewResponse>(
    `/trade-analysis/${params.scope === 'public' ? 'public/' : ''}review`,
    {
      query: {
        accountId: params.accountId,
        ...(params.accountIds ? { accountIds: params.accountIds.join(',') } : {}),
        timeframe: params.timeframe,
        timeZone: params.timeZone,
        ...(params.timeframe === 'custom' && params.customDateRange ? params.customDateRange : {}),
        ...(params.day ? { day: params.day } : {}),
        ...(params.capital ? { capital: String(params.capital) } : {}),
        ...(params.tag ? { tag: params.tag } : {}),
      },
      defaultMessage: FETCH_FAILED,
      auth: params.scope === 'private',
      // The card says it inline, with the server's message.
      silent: true,
      signal,
    },
  );
  // null: a 401, and the session is already being closed.
  return review ?? emptyReview(params.timeZone);
}

export const reviewQueryOptions = (params: ReviewParams) =>
  queryOptions({
    queryKey: reviewKeys.of(params),
    queryFn: ({ signal }) => getReview(params, signal),
    // The previous period stays in view while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useReview(params: ReviewParams) {
  return useQuery(reviewQueryOptions(params));
}
