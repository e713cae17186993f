import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@pulso/domain/core';
import type { Account } from '@pulso/domain/schemas';
import { accountsKeys } from './accounts-keys';
import { getAccounts } from './get-accounts';

/** Every account of the user, page by page at the bulk size (spec §9: 100), sorted by name. */
export async function getAllAccounts(
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let page = 1; ; page++) {
    const result = await getAccounts(
      { page, limit: PAGE_SIZES.bulk, sortBy: 'name', sortOrder: 'asc' },
      options,
    );
    accounts.push(...result.data);
    if (page >= result.pagination.totalPages || result.data.length === 0) return accounts;
  }
}

export const allAccountsQueryOptions = () =>
  queryOptions({
    queryKey: accountsKeys.everything(),
    queryFn: ({ signal }) => getAllAccounts({ signal }),
  });

export function useAllAccounts() {
  return useQuery(allAccountsQueryOptions());
}
