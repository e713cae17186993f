import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { Role } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { rolesKeys } from './roles-keys';

export interface UpdateRoleInput {
  roleId: string;
  name?: string;
  permissions?: string[];
}

export async function updateRole(input: UpdateRoleInput): Promise<Role> {
  const role = await apiFetch<Role>('/role/update', {
    method: 'PUT',
    body: input,
    defaultMessage: MESSAGES.errors.roles.update,
  });
  if (!role) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return role;
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: async () => {
      toast.success(MESSAGES.success.roles.updated);
      await queryClient.invalidateQueries({ queryKey: rolesKeys.all });
    },
  });
}
