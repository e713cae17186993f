import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import { useAccountListStore } from '../stores/account-list-store';
import { reloadAccountLists } from './get-account-lists';

/** Spec §8: a failure is only logged (silent: no toast) and kept as the list error. */
export async function deleteAccountList(id: string): Promise<void> {
  await apiFetch(`/account-lists/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: MESSAGES.errors.accountLists.delete,
    silent: true,
  });
}

export function useDeleteAccountList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccountList,
    onSuccess: async (_nothing, id) => {
      const store = useAccountListStore.getState();
      store.removeList(id);
      store.setError(null);
      await reloadAccountLists(queryClient);
    },
    onError: () => useAccountListStore.getState().setError(MESSAGES.errors.accountLists.delete),
  });
}
