import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export async function deleteAccount(id: string): Promise<void> {
  await apiFetch(`/account/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: MESSAGES.errors.accounts.delete,
  });
}

/** The server also takes the account out of every list: the caller reloads the lists. */
export function useDeleteAccount(onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async (_nothing, id) => {
      toast.success(MESSAGES.success.accounts.deleted);
      onDeleted?.(id);
      await queryClient.invalidateQueries({ queryKey: accountsKeys.all });
    },
  });
}
