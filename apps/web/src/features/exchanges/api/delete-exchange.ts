import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import { exchangesKeys } from './exchanges-keys';

/** An exchange in use answers 409 with the reason, which the client shows. */
export async function deleteExchange(id: string): Promise<void> {
  await apiFetch(`/exchange/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: MESSAGES.errors.exchanges.delete,
  });
}

export function useDeleteExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExchange,
    onSuccess: async () => {
      toast.success(MESSAGES.success.exchanges.deleted);
      await queryClient.invalidateQueries({ queryKey: exchangesKeys.all });
    },
  });
}
