import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type AccountSortKey } from '@pulso/domain/core';
import type { Account, Pagination } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import type { AnalyticsParams } from './analytics-request';

export interface RankingParams {
  sortBy: AccountSortKey;
  accountListId?: string;
  range: Pick<AnalyticsParams, 'timeframe' | 'customDateRange'>;
}

/** The caller's accounts ordered by a sort key over the selected range (GET /account/list). */
export async function getAccountRanking(
  params: RankingParams,
  signal?: AbortSignal,
): Promise<Account[]> {
  const custom = params.range.timeframe === 'custom' ? params.range.customDateRange : null;
  const page = await apiFetch<{ data: Account[]; pagination: Pagination }>('/account/list', {
    query: {
      page: 1,
      limit: 10,
      sortBy: params.sortBy,
      sortOrder: 'desc',
      accountListId: params.accountListId,
      timeframe: params.range.timeframe,
      startDate: custom?.startDate,
      endDate: custom?.endDate,
    },
    defaultMessage: MESSAGES.errors.accounts.fetch,
    signal,
  });
  return page?.data ?? [];
}

export const accountRankingQueryOptions = (params: RankingParams) =>
  queryOptions({
    queryKey: ['accounts', 'ranking', params] as const,
    queryFn: ({ signal }) => getAccountRanking(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAccountRanking(params: RankingParams) {
  return useQuery(accountRankingQueryOptions(params));
}
