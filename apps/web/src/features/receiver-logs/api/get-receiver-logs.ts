import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { Pagination, ReceiverLogParent } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { receiverLogsKeys, type ReceiverLogsFilters } from './receiver-logs-keys';

export interface ReceiverLogsPage {
  data: ReceiverLogParent[];
  pagination: Pagination;
}

/** GET /receiver-log/list (admin): parent logs with their child count; 'Failed to fetch receiver logs'. */
export async function getReceiverLogs(
  filters: ReceiverLogsFilters,
  signal?: AbortSignal,
): Promise<ReceiverLogsPage> {
  const page = await apiFetch<ReceiverLogsPage>('/receiver-log/list', {
    query: { ...filters },
    defaultMessage: MESSAGES.errors.logs.fetchReceiverLogs,
    signal,
  });
  if (!page) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return page;
}

export const receiverLogsQueryOptions = (filters: ReceiverLogsFilters) =>
  queryOptions({
    queryKey: receiverLogsKeys.list(filters),
    queryFn: ({ signal }) => getReceiverLogs(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useReceiverLogs(filters: ReceiverLogsFilters) {
  return useQuery(receiverLogsQueryOptions(filters));
}
