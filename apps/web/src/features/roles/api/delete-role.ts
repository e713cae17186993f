import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import { rolesKeys } from './roles-keys';

/** 409 for the admin role and for a role still assigned: the client shows the server's reason. */
export async function deleteRole(id: string): Promise<void> {
  await apiFetch(`/role/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: MESSAGES.errors.roles.delete,
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: async () => {
      toast.success(MESSAGES.success.roles.deleted);
      await queryClient.invalidateQueries({ queryKey: rolesKeys.all });
    },
  });
}
