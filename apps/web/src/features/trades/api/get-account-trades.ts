import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES, withTryAgain } from '@pulso/domain/core';
import type { Pagination, Trade } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { tradesKeys, type TradesParams } from './trades-keys';

export interface TradesPage {
  data: Trade[];
  pagination: Pagination;
}

/** GET /trade/account/{accountId} (spec §7); fails with 'Failed to fetch account trades Please try again.' */
export async function getAccountTrades(
  accountId: string,
  params: TradesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TradesPage> {
  const page = await apiFetch<TradesPage>(`/trade/account/${encodeURIComponent(accountId)}`, {
    query: { ...params },
    defaultMessage: withTryAgain(MESSAGES.errors.trades.fetchAccountTrades),
    signal,
  });
  const limit = params.limit ?? PAGE_SIZES.trades;
  return page ?? { data: [], pagination: { page: 1, totalPages: 1, total: 0, limit } };
}

export const accountTradesQueryOptions = (accountId: string, params: TradesParams) =>
  queryOptions({
    queryKey: tradesKeys.account(accountId, params),
    queryFn: ({ signal }) => getAccountTrades(accountId, params, { signal }),
    placeholderData: keepPreviousData,
    // No account yet (a page still loading what it belongs to): nothing to ask.
    enabled: accountId !== '',
  });

export function useAccountTrades(accountId: string, params: TradesParams) {
  return useQuery(accountTradesQueryOptions(accountId, params));
}
