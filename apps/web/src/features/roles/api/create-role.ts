import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { Role } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { rolesKeys } from './roles-keys';

export interface CreateRoleInput {
  name: string;
  permissions: string[];
}

export async function createRole(input: CreateRoleInput): Promise<Role> {
  const role = await apiFetch<Role>('/role/create', {
    method: 'POST',
    body: input,
    defaultMessage: MESSAGES.errors.roles.create,
  });
  if (!role) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return role;
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: async () => {
      toast.success(MESSAGES.success.roles.created);
      await queryClient.invalidateQueries({ queryKey: rolesKeys.all });
    },
  });
}
