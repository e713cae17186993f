import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Not in the spec; worded like its other failures. */
const RESET_FAILED = 'Failed to create the password reset link. Please try again.';

/**
 * An admin asks for a one-time link where a user of the embedded sign-in chooses a new password
 * (no e-mail is configured: the admin hands it over). The link is only in this answer.
 */
export async function passwordResetLink(userId: string): Promise<string | null> {
  const answer = await apiFetch<{ url: string }>(
    `/user/${encodeURIComponent(userId)}/password-reset`,
    { method: 'POST', defaultMessage: RESET_FAILED },
  );
  return answer?.url ?? null;
}

export function usePasswordResetLink() {
  return useMutation({ mutationFn: passwordResetLink });
}
