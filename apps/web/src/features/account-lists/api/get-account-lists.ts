import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES } from '@pulso/domain/core';
import type { AccountList } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { useAccountListStore } from '../stores/account-list-store';
import { accountListsKeys } from './account-lists-keys';

/**
 * GET /account-lists (page=1, limit=25, spec §7). The lists land in the list store, which keeps
 * them across reloads (spec §4); a failure is stored as the list error, logged, not toasted.
 */
export async function getAccountLists(signal?: AbortSignal): Promise<AccountList[]> {
  const store = useAccountListStore.getState();
  try {
    const page = await apiFetch<{ data: AccountList[] }>('/account-lists', {
      query: { page: 1, limit: PAGE_SIZES.accountLists },
      defaultMessage: MESSAGES.errors.accountLists.load,
      silent: true,
      signal,
    });
    if (!page) return store.lists; // a 401: the session is ending, keep what is shown
    store.setLists(page.data);
    return page.data;
  } catch (error) {
    store.setError(MESSAGES.errors.accountLists.load);
    throw error;
  }
}

export const accountListsQueryOptions = () =>
  queryOptions({
    queryKey: accountListsKeys.list(),
    queryFn: ({ signal }) => getAccountLists(signal),
    retry: false,
  });

export function useAccountLists(enabled = true) {
  return useQuery({ ...accountListsQueryOptions(), enabled });
}

/**
 * Spec §4: after a save or a delete the user's lists are reloaded, whether or not a selector is
 * on screen. Never throws: a failure is already kept as the list error.
 */
export function reloadAccountLists(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({ ...accountListsQueryOptions(), staleTime: 0 });
}
