import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES, withTryAgain } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import type { TradesPage } from './get-account-trades';
import { tradesKeys, type TradesParams } from './trades-keys';

/** GET /trade/list: the caller's trades across all their accounts (an admin's: everyone's). */
export async function getAllTrades(
  params: TradesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TradesPage> {
  const page = await apiFetch<TradesPage>('/trade/list', {
    query: { ...params },
    defaultMessage: withTryAgain(MESSAGES.errors.trades.fetchAllTrades),
    signal,
  });
  const limit = params.limit ?? PAGE_SIZES.trades;
  return page ?? { data: [], pagination: { page: 1, totalPages: 1, total: 0, limit } };
}

export const allTradesQueryOptions = (params: TradesParams) =>
  queryOptions({
    queryKey: [...tradesKeys.all, 'list', params] as const,
    queryFn: ({ signal }) => getAllTrades(params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAllTrades(params: TradesParams) {
  return useQuery(allTradesQueryOptions(params));
}
