import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';

/** Not in the spec; worded like its other failures. */
const END_FAILED = 'Failed to end the user’s sessions. Please try again.';

/** An admin ends every session of a user (their API tokens are untouched). */
export async function endUserSessions(userId: string): Promise<void> {
  await apiFetch(`/user/${encodeURIComponent(userId)}/sessions/end`, {
    method: 'POST',
    defaultMessage: END_FAILED,
  });
}

export function useEndUserSessions() {
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: () => {
      toast.success(i18n.t('admin.users.sessionsEnded'));
    },
  });
}
