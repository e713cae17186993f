import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES, withTryAgain } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import type { TradesPage } from './get-account-trades';
import { tradesKeys, type TradesParams } from './trades-keys';

/** GET /trade/user/{userId}: a user's trades across their accounts (their own, or an admin's). */
export async function getUserTrades(
  userId: string,
  params: TradesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TradesPage> {
  const page = await apiFetch<TradesPage>(`/trade/user/${encodeURIComponent(userId)}`, {
    query: { ...params },
    defaultMessage: withTryAgain(MESSAGES.errors.trades.fetchUserTrades),
    signal,
  });
  const limit = params.limit ?? PAGE_SIZES.trades;
  return page ?? { data: [], pagination: { page: 1, totalPages: 1, total: 0, limit } };
}

export const userTradesQueryOptions = (userId: string, params: TradesParams) =>
  queryOptions({
    queryKey: [...tradesKeys.all, 'user', userId, params] as const,
    queryFn: ({ signal }) => getUserTrades(userId, params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useUserTrades(userId: string, params: TradesParams) {
  return useQuery(userTradesQueryOptions(userId, params));
}
