import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { identityKeys } from './identity-keys';

export const AUTH_CONFIG_ERROR = 'No se pudo cargar la configuración de inicio de sesión';

/** Where to sign in: the issuer, the client, its scopes, and whether the provider is ours. */
export async function getAuthConfig(): Promise<AuthConfig> {
  const config = await apiFetch<AuthConfig>('/auth/config', {
    auth: false,
    silent: true,
    defaultMessage: AUTH_CONFIG_ERROR,
  });
  if (!config) throw new Error(AUTH_CONFIG_ERROR);
  return config;
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.config(),
    queryFn: getAuthConfig,
    // It changes only with the server's configuration, i.e. with a restart.
    staleTime: Infinity,
    // No retries with back-off: a blank popup may be waiting, and a click tries again.
    retry: false,
  });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
