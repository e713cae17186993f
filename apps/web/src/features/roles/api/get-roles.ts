import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { Role } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { rolesKeys } from './roles-keys';

export async function getRoles(signal?: AbortSignal): Promise<Role[]> {
  return (
    (await apiFetch<Role[]>('/role/list', {
      defaultMessage: MESSAGES.errors.roles.fetch,
      signal,
    })) ?? []
  );
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: rolesKeys.list(), queryFn: ({ signal }) => getRoles(signal) });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
