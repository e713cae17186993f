import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import { packagesKeys } from './packages-keys';

/** The default plan, or one a user is on, answers 409 with the reason, which the client shows. */
export async function deletePackage(id: string): Promise<void> {
  await apiFetch(`/package/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: MESSAGES.errors.packages.delete,
  });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: async () => {
      toast.success(MESSAGES.success.packages.deleted);
      await queryClient.invalidateQueries({ queryKey: packagesKeys.all });
    },
  });
}
