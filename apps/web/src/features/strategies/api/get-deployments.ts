import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { Deployment, Pagination } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { deploymentsKeys, type DeploymentsPageParams } from './strategies-keys';

export interface DeploymentsPage {
  data: Deployment[];
  pagination: Pagination;
}

/**
 * GET /strategy-deployment (spec §7: page, limit, strategyId, accountId, isPaused, search); the
 * running ones only (isPaused false) through the spec's GET /strategy-deployment/active.
 */
export async function getDeployments(
  params: DeploymentsPageParams,
  signal?: AbortSignal,
): Promise<DeploymentsPage> {
  const { isPaused, ...rest } = params;
  const active = isPaused === false;
  const page = await apiFetch<DeploymentsPage>(
    active ? '/strategy-deployment/active' : '/strategy-deployment',
    {
      query: { ...(active ? rest : params), search: params.search || undefined },
      defaultMessage: active
        ? MESSAGES.errors.deployments.fetchActive
        : MESSAGES.errors.deployments.fetch,
      signal,
    },
  );
  return (
    page ?? { data: [], pagination: { page: 1, totalPages: 1, total: 0, limit: params.limit } }
  );
}

export const deploymentsQueryOptions = (params: DeploymentsPageParams) =>
  queryOptions({
    queryKey: deploymentsKeys.page(params),
    queryFn: ({ signal }) => getDeployments(params, signal),
    placeholderData: keepPreviousData,
    // Last run, next run and errors change as the scheduler works.
    refetchInterval: 15_000,
  });

export function useDeployments(params: DeploymentsPageParams) {
  return useQuery(deploymentsQueryOptions(params));
}
