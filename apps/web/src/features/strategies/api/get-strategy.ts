import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Strategy } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { strategiesKeys } from './strategies-keys';

/** GET /strategy/:id */
export async function getStrategy(id: string, signal?: AbortSignal): Promise<Strategy | null> {
  return apiFetch<Strategy>(`/strategy/${id}`, {
    defaultMessage: 'No se pudo cargar la estrategia',
    signal,
  });
}

export const strategyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: strategiesKeys.detail(id),
    queryFn: ({ signal }) => getStrategy(id, signal),
  });

export function useStrategy(id: string | undefined) {
  return useQuery({ ...strategyQueryOptions(id ?? ''), enabled: Boolean(id) });
}
