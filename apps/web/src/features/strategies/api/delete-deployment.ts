import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import { deploymentsKeys, strategiesKeys } from './strategies-keys';

/** DELETE /strategy-deployment/:id */
export async function deleteDeployment(id: string): Promise<void> {
  await apiFetch<{ message: string }>(`/strategy-deployment/${id}`, {
    method: 'DELETE',
    defaultMessage: MESSAGES.errors.deployments.delete,
  });
}

export function useDeleteDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeployment,
    onSuccess: async () => {
      toast.success(MESSAGES.success.deployments.deleted);
      await queryClient.invalidateQueries({ queryKey: deploymentsKeys.all });
      await queryClient.invalidateQueries({ queryKey: strategiesKeys.all });
    },
  });
}
