import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export interface CreatedApiToken {
  /** The secret itself: the server keeps only its hash, so this is the one time it is seen. */
  token: string;
  apiToken: ApiToken;
}

/** Not in the spec; worded like its other create failures. */
const CREATE_FAILED = 'Failed to create API token. Please try again.';

export async function createApiToken(name: string): Promise<CreatedApiToken> {
  const created = await apiFetch<CreatedApiToken>('/api-token/create', {
    method: 'POST',
    body: { name },
    defaultMessage: CREATE_FAILED,
  });
  if (!created) throw new Error(CREATE_FAILED);
  return created;
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.apiTokens() }),
  });
}
