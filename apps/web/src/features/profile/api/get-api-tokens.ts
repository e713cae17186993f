import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiToken } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** Not in the spec; worded like its other fetch failures. */
export const FETCH_TOKENS_FAILED = 'Failed to fetch API tokens. Please try again.';

export async function getApiTokens(): Promise<ApiToken[]> {
  return (
    (await apiFetch<ApiToken[]>('/api-token/list', { defaultMessage: FETCH_TOKENS_FAILED })) ?? []
  );
}

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.apiTokens(), queryFn: getApiTokens });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
