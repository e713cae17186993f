import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiFetch } from '../../../lib/api-client';
import { deploymentsKeys, strategiesKeys } from './strategies-keys';

/** DELETE /strategy/:id (its deployments go with it). */
export async function deleteStrategy(id: string): Promise<void> {
  await apiFetch<null>(`/strategy/${id}`, {
    method: 'DELETE',
    defaultMessage: 'No se pudo eliminar la estrategia',
  });
}

export function useDeleteStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStrategy,
    onSuccess: async () => {
      toast.success('Estrategia eliminada');
      await queryClient.invalidateQueries({ queryKey: strategiesKeys.all });
      await queryClient.invalidateQueries({ queryKey: deploymentsKeys.all });
    },
  });
}
