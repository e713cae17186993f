import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import { copyTradesKeys } from './copy-trades-keys';

/** DELETE /copy-trade/delete?id= (spec §7). */
export async function deleteCopyTrade(id: string): Promise<void> {
  await apiFetch<null>('/copy-trade/delete', {
    method: 'DELETE',
    query: { id },
    defaultMessage: MESSAGES.errors.copyTrades.delete,
  });
}

export function useDeleteCopyTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCopyTrade,
    onSuccess: async () => {
      toast.success(MESSAGES.success.copyTrades.deleted);
      await queryClient.invalidateQueries({ queryKey: copyTradesKeys.all });
    },
  });
}
