import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { Package } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { packagesKeys } from './packages-keys';

export async function getPackages(signal?: AbortSignal): Promise<Package[]> {
  return (
    (await apiFetch<Package[]>('/package/list', {
      defaultMessage: MESSAGES.errors.packages.fetch,
      signal,
    })) ?? []
  );
}

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: packagesKeys.list(), queryFn: ({ signal }) => getPackages(signal) });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
