import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { User } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

/** What an admin changes on someone else's account. */
export interface UserAdminChanges {
  isActive?: boolean;
  roleId?: string;
}

export interface UpdateUserInput {
  id: string;
  changes: UserAdminChanges;
}

export async function updateUser({ id, changes }: UpdateUserInput): Promise<User> {
  const user = await apiFetch<User>(`/user/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    defaultMessage: MESSAGES.errors.users.update,
  });
  if (!user) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return user;
}

type Options = Pick<UseMutationOptions<User, Error, UpdateUserInput>, 'onSuccess'>;

/**
 * Spec §6: after an update the user list refreshes ('User updated successfully'). What else
 * depends on users (the activity log) is the caller's to refresh, through `onSuccess`.
 */
export function useUpdateUser({ mutationConfig }: { mutationConfig?: Options } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (...args) => {
      toast.success(MESSAGES.success.users.updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        onSuccess?.(...args),
      ]);
    },
    ...rest,
  });
}
