import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { AccountList } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { accountsKeys } from '../../accounts';
import { useAccountListStore } from '../stores/account-list-store';
import { reloadAccountLists } from './get-account-lists';
import type { AccountListValues } from './create-account-list';

/** Spec §8: a failure is only logged (silent: no toast) and kept as the list error. */
export async function updateAccountList({
  id,
  values,
}: {
  id: string;
  values: AccountListValues;
}): Promise<AccountList> {
  const list = await apiFetch<AccountList>(`/account-lists/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: values,
    defaultMessage: MESSAGES.errors.accountLists.update,
    silent: true,
  });
  if (!list) throw new Error(MESSAGES.errors.accountLists.update);
  return list;
}

/** Updating replaces the list in the lists and in the selection (spec §4); then they reload. */
export function useUpdateAccountList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountList,
    onSuccess: async (list) => {
      useAccountListStore.getState().updateList(list);
      useAccountListStore.getState().setError(null);
      // Pages filtered by this list (Mis Cuentas) change with its members.
      await Promise.all([
        reloadAccountLists(queryClient),
        queryClient.invalidateQueries({ queryKey: accountsKeys.pages() }),
      ]);
    },
    onError: () => useAccountListStore.getState().setError(MESSAGES.errors.accountLists.update),
  });
}
