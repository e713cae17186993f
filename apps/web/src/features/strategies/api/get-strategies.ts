import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination, Strategy } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { strategiesKeys } from './strategies-keys';

export interface StrategiesPage {
  data: Strategy[];
  pagination: Pagination;
}

type Params = { page: number; limit: number; search?: string };

/** GET /strategy: the user's strategies, newest change first. */
export async function getStrategies(params: Params, signal?: AbortSignal): Promise<StrategiesPage> {
  const page = await apiFetch<StrategiesPage>('/strategy', {
    query: { ...params, search: params.search || undefined },
    defaultMessage: 'No se pudieron cargar las estrategias',
    signal,
  });
  return (
    page ?? { data: [], pagination: { page: 1, totalPages: 1, total: 0, limit: params.limit } }
  );
}

export const strategiesQueryOptions = (params: Params) =>
  queryOptions({
    queryKey: strategiesKeys.page(params),
    queryFn: ({ signal }) => getStrategies(params, signal),
    placeholderData: keepPreviousData,
  });

export function useStrategies(params: Params) {
  return useQuery(strategiesQueryOptions(params));
}
