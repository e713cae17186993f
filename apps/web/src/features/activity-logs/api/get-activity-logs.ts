import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@pulso/domain/core';
import type { ActivityLog, Pagination } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { activityLogsKeys, type ActivityLogsFilters } from './activity-logs-keys';

export interface ActivityLogsPage {
  data: ActivityLog[];
  pagination: Pagination;
}

/** GET /activity-log/list (admin). */
export async function getActivityLogs(
  filters: ActivityLogsFilters,
  signal?: AbortSignal,
): Promise<ActivityLogsPage> {
  const page = await apiFetch<ActivityLogsPage>('/activity-log/list', {
    query: { ...filters },
    defaultMessage: MESSAGES.errors.logs.fetchActivityLogs,
    signal,
  });
  if (!page) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return page;
}

export const activityLogsQueryOptions = (filters: ActivityLogsFilters) =>
  queryOptions({
    queryKey: activityLogsKeys.list(filters),
    queryFn: ({ signal }) => getActivityLogs(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useActivityLogs(filters: ActivityLogsFilters) {
  return useQuery(activityLogsQueryOptions(filters));
}
