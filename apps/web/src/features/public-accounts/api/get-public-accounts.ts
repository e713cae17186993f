import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES } from '@pulso/domain/core';
import type { Pagination, PublicAccount } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { publicAccountsKeys, type PublicAccountsParams } from './public-accounts-keys';

// Not the domain's paginate(): its module builds zod schemas, which must stay out of the frame.
const emptyPagination = (limit: number): Pagination => ({
  page: 1,
  totalPages: 1,
  total: 0,
  limit,
});

export interface PublicAccountsPage {
  data: PublicAccount[];
  pagination: Pagination;
}

/** No token: anyone may see public accounts (spec §6). */
export async function getPublicAccounts(
  params: PublicAccountsParams,
  signal?: AbortSignal,
): Promise<PublicAccountsPage> {
  const limit = params.limit ?? PAGE_SIZES.default;
  const page = await apiFetch<PublicAccountsPage>('/account/public/list', {
    query: {
      page: params.page,
      limit,
      accountType: params.accountType,
      exchange: params.exchange,
      sortBy: params.sortBy,
      sortOrder: params.sortOrder,
      timeframe: params.timeframe,
    },
    defaultMessage: MESSAGES.errors.accounts.fetchPublicList,
    auth: false,
    signal,
  });
  return page ?? { data: [], pagination: emptyPagination(limit) };
}

export const publicAccountsQueryOptions = (params: PublicAccountsParams) =>
  queryOptions({
    queryKey: publicAccountsKeys.list(params),
    queryFn: ({ signal }) => getPublicAccounts(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePublicAccounts(params: PublicAccountsParams) {
  return useQuery(publicAccountsQueryOptions(params));
}
