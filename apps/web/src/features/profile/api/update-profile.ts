import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { User } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

export interface ProfileChanges {
  displayName?: string;
  /** A data URL (image/*, ≤ 256 KB), or null to remove the photo. */
  photoURL?: string | null;
}

/** PATCH /user/{id} with the user's own name or photo. */
export async function updateProfile(id: string, changes: ProfileChanges): Promise<User> {
  const user = await apiFetch<User>(`/user/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    defaultMessage: MESSAGES.errors.users.update,
  });
  if (!user) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return user;
}

export function useUpdateProfile({ onSaved }: { onSaved: (user: User) => void }) {
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProfileChanges }) =>
      updateProfile(id, changes),
    onSuccess: (user) => {
      onSaved(user);
      toast.success(MESSAGES.success.users.updated);
    },
  });
}
