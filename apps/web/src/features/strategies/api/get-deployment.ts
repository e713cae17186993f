import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { Deployment } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { deploymentsKeys } from './strategies-keys';

/** GET /strategy-deployment/{id}: one deployment; 'Failed to fetch deployment' when it fails. */
export async function getDeployment(id: string, signal?: AbortSignal): Promise<Deployment | null> {
  return apiFetch<Deployment>(`/strategy-deployment/${encodeURIComponent(id)}`, {
    defaultMessage: MESSAGES.errors.deployments.fetchOne,
    signal,
  });
}

export const deploymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deploymentsKeys.detail(id),
    queryFn: ({ signal }) => getDeployment(id, signal),
    // Last run, next run and trades emitted change as the scheduler works.
    refetchInterval: 15_000,
  });

export function useDeployment(id: string) {
  return useQuery(deploymentQueryOptions(id));
}
