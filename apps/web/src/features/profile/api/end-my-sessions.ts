import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { signOut } from '../../identity';

/** Not in the spec; worded like its other failures. */
const END_FAILED = 'Failed to sign out of every device. Please try again.';

/** Ends every session of the signed-in user: each device's token stops working at once. */
export async function endMySessions(userId: string): Promise<void> {
  await apiFetch(`/user/${encodeURIComponent(userId)}/sessions/end`, {
    method: 'POST',
    defaultMessage: END_FAILED,
  });
}

/** This device's session ended too: sign out here as well. */
export function useEndMySessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMySessions,
    onSuccess: async () => {
      toast.success(i18n.t('profile.sessions.ended'));
      await signOut(queryClient);
    },
  });
}
