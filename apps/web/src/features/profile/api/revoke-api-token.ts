import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import i18n from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** Not in the spec; worded like its other delete failures. */
const REVOKE_FAILED = 'Failed to revoke API token. Please try again.';

export async function revokeApiToken(id: string): Promise<void> {
  await apiFetch(`/api-token/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: REVOKE_FAILED,
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: async () => {
      toast.success(i18n.t('profile.tokens.revoked'));
      await queryClient.invalidateQueries({ queryKey: profileKeys.apiTokens() });
    },
  });
}
