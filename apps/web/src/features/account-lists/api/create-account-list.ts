import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { AccountList } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { useAccountListStore } from '../stores/account-list-store';
import { reloadAccountLists } from './get-account-lists';

/** The body of POST and PUT: what accountListBody (domain) accepts after parsing. */
export interface AccountListValues {
  name: string;
  description: string | null;
  accountIds: string[];
}

/** Spec §8: a failure is only logged (silent: no toast) and kept as the list error. */
export async function createAccountList(values: AccountListValues): Promise<AccountList> {
  const list = await apiFetch<AccountList>('/account-lists', {
    method: 'POST',
    body: values,
    defaultMessage: MESSAGES.errors.accountLists.create,
    silent: true,
  });
  if (!list) throw new Error(MESSAGES.errors.accountLists.create);
  return list;
}

/** Creating adds the list to the available lists (spec §4); then the lists reload. */
export function useCreateAccountList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccountList,
    onSuccess: async (list) => {
      useAccountListStore.getState().addList(list);
      useAccountListStore.getState().setError(null);
      await reloadAccountLists(queryClient);
    },
    onError: () => useAccountListStore.getState().setError(MESSAGES.errors.accountLists.create),
  });
}
