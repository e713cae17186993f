import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES } from '@pulso/domain/core';
import type { Account, Pagination } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { accountsKeys, type AccountsParams } from './accounts-keys';

// Not the domain's paginate(): its module builds zod schemas, which must stay out of the frame.
const emptyPagination = (limit: number): Pagination => ({
  page: 1,
  totalPages: 1,
  total: 0,
  limit,
});

export interface AccountsPage {
  data: Account[];
  pagination: Pagination;
}

interface FetchOptions {
  signal?: AbortSignal;
  /** The start-up preload reports one message of its own instead (spec §4). */
  silent?: boolean;
}

export async function getAccounts(
  params: AccountsParams,
  { signal, silent }: FetchOptions = {},
): Promise<AccountsPage> {
  const page = await apiFetch<AccountsPage>('/account/list', {
    query: { ...params },
    defaultMessage: params.isTestAccount
      ? MESSAGES.errors.accounts.fetchTest
      : MESSAGES.errors.accounts.fetch,
    signal,
    silent,
  });
  // null: a 401, the session is already being ended.
  return page ?? { data: [], pagination: emptyPagination(params.limit ?? PAGE_SIZES.default) };
}

export const accountsQueryOptions = (params: AccountsParams) =>
  queryOptions({
    queryKey: accountsKeys.page(params),
    queryFn: ({ signal }) => getAccounts(params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAccounts(params: AccountsParams) {
  return useQuery(accountsQueryOptions(params));
}
